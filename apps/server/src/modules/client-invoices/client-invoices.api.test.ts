import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import {
  type InvoicingCompany,
  invoiceBody,
  invoicingCompany,
  issuedInvoice,
  line,
} from './client-invoices.test-setup';

let h: Harness;
let c: InvoicingCompany;
let invoices: string;

beforeAll(async () => {
  h = await startHarness();
  c = await invoicingCompany(h);
  invoices = `${c.base}/client-invoices`;
});
afterAll(async () => {
  await h?.close();
});

describe('client invoices: drafts and their totals', () => {
  it('saves a draft with the totals of mixed rates and a 10% document discount', async () => {
    // 3 x 100.00 at 21% = 300.00; 2 x 49.99 at 11% = 99.98; 1 x 10.00 Z = 10.00.
    // 10% per group: 30.00, 10.00 (9.998), 1.00 -> taxable 270.00, 89.98, 9.00.
    // VAT: 270.00 x 21% = 56.70; 89.98 x 11% = 9.8978 -> 9.90; Z 0.00.
    // Allowances 41.00; net 368.98, VAT 66.60, total 435.58.
    const response = await c.client.post(
      invoices,
      invoiceBody(c, {
        discountType: 'percent',
        discountValue: '10',
        lines: [
          line(c, { quantity: '3', price: '100' }),
          line(c, { name: 'Carte', quantity: '2', price: '49.99', vatRateId: c.rates['11'] }),
          line(c, { name: 'Export', quantity: '1', price: '10', vatRateId: c.rates.Z }),
        ],
      }),
    );
    expect(response.status).toBe(201);
    const doc = response.body;
    expect(doc).toMatchObject({
      kind: 'invoice',
      status: 'draft',
      number: null,
      seriesNumber: null,
      dueDate: '2026-12-02',
      partnerName: 'Someș Cod Software SRL',
      paymentState: null,
    });
    expect(doc.totals).toMatchObject({
      lineNetTotal: '409.98',
      allowanceTotal: '41.00',
      netTotal: '368.98',
      vatTotal: '66.60',
      grossTotal: '435.58',
      amountDue: '435.58',
    });
    expect(doc.lines.map((l: { net: string }) => l.net)).toEqual(['300.00', '99.98', '10.00']);
    expect(doc.buyer).toMatchObject({ name: 'Someș Cod Software SRL', vatPayer: true });
    expect(doc.seller.vatPayer).toBe(true);
  });

  it('converts prices that include VAT exactly: the amount due is what was typed', async () => {
    const response = await c.client.post(
      invoices,
      invoiceBody(c, { pricesIncludeVat: true, lines: [line(c)] }),
    );
    expect(response.status).toBe(201);
    expect(response.body.totals).toMatchObject({
      netTotal: '82.64',
      vatTotal: '17.35',
      rounding: '0.01',
      amountDue: '100.00',
    });
  });

  it('keeps the VAT total in RON for an invoice in euro', async () => {
    const response = await c.client.post(
      invoices,
      invoiceBody(c, {
        currency: 'EUR',
        currencyRate: '4.9750',
        lines: [line(c, { quantity: '2', price: '250' })],
      }),
    );
    expect(response.status).toBe(201);
    // 500.00 EUR at 21% = 105.00 EUR VAT = 522.375 -> 522.38 RON.
    expect(response.body.totals).toMatchObject({
      netTotal: '500.00',
      vatTotal: '105.00',
      vatTotalRon: '522.38',
    });
    // No rate of the National Bank was published (or stored) for that day with this value.
    expect(response.body.warnings).toContain('rate-not-from-issue-date');
    const rate = await c.client.get('/v1/exchange-rates?currency=EUR&date=2026-11-02');
    expect(rate.status).toBe(200);
    const fromBank = await c.client.post(
      invoices,
      invoiceBody(c, { currency: 'EUR', currencyRate: rate.body.rate, lines: [line(c)] }),
    );
    expect(fromBank.body.warnings).not.toContain('rate-not-from-issue-date');
  });

  it('refuses bad fields with the rule codes of the spec', async () => {
    const response = await c.client.post(
      invoices,
      invoiceBody(c, {
        partnerId: '',
        issueDate: '2026-02-30',
        qrCodeText: '123,456',
        paymentIdentifier: 'p'.repeat(141),
        projectReference: 'r'.repeat(201),
        lines: [line(c, { name: '', quantity: '1,5', price: '-1', discountPercent: '101' })],
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      partnerId: ['required'],
      issueDate: ['date'],
      qrCodeText: ['invalid'],
      paymentIdentifier: ['max:140'],
      projectReference: ['max:200'],
      'lines.0.name': ['required'],
      'lines.0.quantity': ['numeric'],
      'lines.0.price': ['min:0'],
      'lines.0.discountPercent': ['max:100'],
    });
  });

  it('refuses fields that break a rule with another field', async () => {
    const response = await c.client.post(
      invoices,
      invoiceBody(c, {
        currency: 'EUR',
        notes: 'x'.repeat(4000),
        footerNotes: 'y'.repeat(2001),
        previousInvoiceDate: '2026-01-01',
        taxPointType: 'custom',
        billingPeriodStart: '2026-02-01',
        billingPeriodEnd: '2026-01-01',
        beneficiaryName: 'Beneficiar',
        lines: [
          line(c, {
            isHighFiscalRisk: true,
            description: 'd'.repeat(150),
            currencyPriceDescription: 'e'.repeat(60),
          }),
        ],
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      currencyRate: ['required'],
      notes: ['max:6000'],
      previousInvoiceNumber: ['required'],
      taxPointDate: ['required'],
      billingPeriodEnd: ['after_or_equal:billingPeriodStart'],
      beneficiaryBusinessId: ['required'],
      'lines.0.cpvCode': ['required'],
      'lines.0.ncCode': ['required'],
      'lines.0.description': ['max:200'],
    });
  });

  it('checks what the payload names against the company: partner, series, VAT rate, unit', async () => {
    const foreign = '00000000-0000-4000-8000-000000000000';
    const response = await c.client.post(
      invoices,
      invoiceBody(c, {
        partnerId: foreign,
        documentSeriesId: c.proformaSeriesId,
        lines: [line(c, { vatRateId: foreign, unitCode: 'XYZ' })],
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      partnerId: ['exists'],
      documentSeriesId: ['invalid'],
      'lines.0.vatRateId': ['exists'],
      'lines.0.unitCode': ['exists'],
    });
  });

  it('refuses VAT code K for a client that does not pay VAT, and O mixed with other codes', async () => {
    const k = await c.client.post(
      invoices,
      invoiceBody(c, { partnerId: c.personId, lines: [line(c, { vatRateId: c.rates.K })] }),
    );
    expect(k.status).toBe(422);
    expect(k.body.errors['lines.0.vatCategory']).toEqual(['vat-k-non-payer']);
    const mixed = await c.client.post(
      invoices,
      invoiceBody(c, { lines: [line(c), line(c, { vatRateId: c.rates.O })] }),
    );
    expect(mixed.status).toBe(422);
    expect(Object.values(mixed.body.errors).flat()).toContain('vat-o-mixed');
  });

  it('derives the due date from the template, and wants payment terms without one', async () => {
    const endOfNext = await c.client.post(invoices, invoiceBody(c, { dueDateType: 'end-of-next-month' }));
    expect(endOfNext.body.dueDate).toBe('2026-12-31');
    const none = await c.client.post(invoices, invoiceBody(c, { dueDateType: 'none' }));
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ paymentTerms: ['required'] });
    const custom = await c.client.post(
      invoices,
      invoiceBody(c, { dueDateType: 'custom', dueDate: '2026-11-01' }),
    );
    expect(custom.body.errors).toEqual({ dueDate: ['after_or_equal:issueDate'] });
  });
});

describe('client invoices: publish, void, refund', () => {
  it('numbers an invoice when it is issued and refuses to issue it twice', async () => {
    const draft = await issuedInvoice(c, {}, false);
    const published = await c.client.post(`${invoices}/${draft.id}/publish`, {});
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', paymentState: 'not-paid' });
    expect(published.body.seriesNumber).toMatch(/^F\d+0001$/);
    const again = await c.client.post(`${invoices}/${draft.id}/publish`, {});
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('client-invoices.errors.not-draft');
    const edit = await c.client.put(`${invoices}/${draft.id}`, invoiceBody(c));
    expect(edit.status).toBe(422);
    const del = await c.client.delete(`${invoices}/${draft.id}`);
    expect(del.status).toBe(422);
  });

  it('keeps numbers in issue-date order: a draft dated before an issued invoice is refused', async () => {
    const later = await issuedInvoice(c, { issueDate: '2026-11-10' });
    const earlier = await issuedInvoice(c, { issueDate: '2026-11-05' }, false);
    const refused = await c.client.post(`${invoices}/${earlier.id}/publish`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ issueDate: ['after_or_equal:2026-11-10'] });
    const moved = await c.client.post(`${invoices}/${earlier.id}/publish`, { issueDate: '2026-11-10' });
    expect(moved.status).toBe(200);
    expect(Number(moved.body.number)).toBe(Number(later.number) + 1);
  });

  it('voids an unpaid invoice once, irreversibly', async () => {
    const invoice = await issuedInvoice(c, { issueDate: '2026-11-12' });
    const voided = await c.client.post(`${invoices}/${invoice.id}/void`);
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ status: 'voided', paymentState: null });
    const again = await c.client.post(`${invoices}/${invoice.id}/void`);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('client-invoices.errors.not-published');
  });

  it('refunds an invoice with a draft storno linked both ways, once', async () => {
    const invoice = await issuedInvoice(c, { issueDate: '2026-11-12' });
    const refund = await c.client.post(`${invoices}/${invoice.id}/refund`);
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({
      status: 'draft',
      refunds: { id: invoice.id, seriesNumber: invoice.seriesNumber },
      previousInvoiceNumber: invoice.seriesNumber,
      previousInvoiceDate: '2026-11-12',
    });
    expect(refund.body.lines[0].quantity).toBe('-3');
    expect(refund.body.totals).toMatchObject({
      netTotal: '-300.00',
      vatTotal: '-63.00',
      amountDue: '-363.00',
    });
    const original = await c.client.get(`${invoices}/${invoice.id}`);
    expect(original.body.refundedBy).toMatchObject({ id: refund.body.id });
    expect((await c.client.post(`${invoices}/${invoice.id}/refund`)).body.message).toBe(
      'client-invoices.errors.already-refunded',
    );
    expect((await c.client.post(`${invoices}/${invoice.id}/void`)).body.message).toBe(
      'client-invoices.errors.void-refunded',
    );
    // Deleting the storno draft frees the invoice again.
    expect((await c.client.delete(`${invoices}/${refund.body.id}`)).status).toBe(204);
    expect((await c.client.get(`${invoices}/${invoice.id}`)).body.refundedBy).toBeNull();
  });

  it('reverses a fixed document discount on the storno', async () => {
    const invoice = await issuedInvoice(c, {
      issueDate: '2026-11-12',
      discountType: 'fixed',
      discountValue: '50',
    });
    // 300.00 - 50.00 = 250.00 + 21% = 302.50
    expect(invoice.totals).toMatchObject({ allowanceTotal: '50.00', amountDue: '302.50' });
    const refund = await c.client.post(`${invoices}/${invoice.id}/refund`);
    expect(refund.body.totals).toMatchObject({
      allowanceTotal: '-50.00',
      netTotal: '-250.00',
      amountDue: '-302.50',
    });
  });

  it('duplicates an invoice as a draft of today', async () => {
    const invoice = await issuedInvoice(c, { issueDate: '2026-11-12' });
    const copy = await c.client.post(`${invoices}/${invoice.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ status: 'draft', number: null, refunds: null });
    expect(copy.body.lines).toHaveLength(1);
    expect(copy.body.totals.amountDue).toBe(invoice.totals.amountDue);
  });

  it('changes the template of any invoice', async () => {
    const invoice = await issuedInvoice(c, { issueDate: '2026-11-12' });
    const changed = await c.client.put(`${invoices}/${invoice.id}/template`, { template: 'modern' });
    expect(changed.body.template).toBe('modern');
    expect((await c.client.put(`${invoices}/${invoice.id}/template`, { template: 'x' })).status).toBe(422);
  });
});

describe('a company that does not pay VAT', () => {
  it('invoices with its internal rate only, and shows no VAT', async () => {
    const other = await invoicingCompany(h, 'iasiNonVatPayer', false);
    const standard = await other.client.post(`${other.base}/client-invoices`, invoiceBody(other));
    expect(standard.status).toBe(422);
    expect(standard.body.errors).toEqual({ 'lines.0.vatRateId': ['invalid'] });
    const exempt = await other.client.post(
      `${other.base}/client-invoices`,
      invoiceBody(other, { lines: [line(other, { quantity: '3', vatRateId: other.rates.O })] }),
    );
    expect(exempt.status).toBe(201);
    expect(exempt.body.seller.vatPayer).toBe(false);
    expect(exempt.body.totals).toMatchObject({ netTotal: '300.00', vatTotal: '0.00', amountDue: '300.00' });
  });
});
