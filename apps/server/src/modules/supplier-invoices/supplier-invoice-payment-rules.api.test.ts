import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { supplierPaymentAllocations, supplierPayments } from '../supplier-payments/supplier-payments.tables';
import { supplierInvoices } from './supplier-invoices.tables';
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
  // Documents allocated to an invoice (the stock work) register here; this one marks invoices by notes.
  h.companyHooks.usage.register('supplier-invoice', {
    reason: 'allocated-documents',
    async count(db, companyId, id) {
      const [row] = await db
        .select({ notes: supplierInvoices.notes })
        .from(supplierInvoices)
        .where(and(eq(supplierInvoices.companyId, companyId), eq(supplierInvoices.id, id)));
      return row?.notes === 'allocated' ? 1 : 0;
    },
  });
});
afterAll(async () => {
  await h?.close();
});

/**
 * A payment of `amount` allocated to the invoice, as the supplier payments module records it (its
 * allocation row and the invoice's paid total moved in one transaction).
 */
async function pay(invoice: { id: string; currency: string }, amount: string) {
  await h.ctx.database.transaction(async (tx) => {
    const [payment] = await tx.db
      .insert(supplierPayments)
      .values({
        companyId: c.companyId,
        type: 'bank-transfer',
        status: 'published',
        partnerId: c.supplierId,
        amount,
        currency: invoice.currency,
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

describe('supplier invoices with payments', () => {
  it('refuses deletion while a payment names the invoice', async () => {
    const invoice = await createdInvoice(c);
    await pay(invoice, '100.00');
    const read = await c.client.get(`${c.invoices}/${invoice.id}`);
    expect(read.body).toMatchObject({
      paidTotal: '100.00',
      remaining: '263.00',
      paymentState: 'partially-paid',
    });
    expect(read.body.abilities).toMatchObject({ delete: 'payments', edit: null });
    const refused = await c.client.delete(`${c.invoices}/${invoice.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: 'supplier-invoices.errors.delete-blocked',
      errors: { supplierInvoice: ['payments'] },
    });
  });

  it('keeps the currency once paid, and the total at or above the paid total', async () => {
    const invoice = await createdInvoice(c);
    await pay(invoice, '200.00');
    const url = `${c.invoices}/${invoice.id}`;
    const body = (overrides: Record<string, unknown>) =>
      supplierInvoiceBody(c, { number: invoice.number, ...overrides });
    const euro = await c.client.put(url, body({ currency: 'EUR', currencyRate: '4.97' }));
    expect(euro.status).toBe(422);
    expect(euro.body.errors).toEqual({ currency: ['locked'] });
    const otherSupplier = await c.client.put(url, body({ partnerId: c.bothId }));
    expect(otherSupplier.body.errors).toEqual({ partnerId: ['locked'] });
    const below = await c.client.put(url, body({ lines: [line(c, { quantity: '1', price: '100' })] }));
    expect(below.body.errors).toEqual({ grossTotal: ['min:200.00'] });
    // Exactly the paid total is allowed.
    const exact = await c.client.put(
      url,
      body({ lines: [line(c, { quantity: '1', price: '200', vatRateId: c.rates.Z })] }),
    );
    expect(exact.status).toBe(200);
    expect(exact.body).toMatchObject({ grossTotal: '200.00', paymentState: 'paid', remaining: '0.00' });
  });

  it('keeps a negative invoice at or below what was refunded', async () => {
    const invoice = await createdInvoice(c, { lines: [line(c, { quantity: '-3' })] });
    expect(invoice.grossTotal).toBe('-363.00');
    await pay(invoice, '-100.00');
    const url = `${c.invoices}/${invoice.id}`;
    const above = await c.client.put(
      url,
      supplierInvoiceBody(c, { number: invoice.number, lines: [line(c, { quantity: '-0.5' })] }),
    );
    expect(above.status).toBe(422);
    expect(above.body.errors).toEqual({ grossTotal: ['max:-100.00'] });
    const more = await c.client.put(
      url,
      supplierInvoiceBody(c, { number: invoice.number, lines: [line(c, { quantity: '-5' })] }),
    );
    expect(more.status).toBe(200);
  });
});

describe('supplier invoices used by other documents', () => {
  it('refuses edits and deletion with the reasons registered under supplier-invoice', async () => {
    const invoice = await createdInvoice(c, { notes: 'allocated' });
    expect(invoice.abilities).toMatchObject({ edit: 'allocated-documents', delete: 'allocated-documents' });
    const url = `${c.invoices}/${invoice.id}`;
    const edit = await c.client.put(url, supplierInvoiceBody(c, { number: invoice.number }));
    expect(edit.status).toBe(422);
    expect(edit.body).toEqual({
      message: 'supplier-invoices.errors.edit-blocked',
      errors: { supplierInvoice: ['allocated-documents'] },
    });
    await pay(invoice, '10.00');
    const removal = await c.client.delete(url);
    expect(removal.body).toEqual({
      message: 'supplier-invoices.errors.delete-blocked',
      errors: { supplierInvoice: ['payments', 'allocated-documents'] },
    });
  });

  it('lets an invoice nobody uses be edited (no registration applies)', async () => {
    const invoice = await createdInvoice(c, { notes: 'free' });
    expect(invoice.abilities).toMatchObject({ edit: null, delete: null });
  });
});

describe('what supplier invoices hold back', () => {
  it('keeps their partner, product, VAT rate, unit and company from deletion', async () => {
    const product = await c.client.post(`${c.base}/products`, {
      name: 'Hârtie A4',
      isService: false,
      measurementUnitCode: 'KGM',
      vatRateId: c.rates['11'],
    });
    expect(product.status).toBe(201);
    const partner = await c.client.post(`${c.base}/partners`, {
      type: 'company',
      role: 'supplier',
      name: 'Mureș Hârtie SRL',
      businessId: '28164640',
      vatPayer: true,
      address: { countryCode: 'RO', countyCode: 'RO-MS', city: 'Târgu Mureș', street: 'Str. Gării 1' },
    });
    expect(partner.status).toBe(201);
    await createdInvoice(c, {
      partnerId: partner.body.id,
      lines: [line(c, { productId: product.body.id, unitCode: 'KGM', vatRateId: c.rates['11'] })],
    });
    const partnerDelete = await c.client.delete(`${c.base}/partners/${partner.body.id}`);
    expect(partnerDelete.status).toBe(422);
    expect(partnerDelete.body.errors.partner).toContain('supplier-invoices');
    const productDelete = await c.client.delete(`${c.base}/products/${product.body.id}`);
    expect(productDelete.body.errors.product).toContain('supplier-invoices');
    const rateUsage = await c.client.get(`${c.base}/vat-rates/${c.rates['11']}/usage`);
    expect(rateUsage.body.reasons).toContain('supplier-invoices');
    const units = await c.client.get(`${c.base}/measurement-units?perPage=100`);
    const kilogram = units.body.items.find((unit: { code: string }) => unit.code === 'KGM');
    const unitUsage = await c.client.get(`${c.base}/measurement-units/${kilogram.id}/usage`);
    expect(unitUsage.body.reasons).toContain('supplier-invoices');
    const companyDelete = await c.client.delete(`/v1/my-companies/${c.companyId}`);
    expect(companyDelete.status).toBe(422);
    expect(companyDelete.body.errors.company).toContain('supplier-invoices');
  });
});
