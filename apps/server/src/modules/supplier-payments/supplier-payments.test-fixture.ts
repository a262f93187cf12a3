import { paymentState } from '@app/domain/invoicing/payment-state';
import type { SupplierInvoiceStatus } from '@app/domain/invoicing/supplier-invoice.schemas';
import { sampleCompanyPartner } from '@app/domain/partners/partner.fixtures';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ownerAndStranger } from '../../testing/company-fixture';
import type { Harness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import { supplierInvoices } from '../supplier-invoices/supplier-invoices.tables';

// Test code only: supplier invoices are written straight into their table, so the payment rules
// can be exercised on exact amounts and on every status (received and rejected invoices come only
// from the e-invoice system). `apiInvoice` adds one through the supplier invoices' API.

export type SupplierPaymentsWorld = Awaited<ReturnType<typeof supplierPaymentsWorld>>;

/**
 * An owner with a company, two suppliers (one a supplier, one both), a client, a stranger with a
 * supplier of their own, and helpers to add supplier invoices and read their paid totals.
 */
export async function supplierPaymentsWorld(h: Harness) {
  const world = await ownerAndStranger(h);
  const { owner, base, companyId } = world;
  const partner = async (client: TestClient, at: string, name: string, businessId: string, role: string) => {
    const created = await client.post(`${at}/partners`, sampleCompanyPartner({ name, businessId, role }));
    expect(created.status).toBe(201);
    return created.body.id as string;
  };
  const supplierA = await partner(owner, base, 'Furnizorul Carpați SRL', '36914726', 'supplier');
  const supplierB = await partner(owner, base, 'Depozitul Someș SRL', '14399840', 'both');
  const client = await partner(owner, base, 'Clientul Nostru SRL', '18547290', 'client');
  const strangerSupplier = await partner(
    world.stranger,
    world.strangerBase,
    'Furnizor Străin SRL',
    '36914726',
    'supplier',
  );
  let invoiceNumber = 0;

  /** A supplier invoice of the owner's company (added by hand unless told), for `amountDue`. */
  async function invoice(
    options: {
      partnerId?: string;
      amountDue?: string;
      currency?: string;
      status?: SupplierInvoiceStatus;
      issueDate?: string;
      company?: string;
    } = {},
  ): Promise<string> {
    invoiceNumber += 1;
    const amountDue = options.amountDue ?? '1000.00';
    const number = String(invoiceNumber).padStart(4, '0');
    const [row] = await h.ctx.database.db
      .insert(supplierInvoices)
      .values({
        companyId: options.company ?? companyId,
        status: options.status ?? 'published',
        partnerId: options.partnerId ?? supplierA,
        partnerName: 'Furnizor',
        series: 'SF',
        number,
        seriesNumber: `SF ${number}`,
        issueDate: options.issueDate ?? `2026-01-${String(invoiceNumber % 28 || 28).padStart(2, '0')}`,
        dueDate: '2099-12-31',
        currency: options.currency ?? 'RON',
        netTotal: amountDue,
        grossTotal: amountDue,
        amountDue,
        amounts: { breakdown: [], allowances: [], charges: [] },
      })
      .returning({ id: supplierInvoices.id });
    if (!row) throw new Error('supplier invoice not inserted');
    return row.id;
  }

  /** An invoice's paid total and payment state as the supplier invoices' table holds them. */
  async function paid(id: string): Promise<{ paidTotal: string; state: string }> {
    const [row] = await h.ctx.database.db
      .select({
        paidTotal: supplierInvoices.paidTotal,
        amountDue: supplierInvoices.amountDue,
        dueDate: supplierInvoices.dueDate,
      })
      .from(supplierInvoices)
      .where(eq(supplierInvoices.id, id));
    if (!row) throw new Error('supplier invoice not found');
    return {
      paidTotal: row.paidTotal,
      state: paymentState(row.amountDue, row.paidTotal, row.dueDate, '2026-06-01'),
    };
  }

  /** A supplier invoice added through its API: one line of 100 at 21% VAT, so 121.00 due. */
  async function apiInvoice(partnerId = supplierA): Promise<string> {
    const rates = await owner.get(`${base}/vat-rates?perPage=100`);
    const standard = (rates.body.items as { id: string; code: string; value: string | null }[]).find(
      (rate) => rate.code === 'S' && Number(rate.value) === 21,
    );
    invoiceNumber += 1;
    const created = await owner.post(`${base}/supplier-invoices`, {
      partnerId,
      series: 'API',
      number: String(invoiceNumber),
      issueDate: '2026-03-02',
      currency: 'RON',
      lines: [{ name: 'Hârtie A4', unitCode: 'H87', quantity: '1', price: '100', vatRateId: standard?.id }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as string;
  }

  /** A supplier of its own, for tests that list all of its invoices. */
  let extraSuppliers = 0;
  const freshSupplier = () => {
    const cui = ['18300000', '18300019', '18300027', '18300035'][extraSuppliers++];
    if (!cui) throw new Error('no more sample business ids');
    return partner(owner, base, `Furnizor nou ${extraSuppliers} SRL`, cui, 'supplier');
  };

  return {
    ...world,
    freshSupplier,
    supplierA,
    supplierB,
    client,
    strangerSupplier,
    invoice,
    apiInvoice,
    paid,
    payments: `${base}/supplier-payments`,
    receipts: `${base}/supplier-receipts`,
    invoices: `${base}/supplier-invoices`,
  };
}

/** A bank transfer body. */
export const transfer = (partnerId: string, overrides: Record<string, unknown> = {}) => ({
  type: 'bank-transfer',
  partnerId,
  amount: '500.00',
  currency: 'RON',
  date: '2026-02-10',
  description: 'OP 321',
  allocations: [],
  ...overrides,
});

/** A supplier receipt body, as the supplier wrote it (without a type: the receipts' routes add it). */
export const receipt = (partnerId: string, overrides: Record<string, unknown> = {}) => ({
  partnerId,
  receiptSeries: 'CHF',
  receiptNumber: '0042',
  amount: '300.00',
  currency: 'RON',
  date: '2026-02-11',
  description: 'Plată numerar',
  allocations: [],
  ...overrides,
});
