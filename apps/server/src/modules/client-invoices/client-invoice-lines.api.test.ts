import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { type InvoicingCompany, invoiceBody, invoicingCompany, line } from './client-invoices.test-setup';

// What a bookkeeper hits on first use: lines priced in another currency, amounts too large to store,
// VAT rates out of their period and an invoice without the seller's bank account.

let h: Harness;
let c: InvoicingCompany;
let invoices: string;
let proformas: string;
let rate19: string;

beforeAll(async () => {
  h = await startHarness();
  c = await invoicingCompany(h);
  invoices = `${c.base}/client-invoices`;
  proformas = `${c.base}/client-proformas`;
  const rates = await c.client.get(`${c.base}/vat-rates?perPage=100`);
  rate19 = (rates.body.items as { id: string; code: string; value: string | null }[]).find(
    (rate) => rate.code === 'S' && Number(rate.value) === 19,
  )?.id as string;
});
afterAll(async () => {
  await h?.close();
});

const ronLine = (extra: Record<string, unknown> = {}) =>
  line(c, { name: 'Server', quantity: '2', price: '4999.99', currency: 'RON', ...extra });
const euroInvoice = (lines: unknown[], extra: Record<string, unknown> = {}) =>
  invoiceBody(c, { currency: 'EUR', currencyRate: '5.0913', lines, ...extra });

describe('a line priced in another currency than the invoice', () => {
  it('is refused without its rate, next to the field, on an invoice and a proforma', async () => {
    const invoice = await c.client.post(invoices, euroInvoice([line(c), ronLine()]));
    expect(invoice.status).toBe(422);
    expect(invoice.body.errors).toEqual({ 'lines.1.currencyRate': ['required'] });
    const proforma = await c.client.post(
      proformas,
      euroInvoice([ronLine()], { documentSeriesId: c.proformaSeriesId }),
    );
    expect(proforma.status).toBe(422);
    expect(proforma.body.errors).toEqual({ 'lines.0.currencyRate': ['required'] });
    const usd = await c.client.post(invoices, invoiceBody(c, { lines: [line(c, { currency: 'USD' })] }));
    expect(usd.body.errors).toEqual({ 'lines.0.currencyRate': ['required'] });
  });

  it('is billed converted with its rate, and shows its price in the invoice currency', async () => {
    // 4,999.99 RON x 0.196413 = 982.0630 EUR; 2 x 982.063 = 1,964.13 EUR; VAT 21% 412.47.
    const created = await c.client.post(invoices, euroInvoice([ronLine({ currencyRate: '0.196413' })]));
    expect(created.status).toBe(201);
    expect(created.body.lines[0]).toMatchObject({
      currency: 'RON',
      unitPrice: '982.063',
      net: '1964.13',
    });
    expect(created.body.lines[0].price).toMatch(/^4999\.99/);
    expect(created.body.totals).toMatchObject({
      netTotal: '1964.13',
      vatTotal: '412.47',
      grossTotal: '2376.60',
    });

    const published = await c.client.post(`${invoices}/${created.body.id}/publish`, {});
    expect(published.status).toBe(200);
    expect(published.body.totals.grossTotal).toBe('2376.60');
  });

  it('keeps no currency of its own when it is the invoice currency', async () => {
    const created = await c.client.post(
      invoices,
      euroInvoice([line(c, { currency: 'EUR', currencyRate: '2' })]),
    );
    expect(created.status).toBe(201);
    expect(created.body.lines[0]).toMatchObject({ currency: null, currencyRate: null, net: '100.00' });
  });
});

describe('amounts that would not fit the stored columns', () => {
  it('answers 422 for quantity 100,000,000 x price 100,000,000 on an invoice and a proforma', async () => {
    const huge = [line(c, { quantity: '100000000', price: '100000000' })];
    const invoice = await c.client.post(invoices, invoiceBody(c, { lines: huge }));
    expect(invoice.status).toBe(422);
    expect(invoice.body.errors).toEqual({ 'lines.0.net': ['max:1000000000000'] });
    const proforma = await c.client.post(
      proformas,
      invoiceBody(c, { lines: huge, documentSeriesId: c.proformaSeriesId }),
    );
    expect(proforma.status).toBe(422);
    expect(proforma.body.errors).toEqual({ 'lines.0.net': ['max:1000000000000'] });
  });

  it('answers 422 when the total in RON would not fit, and stores the largest amounts that do', async () => {
    const largest = [line(c, { quantity: '1000000', price: '1000000' })];
    const tooDear = await c.client.post(invoices, euroInvoice(largest, { currencyRate: '10000' }));
    expect(tooDear.status).toBe(422);
    expect(tooDear.body.errors).toEqual({ currencyRate: ['max:826.44628'] });
    const stored = await c.client.post(invoices, euroInvoice(largest));
    expect(stored.status).toBe(201);
    expect(stored.body.totals).toMatchObject({
      netTotal: '1000000000000.00',
      grossTotal: '1210000000000.00',
    });
  });
});

describe('warnings of a VAT rate out of its period and of no bank account', () => {
  it('warns of 19% on a 2026 invoice, not for a delivery before August 2025, and still issues it', async () => {
    const old = await c.client.post(invoices, invoiceBody(c, { lines: [line(c, { vatRateId: rate19 })] }));
    expect(old.status).toBe(201);
    expect(old.body.warnings).toContain('vat-rate-not-in-force');
    const current = await c.client.post(invoices, invoiceBody(c));
    expect(current.body.warnings).not.toContain('vat-rate-not-in-force');
    const delivered = await c.client.post(
      invoices,
      invoiceBody(c, {
        taxPointType: 'delivery-date',
        taxPointDate: '2025-07-15',
        lines: [line(c, { vatRateId: rate19 })],
      }),
    );
    expect(delivered.body.warnings).not.toContain('vat-rate-not-in-force');
    const published = await c.client.post(`${invoices}/${old.body.id}/publish`, {});
    expect(published.status).toBe(200);
    expect(published.body.warnings).toContain('vat-rate-not-in-force');
  });

  it('warns when the invoice shows no bank account of the seller', async () => {
    const without = await c.client.post(invoices, invoiceBody(c));
    expect(without.body.warnings).toContain('seller-without-bank-account');
    const account = await c.client.post(`${c.base}/bank-accounts`, {
      bankName: 'Banca Transilvania',
      currency: 'RON',
      iban: 'RO49AAAA1B31007593840000',
    });
    expect(account.status).toBe(201);
    const withAccount = await c.client.post(
      invoices,
      invoiceBody(c, { companyBankAccountIds: [account.body.id] }),
    );
    expect(withAccount.status).toBe(201);
    expect(withAccount.body.warnings).not.toContain('seller-without-bank-account');
  });
});
