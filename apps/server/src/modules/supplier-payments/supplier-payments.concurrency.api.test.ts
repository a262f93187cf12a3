import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { supplierInvoices } from '../supplier-invoices/supplier-invoices.tables';
import { supplierPaymentAllocations } from './supplier-payments.tables';
import {
  type SupplierPaymentsWorld,
  supplierPaymentsWorld,
  transfer,
} from './supplier-payments.test-fixture';

// The embedded database runs one transaction at a time (the socket server hands a connection in
// BEGIN the whole database), so concurrent requests never overlap there and prove nothing about
// row locks: this suite needs a real PostgreSQL server.
const onPostgres = process.env.TEST_DB === 'postgres';
if (!onPostgres) {
  console.log(
    'supplier payments concurrency: skipped on the embedded database (PGlite runs one transaction at a time, so nothing races); run with TEST_DB=postgres TEST_DATABASE_URL=...',
  );
}

let h: Harness;
let w: SupplierPaymentsWorld;

beforeAll(async () => {
  if (!onPostgres) return;
  h = await startHarness();
  w = await supplierPaymentsWorld(h);
});
afterAll(async () => {
  await h?.close();
});

describe.skipIf(!onPostgres)('supplier payments allocated concurrently', () => {
  it('16 payments racing for one invoice never pay more than it is due, nor more than they hold', async () => {
    const invoice = await w.invoice({ amountDue: '1000.00' });
    // Each payment holds 150 and wants to put 150 on the invoice: at most six fit whole (900), and
    // the rest are refused with what is left then. Half are bank transfers, half receipts.
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 === 0
          ? w.owner.post(
              w.payments,
              transfer(w.supplierA, { amount: '150', allocations: [{ invoiceId: invoice, amount: '150' }] }),
            )
          : w.owner.post(w.receipts, {
              partnerId: w.supplierA,
              receiptSeries: 'CC',
              receiptNumber: String(i),
              amount: '150',
              date: '2026-02-11',
              allocations: [{ invoiceId: invoice, amount: '150' }],
            }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201 || answer.status === 422)).toBe(true);
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted).toHaveLength(6);
    for (const refused of answers.filter((answer) => answer.status === 422)) {
      expect(refused.body.errors['allocations.0.amount']?.[0]).toMatch(/^max:\d+\.\d\d$/);
    }

    // Then everyone takes exactly what is left, concurrently: only one can.
    const rest = await Promise.all(
      Array.from({ length: 16 }, () =>
        w.owner.post(
          w.payments,
          transfer(w.supplierA, { amount: '100', allocations: [{ invoiceId: invoice, amount: '100' }] }),
        ),
      ),
    );
    expect(rest.filter((answer) => answer.status === 201)).toHaveLength(1);

    const [row] = await h.ctx.database.db
      .select({ paidTotal: supplierInvoices.paidTotal, amountDue: supplierInvoices.amountDue })
      .from(supplierInvoices)
      .where(eq(supplierInvoices.id, invoice));
    const [allocated] = await h.ctx.database.db
      .select({ total: sum(supplierPaymentAllocations.amount) })
      .from(supplierPaymentAllocations)
      .where(and(eq(supplierPaymentAllocations.invoiceId, invoice)));
    expect(row).toEqual({ paidTotal: '1000.00', amountDue: '1000.00' });
    expect(Number(allocated?.total)).toBe(1000);
    // No payment holds allocations above its amount.
    for (const answer of [...accepted, ...rest.filter((r) => r.status === 201)]) {
      expect(Number(answer.body.allocated)).toBeLessThanOrEqual(Number(answer.body.amount));
    }
  });

  it('16 concurrent edits of one payment across two invoices keep both totals equal to its allocations', async () => {
    const one = await w.invoice({ amountDue: '500.00' });
    const two = await w.invoice({ amountDue: '500.00' });
    const created = await w.owner.post(
      w.payments,
      transfer(w.supplierA, { amount: '400', allocations: [{ invoiceId: one, amount: '400' }] }),
    );
    expect(created.status).toBe(201);
    const url = `${w.payments}/${created.body.id}`;
    const edits = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        w.owner.put(
          url,
          transfer(w.supplierA, {
            amount: '400',
            allocations: [
              { invoiceId: one, amount: String(400 - i * 10) },
              { invoiceId: two, amount: String(i * 10 || 1) },
            ].filter((allocation) => Number(allocation.amount) > 0),
          }),
        ),
      ),
    );
    expect(edits.every((answer) => answer.status === 200 || answer.status === 422)).toBe(true);
    const final = await w.owner.get(url);
    const totals = async (id: string) =>
      (
        await h.ctx.database.db
          .select({ paidTotal: supplierInvoices.paidTotal })
          .from(supplierInvoices)
          .where(eq(supplierInvoices.id, id))
      )[0]?.paidTotal;
    const of = (id: string) =>
      final.body.allocations.find((allocation: { invoiceId: string }) => allocation.invoiceId === id)
        ?.amount ?? '0.00';
    expect(await totals(one)).toBe(Number(of(one)).toFixed(2));
    expect(await totals(two)).toBe(Number(of(two)).toFixed(2));
    expect(Number(final.body.allocated)).toBeLessThanOrEqual(400);
  });
});
