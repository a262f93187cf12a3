import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noEInvoiceConnection } from '../../platform/invoicing/einvoice-connection';
import { type Harness, startHarness } from '../../testing/harness';
import {
  createdInvoice,
  receivedInvoice,
  type SupplierCompany,
  supplierCompany,
  supplierInvoiceBody,
} from './supplier-invoices.test-setup';

let h: Harness;
let c: SupplierCompany;
const activeFor = new Set<string>();

beforeAll(async () => {
  h = await startHarness();
  c = await supplierCompany(h);
});
afterAll(async () => {
  await h?.close();
});

const message = { message: 'Factura corespunde comenzii nr. 12.', confirmed: true };
const act = (id: string, action: 'confirm' | 'reject', body: unknown = message) =>
  c.client.post(`${c.invoices}/${id}/${action}`, body);

describe('confirm and reject without an e-invoice connection', () => {
  it('refuses both (422 needs-einvoice-connection) and says so in the abilities', async () => {
    h.app.einvoiceConnection.use(noEInvoiceConnection);
    const invoice = await receivedInvoice(h, c);
    expect(invoice).toMatchObject({ status: 'received' });
    expect(invoice.abilities).toMatchObject({
      confirm: 'needs-einvoice-connection',
      reject: 'needs-einvoice-connection',
      pay: 'not-confirmed',
    });
    for (const action of ['confirm', 'reject'] as const) {
      const answer = await act(invoice.id, action);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        message: 'supplier-invoices.errors.needs-einvoice-connection',
        errors: {},
      });
    }
    expect((await c.client.get(`${c.invoices}/${invoice.id}`)).body.status).toBe('received');
  });
});

describe('confirm and reject with an active connection', () => {
  beforeAll(() => {
    activeFor.add(c.companyId);
    h.app.einvoiceConnection.use({ isActive: async (companyId) => activeFor.has(companyId) });
  });

  it('confirms a received invoice, which then takes payments and cannot be confirmed again', async () => {
    const invoice = await receivedInvoice(h, c);
    expect(invoice.abilities).toMatchObject({ confirm: null, reject: null, pay: 'not-confirmed' });
    const confirmed = await act(invoice.id, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed' });
    expect(confirmed.body.abilities).toMatchObject({
      confirm: 'already-confirmed',
      reject: 'already-confirmed',
      pay: null,
    });
    const again = await act(invoice.id, 'confirm');
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('supplier-invoices.errors.already-confirmed');
    expect((await act(invoice.id, 'reject')).body.message).toBe('supplier-invoices.errors.already-confirmed');
  });

  it('rejects a received invoice, refuses a second rejection, then confirms it', async () => {
    const invoice = await receivedInvoice(h, c);
    const rejected = await act(invoice.id, 'reject', { message: 'Cantitate greșită', confirmed: true });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      abilities: { confirm: null, reject: 'already-rejected' },
    });
    expect((await act(invoice.id, 'reject')).body.message).toBe('supplier-invoices.errors.already-rejected');
    const confirmed = await act(invoice.id, 'confirm');
    expect(confirmed.body.status).toBe('confirmed');
  });

  it('refuses both for an invoice added by hand (not-received)', async () => {
    const invoice = await createdInvoice(c);
    expect(invoice.abilities).toMatchObject({ confirm: 'not-received', reject: 'not-received', pay: null });
    for (const action of ['confirm', 'reject'] as const) {
      const answer = await act(invoice.id, action);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('supplier-invoices.errors.not-received');
    }
  });

  it('wants a message of allowed characters and the confirmation ticked', async () => {
    const invoice = await receivedInvoice(h, c);
    const empty = await act(invoice.id, 'confirm', { message: '', confirmed: false });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ message: ['required'], confirmed: ['accepted'] });
    const long = await act(invoice.id, 'reject', { message: 'x'.repeat(1001), confirmed: true });
    expect(long.body.errors).toEqual({ message: ['max:1000'] });
    const odd = await act(invoice.id, 'reject', { message: 'tab\there', confirmed: true });
    expect(odd.body.errors).toEqual({ message: ['invalid'] });
    expect((await c.client.get(`${c.invoices}/${invoice.id}`)).body.status).toBe('received');
  });

  it('answers 404 for an invoice that is not the company’s', async () => {
    const other = await supplierCompany(h);
    const invoice = await receivedInvoice(h, other);
    expect((await act(invoice.id, 'confirm')).status).toBe(404);
    expect((await act('0d9f2c4e-6b1a-4c3e-9f70-5a8b2d1e6c34', 'reject')).status).toBe(404);
  });

  it('keeps a received invoice’s status through an edit', async () => {
    const invoice = await receivedInvoice(h, c);
    const edited = await c.client.put(
      `${c.invoices}/${invoice.id}`,
      supplierInvoiceBody(c, { number: invoice.number }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.status).toBe('received');
  });
});
