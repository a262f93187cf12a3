import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { supplierInvoices } from '../supplier-invoices/supplier-invoices.tables';
import { supplierPaymentAllocations, supplierPayments } from '../supplier-payments/supplier-payments.tables';
import {
  aMinuteAgo,
  type InboxCompany,
  inboxCompany,
  receivedXml,
  simulatorOf,
  sync,
} from './efactura-inbox.test-setup';

let h: Harness;
let c: InboxCompany;

beforeAll(async () => {
  h = await startHarness();
  c = await inboxCompany(h);
}, 120_000);
afterAll(() => h?.close());

let next = 0;
/** A received invoice (the sample's totals: 250.00 + 52.50) of the known supplier, imported by a sync. */
async function received(id: string) {
  const placed = simulatorOf(h).placeReceivedInvoice({
    cif: c.cif,
    xml: receivedXml(c.cif, { id, asComputed: true, sellerCif: '15900825' }),
    createdAt: aMinuteAgo(),
  });
  await sync(h, c);
  const list = await c.client.get(`${c.base}/efactura?search=${placed.downloadId}`);
  return (await c.client.get(`${c.invoices}/${list.body.items[0].supplierInvoiceId}`)).body;
}

/** The same document added by hand under the other supplier partner: 2 x 100 and 5 x 10 at 21%. */
async function addedByHand(series: string, number: string, overrides: Record<string, unknown> = {}) {
  const rate = (await c.client.get(`${c.base}/vat-rates?perPage=100`)).body.items.find(
    (r: { code: string; value: string; validTo: string | null }) =>
      r.code === 'S' && Number(r.value) === 21 && r.validTo === null,
  ).id;
  const created = await c.client.post(c.invoices, {
    partnerId: c.supplierId,
    series,
    number,
    issueDate: '2026-11-02',
    currency: 'RON',
    lines: [
      { name: 'Consultanță IT', unitCode: 'H87', quantity: '2', price: '100', vatRateId: rate },
      { name: 'Hârtie A4', unitCode: 'H87', quantity: '5', price: '10', vatRateId: rate },
    ],
    ...overrides,
  });
  expect(created.status).toBe(201);
  return created.body;
}

async function pay(invoice: { id: string; partnerId: string }, amount: string) {
  await h.ctx.database.transaction(async (tx) => {
    const [payment] = await tx.db
      .insert(supplierPayments)
      .values({
        companyId: c.companyId,
        type: 'bank-transfer',
        status: 'published',
        partnerId: invoice.partnerId,
        amount,
        currency: 'RON',
        date: '2026-11-05',
        allocated: amount,
      })
      .returning({ id: supplierPayments.id });
    await tx.db
      .insert(supplierPaymentAllocations)
      .values({ companyId: c.companyId, paymentId: payment?.id ?? '', invoiceId: invoice.id, amount });
    await tx.db
      .update(supplierInvoices)
      .set({ paidTotal: amount })
      .where(eq(supplierInvoices.id, invoice.id));
  });
}

const link = (receivedId: string, targetId: string) =>
  c.client.post(`${c.invoices}/${receivedId}/link`, { targetId });
const confirm = (id: string) =>
  c.client.post(`${c.invoices}/${id}/confirm`, { message: 'Confirmăm factura.', confirmed: true });
const reason = (answer: { body: { message: string } }) =>
  answer.body.message.replace('supplier-invoices.errors.', '');

describe('linking a received invoice to the one added by hand', () => {
  it('refuses every case of spec 02 §8 Linking', async () => {
    const n = String(++next);
    const mine = await received(`LK-${n}`);
    const hand = await addedByHand('LK', n);
    expect(reason(await link(mine.id, hand.id))).toBe('link-not-confirmed');
    expect((await confirm(mine.id)).status).toBe(200);

    const otherNumber = await addedByHand('LK', `${n}9`);
    const differs = await link(mine.id, otherNumber.id);
    expect(reason(differs)).toBe('link-differs');
    expect(differs.body.errors).toEqual({ fields: ['number'] });
    const otherDate = await addedByHand('LKD', n, { issueDate: '2026-11-03' });
    expect((await link(mine.id, otherDate.id)).body.errors.fields).toEqual(['series', 'issueDate']);
    const otherTotal = await addedByHand('LKT', n, {
      lines: [{ ...hand.lines[0], quantity: '3' }],
    });
    expect((await link(mine.id, otherTotal.id)).body.errors.fields).toEqual(
      expect.arrayContaining(['netTotal', 'vatTotal', 'grossTotal']),
    );

    // A target that is itself received and not confirmed.
    const unconfirmed = await received(`LKR-${n}`);
    expect(reason(await link(mine.id, unconfirmed.id))).toBe('link-status');
    expect(reason(await link(mine.id, mine.id))).toBe('link-same-invoice');

    await pay(mine, '10.00');
    expect(reason(await link(mine.id, hand.id))).toBe('link-received-has-payments');
    await pay(hand, '20.00');
    expect(reason(await link(mine.id, hand.id))).toBe('link-both-have-payments');
    expect((await c.client.get(`${c.invoices}/${hand.id}`)).status).toBe(200);
  });

  it('moves the payments of the invoice added by hand to the received one and deletes it', async () => {
    const n = String(++next);
    const mine = await received(`LK-${n}`);
    const hand = await addedByHand('LK', n);
    expect(hand.partnerId).not.toBe(mine.partnerId);
    await pay(hand, '100.00');
    await confirm(mine.id);
    const linked = await link(mine.id, hand.id);
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      id: mine.id,
      status: 'confirmed',
      paidTotal: '100.00',
      remaining: '202.50',
    });
    expect((await c.client.get(`${c.invoices}/${hand.id}`)).status).toBe(404);
    const allocations = await h.ctx.database.pool.query(
      'select invoice_id from supplier_payment_allocations where invoice_id = $1',
      [mine.id],
    );
    expect(allocations.rows).toHaveLength(1);
    const payment = await h.ctx.database.pool.query(
      'select p.partner_id from supplier_payments p join supplier_payment_allocations a on a.payment_id = p.id where a.invoice_id = $1',
      [mine.id],
    );
    expect(payment.rows[0].partner_id).toBe(mine.partnerId);
  });
});
