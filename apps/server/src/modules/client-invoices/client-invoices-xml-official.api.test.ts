import { fatalRuleIds, officialFindings } from '@app/anaf/efactura/official/official-findings';
import { findReferenceDir, referenceMissingReason } from '@app/anaf/efactura/official/reference-dir';
import { validateUblXsd } from '@app/anaf/efactura/official/ubl-xsd';
import { VIENNA_ADDRESS } from '@app/domain/partners/partner.fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { type InvoicingCompany, invoicingCompany, issuedInvoice, line } from './client-invoices.test-setup';

// What the server gives for download, from the data as the product stores it (party snapshots,
// computed totals), passes the state's own artefacts: the UBL 2.1 XSD and the CIUS-RO 1.0.9 rules.

const missing = referenceMissingReason();
if (missing) console.log(missing);

let h: Harness;
let c: InvoicingCompany;

beforeAll(async () => {
  if (!findReferenceDir()) return;
  h = await startHarness();
  c = await invoicingCompany(h);
});
afterAll(async () => {
  await h?.close();
});

/** The fatal official findings of a downloaded invoice, XSD errors first. */
async function officialVerdict(id: string) {
  const response = await c.client.get(`${c.base}/client-invoices/${id}/xml`);
  expect(response.status, response.raw.toString()).toBe(200);
  const xml = response.raw.toString('utf8');
  return { xsd: await validateUblXsd(xml), fatal: fatalRuleIds(await officialFindings(xml)) };
}

describe.skipIf(!findReferenceDir())('downloaded XML under the official artefacts', () => {
  it('passes for company, natural-person and foreign clients, discounts, foreign currency and a storno', {
    timeout: 300_000,
  }, async () => {
    const account = await c.client.post(`${c.base}/bank-accounts`, {
      bankName: 'Banca Transilvania',
      currency: 'RON',
      iban: 'RO49AAAA1B31007593840000',
    });
    expect(account.status).toBe(201);
    const foreign = await c.client.post(`${c.base}/partners`, {
      type: 'company',
      role: 'client',
      name: 'Wiener Handel GmbH',
      internationalBusinessId: 'ATU12345678',
      vatPayer: true,
      address: VIENNA_ADDRESS,
    });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(201);

    const invoices = [
      await issuedInvoice(c, {
        companyBankAccountIds: [account.body.id],
        contractReference: 'CTR-7',
        purchaseOrderReference: 'PO-12',
        paymentTerms: 'Plata în 30 de zile.',
        notes: 'Mulțumim!',
        discountType: 'percent',
        discountValue: '5',
        lines: [
          line(c, { quantity: '3', discountPercent: '10' }),
          line(c, { name: 'Carte', price: '45.50', vatRateId: c.rates['11'] }),
        ],
      }),
      await issuedInvoice(c, { partnerId: c.personId }),
      await issuedInvoice(c, { currency: 'EUR', currencyRate: '4.9712', pricesIncludeVat: true }),
      await issuedInvoice(c, {
        partnerId: foreign.body.id,
        lines: [line(c, { vatRateId: c.rates.AE })],
      }),
    ];
    // Last: a storno is dated today, after which the series takes no earlier issue date.
    const storno = await c.client.post(`${c.base}/client-invoices/${invoices[0].id}/refund`, {});
    const issuedStorno = await c.client.post(`${c.base}/client-invoices/${storno.body.id}/publish`, {});
    expect(issuedStorno.status, JSON.stringify(issuedStorno.body)).toBe(200);

    for (const invoice of [...invoices, issuedStorno.body]) {
      expect({ invoice: invoice.seriesNumber, ...(await officialVerdict(invoice.id)) }).toEqual({
        invoice: invoice.seriesNumber,
        xsd: [],
        fatal: [],
      });
    }
  });
});
