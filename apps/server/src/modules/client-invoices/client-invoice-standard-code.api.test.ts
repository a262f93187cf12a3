import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { type InvoicingCompany, invoiceBody, invoicingCompany, line } from './client-invoices.test-setup';

// A line's item standard identifier (spec 02 §3, a GTIN with its ISO 6523 scheme) is kept through
// every copy of the document and reaches the e-invoice as BT-157 with BT-157-1.

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

const GTIN = { standardCode: '5941234567890', standardCodeScheme: '0160' };
const codedLine = () => line(c, { name: 'Apă minerală 2 l', quantity: '6', price: '4.5', ...GTIN });
const coded = { name: 'Apă minerală 2 l', ...GTIN };

describe('a line standard code', () => {
  it('is refused without its scheme, or with a scheme outside the ISO 6523 list', async () => {
    const bare = await c.client.post(invoices, invoiceBody(c, { lines: [line(c, { standardCode: '123' })] }));
    expect(bare.status).toBe(422);
    expect(bare.body.errors).toEqual({ 'lines.0.standardCodeScheme': ['required'] });
    const alone = await c.client.post(
      invoices,
      invoiceBody(c, { lines: [line(c, { standardCodeScheme: '0160' })] }),
    );
    expect(alone.body.errors).toEqual({ 'lines.0.standardCodeScheme': ['prohibited'] });
    const unknown = await c.client.post(
      invoices,
      invoiceBody(c, { lines: [line(c, { standardCode: '123', standardCodeScheme: '9999' })] }),
    );
    expect(unknown.body.errors).toEqual({ 'lines.0.standardCodeScheme': ['invalid'] });
  });

  it('is saved, read back, published and written as the item standard identifier of the XML', async () => {
    const created = await c.client.post(invoices, invoiceBody(c, { lines: [codedLine(), line(c)] }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.lines[0]).toMatchObject(coded);
    const read = await c.client.get(`${invoices}/${created.body.id}`);
    expect(read.body.lines[0]).toMatchObject(coded);
    expect(read.body.lines[1]).toMatchObject({ standardCode: null, standardCodeScheme: null });

    const published = await c.client.post(`${invoices}/${created.body.id}/publish`, {});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.lines[0]).toMatchObject(coded);
    const xml = await c.client.get(`${invoices}/${created.body.id}/xml`);
    expect(xml.status).toBe(200);
    const text = xml.raw.toString('utf8');
    expect(text).toMatch(
      /<cac:StandardItemIdentification>\s*<cbc:ID schemeID="0160">5941234567890<\/cbc:ID>\s*<\/cac:StandardItemIdentification>/,
    );
    // Only the coded line has one.
    expect(text.match(/<cac:StandardItemIdentification>/g)).toHaveLength(1);

    const copy = await c.client.post(`${invoices}/${created.body.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.lines[0]).toMatchObject(coded);
    const storno = await c.client.post(`${invoices}/${created.body.id}/refund`);
    expect(storno.status).toBe(201);
    expect(storno.body.lines[0]).toMatchObject({ ...coded, quantity: expect.stringMatching(/^-6/) });
  });

  it('goes from a proforma to its invoice', async () => {
    const proforma = await c.client.post(
      `${c.base}/client-proformas`,
      invoiceBody(c, { documentSeriesId: c.proformaSeriesId, lines: [codedLine()] }),
    );
    expect(proforma.status, JSON.stringify(proforma.body)).toBe(201);
    expect(proforma.body.lines[0]).toMatchObject(coded);
    const invoice = await c.client.post(`${c.base}/client-proformas/${proforma.body.id}/invoice`);
    expect(invoice.status).toBe(201);
    expect(invoice.body.lines[0]).toMatchObject(coded);
  });
});
