import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import {
  createdInvoice,
  line,
  type SupplierCompany,
  supplierCompany,
  supplierInvoiceBody,
} from './supplier-invoices.test-setup';

let h: Harness;
let c: SupplierCompany;

beforeAll(async () => {
  h = await startHarness();
  c = await supplierCompany(h);
});
afterAll(async () => {
  await h?.close();
});

describe('supplier invoices: create, read, edit, delete', () => {
  it('saves an invoice added by hand with the totals of the client invoices arithmetic', async () => {
    // 3 x 100.00 at 21% = 300.00; 2 x 49.99 at 11% = 99.98; 10% discount per group: 270.00 and 89.98.
    // VAT 56.70 + 9.90 = 66.60; net 359.98; total 426.58 (the same numbers a client invoice gets).
    const response = await c.client.post(
      c.invoices,
      supplierInvoiceBody(c, {
        series: 'CBV',
        number: '0042',
        discountType: 'percent',
        discountValue: '10',
        notes: 'Livrare la sediu',
        lines: [
          line(c, { quantity: '3', price: '100', partnerProductCode: 'HRT-A4' }),
          line(c, { name: 'Carte', quantity: '2', price: '49.99', vatRateId: c.rates['11'] }),
        ],
      }),
    );
    expect(response.status).toBe(201);
    const invoice = response.body;
    expect(invoice).toMatchObject({
      status: 'published',
      series: 'CBV',
      number: '0042',
      seriesNumber: 'CBV0042',
      partnerId: c.supplierId,
      partnerName: 'Carpați Birotică SRL',
      issueDate: '2026-11-02',
      dueDate: '2026-12-02',
      currency: 'RON',
      currencyRate: null,
      notes: 'Livrare la sediu',
      discountType: 'percent',
      discountValue: '10',
      netTotal: '359.98',
      vatTotal: '66.60',
      grossTotal: '426.58',
      amountDue: '426.58',
      paidTotal: '0.00',
      remaining: '426.58',
      hasAttachments: false,
      attachments: [],
      abilities: {
        edit: null,
        delete: null,
        confirm: 'needs-einvoice-connection',
        reject: 'needs-einvoice-connection',
        pay: null,
      },
    });
    expect(invoice.totals).toMatchObject({
      lineNetTotal: '399.98',
      allowanceTotal: '40.00',
      grossTotal: '426.58',
    });
    expect(invoice.totals.breakdown).toEqual([
      { vatCategory: 'S', vatRate: '21', taxable: '270.00', vat: '56.70' },
      { vatCategory: 'S', vatRate: '11', taxable: '89.98', vat: '9.90' },
    ]);
    expect(invoice.lines.map((l: { net: string }) => l.net)).toEqual(['300.00', '99.98']);
    expect(invoice.lines[0]).toMatchObject({
      partnerProductCode: 'HRT-A4',
      vatCategory: 'S',
      unitPrice: '100',
    });
    const read = await c.client.get(`${c.invoices}/${invoice.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(invoice);
  });

  it('takes a partner with both roles and converts a euro invoice with its rate', async () => {
    const response = await c.client.post(
      c.invoices,
      supplierInvoiceBody(c, { partnerId: c.bothId, currency: 'eur', currencyRate: '4.9750' }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ currency: 'EUR', currencyRate: '4.975', grossTotal: '363.00' });
  });

  it('edits an invoice: new lines, new totals, the status kept', async () => {
    const invoice = await createdInvoice(c);
    const response = await c.client.put(
      `${c.invoices}/${invoice.id}`,
      supplierInvoiceBody(c, { number: invoice.number, lines: [line(c, { quantity: '1', price: '50' })] }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'published', grossTotal: '60.50', number: invoice.number });
    expect(response.body.lines).toHaveLength(1);
  });

  it('deletes an invoice, then answers 404 for it', async () => {
    const invoice = await createdInvoice(c);
    const removed = await c.client.delete(`${c.invoices}/${invoice.id}`);
    expect(removed.status).toBe(204);
    expect((await c.client.get(`${c.invoices}/${invoice.id}`)).status).toBe(404);
    expect((await c.client.delete(`${c.invoices}/${invoice.id}`)).status).toBe(404);
    expect((await c.client.get(`${c.invoices}/not-an-id`)).status).toBe(404);
  });
});

describe('supplier invoices: rules', () => {
  it('refuses bad fields with the rule codes of the spec', async () => {
    const response = await c.client.post(
      c.invoices,
      supplierInvoiceBody(c, {
        partnerId: '',
        series: '',
        number: 'n'.repeat(31),
        issueDate: '2026-02-30',
        currency: 'EURO',
        lines: [line(c, { name: '', quantity: '1,5', price: '-1' })],
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      partnerId: ['required'],
      series: ['required'],
      number: ['max:30'],
      issueDate: ['date'],
      currency: ['invalid'],
      'lines.0.name': ['required'],
      'lines.0.quantity': ['numeric'],
      'lines.0.price': ['min:0'],
    });
  });

  it('wants a due date not before the issue date and a rate for another currency', async () => {
    const response = await c.client.post(
      c.invoices,
      supplierInvoiceBody(c, { dueDate: '2026-11-01', currency: 'EUR', lines: [] }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      dueDate: ['after_or_equal:issueDate'],
      currencyRate: ['required'],
      lines: ['required'],
    });
  });

  it('wants the partner to exist and to be a supplier', async () => {
    const missing = await c.client.post(
      c.invoices,
      supplierInvoiceBody(c, { partnerId: '0d9f2c4e-6b1a-4c3e-9f70-5a8b2d1e6c34' }),
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ partnerId: ['exists'] });
    const client = await c.client.post(c.invoices, supplierInvoiceBody(c, { partnerId: c.partnerId }));
    expect(client.body.errors).toEqual({ partnerId: ['invalid'] });
  });

  it('wants the lines’ VAT rates, units and products to be the company’s', async () => {
    const nobody = '0d9f2c4e-6b1a-4c3e-9f70-5a8b2d1e6c34';
    const response = await c.client.post(
      c.invoices,
      supplierInvoiceBody(c, { lines: [line(c, { vatRateId: nobody, unitCode: 'XXX', productId: nobody })] }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      'lines.0.vatRateId': ['exists'],
      'lines.0.unitCode': ['exists'],
      'lines.0.productId': ['exists'],
    });
  });

  it('keeps series and number unique per supplier, on create and on edit', async () => {
    const first = await createdInvoice(c, { series: 'AB', number: '77' });
    const again = await c.client.post(c.invoices, supplierInvoiceBody(c, { series: 'AB', number: '77' }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ number: ['unique'] });
    // Another supplier may use the same series and number.
    const other = await c.client.post(
      c.invoices,
      supplierInvoiceBody(c, { partnerId: c.bothId, series: 'AB', number: '77' }),
    );
    expect(other.status).toBe(201);
    const second = await createdInvoice(c, { series: 'AB', number: '78' });
    const clash = await c.client.put(
      `${c.invoices}/${second.id}`,
      supplierInvoiceBody(c, { series: 'AB', number: '77' }),
    );
    expect(clash.body.errors).toEqual({ number: ['unique'] });
    // Saving an invoice with its own series and number is no clash.
    const same = await c.client.put(
      `${c.invoices}/${first.id}`,
      supplierInvoiceBody(c, { series: 'AB', number: '77' }),
    );
    expect(same.status).toBe(200);
  });

  it('answers one invoice of concurrent identical creations, the others 422 unique', async () => {
    const body = supplierInvoiceBody(c, { series: 'RACE', number: '1' });
    const answers = await Promise.all(Array.from({ length: 4 }, () => c.client.post(c.invoices, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.status === 422))
      expect(answer.body.errors).toEqual({ number: ['unique'] });
  });
});

describe('supplier invoices: permissions', () => {
  it('refuses a sub-user without the permission (403), lets a reader read, a writer write, a deleter delete', async () => {
    const invoice = await createdInvoice(c);
    const identity = await c.client.get('/v1/auth/identity');
    const tenantId = identity.body.tenantId as string;
    const stranger = await h.createMember(tenantId, { company: { [c.companyId]: ['partners.read'] } });
    expect((await stranger.client.get(c.invoices)).status).toBe(403);
    expect((await stranger.client.get(`${c.invoices}/${invoice.id}`)).status).toBe(403);
    expect((await stranger.client.post(c.invoices, supplierInvoiceBody(c))).status).toBe(403);
    const reader = await h.createMember(tenantId, { company: { [c.companyId]: ['supplier-invoices.read'] } });
    expect((await reader.client.get(`${c.invoices}/${invoice.id}`)).status).toBe(200);
    expect((await reader.client.put(`${c.invoices}/${invoice.id}`, supplierInvoiceBody(c))).status).toBe(403);
    expect((await reader.client.delete(`${c.invoices}/${invoice.id}`)).status).toBe(403);
    const writer = await h.createMember(tenantId, {
      company: { [c.companyId]: ['supplier-invoices.read', 'supplier-invoices.write'] },
    });
    expect((await writer.client.post(c.invoices, supplierInvoiceBody(c))).status).toBe(201);
    // Deleting is a right of its own, not part of changing.
    expect((await writer.client.delete(`${c.invoices}/${invoice.id}`)).status).toBe(403);
    const deleter = await h.createMember(tenantId, {
      company: { [c.companyId]: ['supplier-invoices.read', 'supplier-invoices.delete'] },
    });
    expect((await deleter.client.delete(`${c.invoices}/${invoice.id}`)).status).toBe(204);
  });
});
