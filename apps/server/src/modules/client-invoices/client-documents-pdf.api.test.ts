import { inspectPdf } from '@app/anaf/pdf/pdf-inspection.testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { type InvoicingCompany, invoicingCompany, issuedInvoice, line } from './client-invoices.test-setup';

let h: Harness;
let c: InvoicingCompany;

beforeAll(async () => {
  h = await startHarness();
  c = await invoicingCompany(h);
});
afterAll(async () => {
  await h?.close();
});

const textOf = (pdf: Buffer) => inspectPdf(pdf).pages.flat().join(' ');

describe('client document PDF', () => {
  it('prints an issued invoice with its number, parties, lines and totals in Romanian', async () => {
    const invoice = await issuedInvoice(c, {
      lines: [line(c, { name: 'Consultanță ședință', quantity: '3' })],
      contractReference: 'CTR-7',
    });
    const pdf = await c.client.get(`${c.base}/client-invoices/${invoice.id}/pdf?download=1`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toMatch(/^attachment; filename="F\d+0001\.pdf"$/);
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(pdf.raw);
    expect(text).toContain(invoice.seriesNumber);
    expect(text).toContain('Someș Cod Software SRL');
    expect(text).toContain('Consultanță ședință');
    expect(text).toContain('363,00');
    expect(text).toContain('CTR-7');
    // Units print with the company's symbol, not their UN/ECE code.
    expect(text).toContain('buc');
    expect(text).not.toContain('H87');
  });

  it('prints a draft in its template and in English, and a proforma', async () => {
    const draft = await issuedInvoice(c, { language: 'en-GB', template: 'modern' }, false);
    const pdf = await c.client.get(`${c.base}/client-invoices/${draft.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(String(pdf.headers['content-disposition'])).toMatch(/^inline;/);
    expect(textOf(pdf.raw)).toContain('363.00');
    const proforma = await c.client.post(`${c.base}/client-proformas`, {
      partnerId: c.partnerId,
      documentSeriesId: c.proformaSeriesId,
      issueDate: '2026-11-02',
      lines: [line(c)],
    });
    const proformaPdf = await c.client.get(`${c.base}/client-proformas/${proforma.body.id}/pdf`);
    expect(textOf(proformaPdf.raw).toLowerCase()).toContain('proform');
    expect((await c.client.get(`${c.base}/client-invoices/${proforma.body.id}/pdf`)).status).toBe(404);
  });
});

describe('sending a document by e-mail', () => {
  it('sends the PDF to the client over SMTP, with the copy recipients', async () => {
    const invoice = await issuedInvoice(c);
    const before = h.smtp.countTo('contabilitate@somes-cod.ro');
    const sent = await c.client.post(`${c.base}/client-invoices/${invoice.id}/email`, {
      to: ['contabilitate@somes-cod.ro'],
      cc: ['director@somes-cod.ro'],
      subject: `Factura ${invoice.seriesNumber}`,
      message: 'Bună ziua, vă trimitem factura atașată.',
    });
    expect(sent.status).toBe(202);
    const mail = await h.smtp.waitFor('contabilitate@somes-cod.ro', before);
    expect(mail.to).toContain('director@somes-cod.ro');
    expect(mail.raw).toContain('application/pdf');
    expect(mail.raw).toContain(`${invoice.seriesNumber}.pdf`);
  });

  it('refuses a message without a valid recipient or subject', async () => {
    const invoice = await issuedInvoice(c);
    const refused = await c.client.post(`${c.base}/client-invoices/${invoice.id}/email`, {
      to: ['not-an-address'],
      subject: '',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({ 'to.0': ['email'], subject: ['required'] });
  });
});
