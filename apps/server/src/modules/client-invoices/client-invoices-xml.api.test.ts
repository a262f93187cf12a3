import { samplePersonPartner, VIENNA_ADDRESS } from '@app/domain/partners/partner.fixtures';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import {
  type InvoicingCompany,
  invoiceBody,
  invoicingCompany,
  issuedInvoice,
  line,
} from './client-invoices.test-setup';

// The e-invoice of an issued invoice: its UBL download and the state's rules at publication.

let h: Harness;
let c: InvoicingCompany;

beforeAll(async () => {
  h = await startHarness();
  c = await invoicingCompany(h);
});
afterAll(async () => {
  await h?.close();
});

/** The UBL as plain objects, namespace prefixes dropped, every value kept as written. */
const parsed = (xml: Buffer) =>
  new XMLParser({
    removeNSPrefix: true,
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => name === 'InvoiceLine',
  }).parse(xml.toString('utf8')).Invoice;

const xmlOf = (id: string) => c.client.get(`${c.base}/client-invoices/${id}/xml`);

const textOf = (value: unknown): string =>
  typeof value === 'object' && value !== null
    ? String((value as { '#text': unknown })['#text'])
    : String(value);

describe('XML download', () => {
  it('gives the UBL of an issued invoice with its number, amounts and parties', async () => {
    const invoice = await issuedInvoice(c, {
      lines: [line(c, { name: 'Consultanță ședință', quantity: '3' })],
      contractReference: 'CTR-7',
    });
    const response = await xmlOf(invoice.id);
    expect(response.status, response.raw.toString()).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(String(response.headers['content-disposition'])).toBe(
      `attachment; filename="${invoice.seriesNumber}.xml"`,
    );
    const ubl = parsed(response.raw);
    expect(ubl.CustomizationID).toBe(
      'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1',
    );
    expect(ubl.ID).toBe(invoice.seriesNumber);
    expect(ubl.IssueDate).toBe('2026-11-02');
    expect(ubl.InvoiceTypeCode).toBe('380');
    expect(ubl.DocumentCurrencyCode).toBe('RON');
    expect(textOf(ubl.LegalMonetaryTotal.TaxExclusiveAmount)).toBe('300.00');
    expect(textOf(ubl.LegalMonetaryTotal.TaxInclusiveAmount)).toBe('363.00');
    expect(textOf(ubl.LegalMonetaryTotal.PayableAmount)).toBe('363.00');
    expect(textOf(ubl.TaxTotal.TaxAmount)).toBe('63.00');
    expect(ubl.ContractDocumentReference.ID).toBe('CTR-7');
    const seller = ubl.AccountingSupplierParty.Party;
    expect(seller.PartyLegalEntity.RegistrationName).toBe(invoice.seller.name);
    expect(seller.PartyTaxScheme.CompanyID).toBe(invoice.seller.businessId);
    const buyer = ubl.AccountingCustomerParty.Party;
    expect(buyer.PartyLegalEntity.RegistrationName).toBe('Someș Cod Software SRL');
    expect(buyer.PostalAddress.CountrySubentity).toBe('RO-CJ');
    expect(ubl.InvoiceLine).toHaveLength(1);
    expect(ubl.InvoiceLine[0].Item.Name).toBe('Consultanță ședință');
    expect(textOf(ubl.InvoiceLine[0].InvoicedQuantity)).toBe('3');
  });

  it('names the payment method: cash (a receipt) as code 10, without the bank accounts', async () => {
    const invoice = await issuedInvoice(c, { paymentMethod: 'cash' });
    expect(invoice.paymentMethod).toBe('cash');
    const ubl = parsed((await xmlOf(invoice.id)).raw);
    expect(ubl.PaymentMeans.PaymentMeansCode).toBe('10');
    expect(ubl.PaymentMeans.PayeeFinancialAccount).toBeUndefined();
  });

  it('gives it after the invoice is voided too: it was issued', async () => {
    const invoice = await issuedInvoice(c);
    expect((await c.client.post(`${c.base}/client-invoices/${invoice.id}/void`, {})).status).toBe(200);
    const response = await xmlOf(invoice.id);
    expect(response.status).toBe(200);
    expect(parsed(response.raw).ID).toBe(invoice.seriesNumber);
  });

  it('refuses a draft, and knows no proforma or unknown id', async () => {
    const draft = await issuedInvoice(c, {}, false);
    const refused = await xmlOf(draft.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('client-invoices.errors.xml-not-issued');
    const proforma = await c.client.post(`${c.base}/client-proformas`, {
      partnerId: c.partnerId,
      documentSeriesId: c.proformaSeriesId,
      issueDate: '2026-11-02',
      lines: [line(c)],
    });
    expect(proforma.status).toBe(201);
    expect((await xmlOf(proforma.body.id)).status).toBe(404);
    expect((await xmlOf('0d9f2c4e-6b1a-4c3e-9f70-5a8b2d1e6c34')).status).toBe(404);
    expect((await xmlOf('not-an-id')).status).toBe(404);
  });

  it('refuses the XML of an invoice to a natural person without a CNP, issued with its warning', async () => {
    const person = await c.client.post(
      `${c.base}/partners`,
      samplePersonPartner({ name: 'Maria Ionescu', personId: null }),
    );
    expect(person.status, JSON.stringify(person.body)).toBe(201);
    const invoice = await issuedInvoice(c, { partnerId: person.body.id });
    expect(invoice.warnings).toContain('client-without-cnp');
    const refused = await xmlOf(invoice.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('client-invoices.errors.xml-client-without-cnp');
  });

  it('names a Bucharest buyer by its sector, and a natural person by the CNP', async () => {
    const invoice = await issuedInvoice(c, { partnerId: c.personId });
    const response = await xmlOf(invoice.id);
    expect(response.status, response.raw.toString()).toBe(200);
    const buyer = parsed(response.raw).AccountingCustomerParty.Party;
    expect(buyer.PostalAddress.CountrySubentity).toBe('RO-B');
    expect(buyer.PostalAddress.CityName).toBe('SECTOR2');
    expect(response.raw.toString()).toContain('1800101221144');
  });

  it('is not given to another account', async () => {
    const invoice = await issuedInvoice(c);
    const stranger = (await h.signUp()).client;
    expect((await stranger.get(`${c.base}/client-invoices/${invoice.id}/xml`)).status).toBe(404);
  });
});

describe('publication under the state rules', () => {
  // CIUS-RO allows 300 characters of payment terms (BT-20); the product stores up to 500.
  const longTerms = 'Plata în 30 de zile de la emitere, prin transfer bancar. '.repeat(7);

  it('refuses an invoice the state would refuse, with the rule ids by field, and changes nothing', async () => {
    expect(longTerms.length).toBeGreaterThan(300);
    const draft = await issuedInvoice(c, { paymentTerms: longTerms }, false);
    // The draft is saved and says what publication will refuse.
    const finding = (draft.einvoiceFindings as { ruleId: string; severity: string; field: string }[]).find(
      (f) => f.field === 'paymentTerms',
    );
    expect(finding).toEqual({ ruleId: 'BR-RO-L301', severity: 'fatal', field: 'paymentTerms' });
    const series = await c.client.get(`${c.base}/client-invoices?perPage=100`);
    const issuedBefore = (series.body.items as { seriesNumber: string | null }[]).filter(
      (item) => item.seriesNumber !== null,
    ).length;

    const refused = await c.client.post(`${c.base}/client-invoices/${draft.id}/publish`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors.paymentTerms).toContain(finding?.ruleId);

    const after = await c.client.get(`${c.base}/client-invoices/${draft.id}`);
    expect(after.body.status).toBe('draft');
    expect(after.body.number).toBeNull();
    expect(after.body.updatedAt).toBe(draft.updatedAt);

    // Fixed, it is issued with the next number: the refused attempt consumed none.
    const fixed = await c.client.put(
      `${c.base}/client-invoices/${draft.id}`,
      invoiceBody(c, { paymentTerms: 'Plata în 30 de zile.' }),
    );
    expect(fixed.status).toBe(200);
    expect(fixed.body.einvoiceFindings.filter((f: { severity: string }) => f.severity === 'fatal')).toEqual(
      [],
    );
    const issued = await c.client.post(`${c.base}/client-invoices/${draft.id}/publish`, {});
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(Number(issued.body.number)).toBe(issuedBefore + 1);
    expect(issued.body.einvoiceFindings).toEqual([]);
  });
});

describe('a foreign natural person without an id', () => {
  it("is invoiced with ANAF's identifier of a person without a CNP, not warned of", async () => {
    const person = await c.client.post(`${c.base}/partners`, {
      type: 'person',
      role: 'client',
      name: 'Anna Huber',
      personId: null,
      vatPayer: false,
      address: VIENNA_ADDRESS,
    });
    expect(person.status, JSON.stringify(person.body)).toBe(201);
    const draft = await issuedInvoice(c, { partnerId: person.body.id }, false);
    expect(draft.warnings).not.toContain('client-without-cnp');
    expect(draft.einvoiceFindings).toEqual([]);
    const issued = await c.client.post(`${c.base}/client-invoices/${draft.id}/publish`, {});
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const response = await xmlOf(draft.id);
    expect(response.status, response.raw.toString()).toBe(200);
    const buyer = parsed(response.raw).AccountingCustomerParty.Party;
    expect(textOf(buyer.PartyLegalEntity.CompanyID)).toBe('0000000000000');
  });
});

describe('XML of a storno', () => {
  // Last: a storno is dated today, after which the series takes no earlier issue date.
  it('gives a storno as an invoice with negative quantities referring to the invoice it reverses', async () => {
    const original = await issuedInvoice(c);
    const storno = await c.client.post(`${c.base}/client-invoices/${original.id}/refund`, {});
    expect(storno.status).toBe(201);
    const issued = await c.client.post(`${c.base}/client-invoices/${storno.body.id}/publish`, {});
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const response = await xmlOf(storno.body.id);
    expect(response.status, response.raw.toString()).toBe(200);
    const ubl = parsed(response.raw);
    expect(ubl.InvoiceTypeCode).toBe('380');
    expect(ubl.BillingReference.InvoiceDocumentReference.ID).toBe(original.seriesNumber);
    expect(textOf(ubl.InvoiceLine[0].InvoicedQuantity)).toBe('-3');
    expect(textOf(ubl.LegalMonetaryTotal.PayableAmount)).toBe('-363.00');
  });
});
