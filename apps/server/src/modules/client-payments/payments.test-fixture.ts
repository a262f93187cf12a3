import type { DocumentParty } from '@app/domain/invoicing/client-document.schemas';
import { paymentState } from '@app/domain/invoicing/payment-state';
import { sampleCompanyPartner } from '@app/domain/partners/partner.fixtures';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ownerAndStranger } from '../../testing/company-fixture';
import type { Harness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import { clientDocuments } from '../client-invoices/client-invoices.tables';

// Test code only: issued invoices are written straight into the invoices' table, so the payment
// rules can be exercised without going through the invoice editor.

const party = (name: string): DocumentParty => ({
  name,
  businessId: null,
  personId: null,
  vatPayer: false,
  tradeRegisterNumber: null,
  address: { street: null, city: 'Cluj-Napoca', county: 'RO-CJ', postalCode: null, country: 'RO' },
  email: null,
  phone: null,
  bankAccounts: [],
});

let seriesDay = 0;

export type PaymentsWorld = Awaited<ReturnType<typeof paymentsWorld>>;

/**
 * An owner with a company, two clients, an invoice series and a receipt series, a stranger with a
 * company of their own, and helpers to issue invoices and read their paid totals.
 */
export async function paymentsWorld(h: Harness) {
  const world = await ownerAndStranger(h);
  const { owner, base, companyId } = world;
  const partner = async (
    client: TestClient,
    at: string,
    name: string,
    businessId: string,
    role = 'client',
  ) => {
    const created = await client.post(`${at}/partners`, sampleCompanyPartner({ name, businessId, role }));
    expect(created.status).toBe(201);
    return created.body.id as string;
  };
  const series = async (type: string, prefix: string, client = owner, at = base) => {
    const startDate = new Date(Date.UTC(2024, 0, 1 + seriesDay++)).toISOString().slice(0, 10);
    const created = await client.post(`${at}/document-series`, {
      type,
      prefix,
      suffix: null,
      startDate,
      startIndex: '0001',
    });
    expect(created.status).toBe(201);
    return created.body.id as string;
  };
  const clientA = await partner(owner, base, 'Someș Cod Software SRL', '36914726');
  const clientB = await partner(owner, base, 'Carpați Trading SRL', '14399840');
  const supplier = await partner(owner, base, 'Furnizorul Nostru SRL', '18547290', 'supplier');
  const strangerClient = await partner(world.stranger, world.strangerBase, 'Client Străin SRL', '36914726');
  const invoiceSeries = await series('client-invoice', 'FCT');
  const receiptSeries = await series('client-receipt', 'CHT');
  let invoiceNumber = 0;

  /** An invoice of the owner's company (issued unless told), for `amountDue` in `currency`. */
  async function invoice(
    options: {
      partnerId?: string;
      amountDue?: string;
      currency?: string;
      status?: 'draft' | 'published' | 'voided';
      kind?: 'invoice' | 'proforma';
      issueDate?: string;
      dueDate?: string | null;
      company?: string;
    } = {},
  ): Promise<string> {
    const amountDue = options.amountDue ?? '1000.00';
    invoiceNumber += 1;
    const status = options.status ?? 'published';
    const [row] = await h.ctx.database.db
      .insert(clientDocuments)
      .values({
        companyId: options.company ?? companyId,
        kind: options.kind ?? 'invoice',
        status,
        documentSeriesId: invoiceSeries,
        number: status === 'draft' ? null : String(invoiceNumber).padStart(4, '0'),
        seriesNumber: status === 'draft' ? null : `FCT${String(invoiceNumber).padStart(4, '0')}`,
        partnerId: options.partnerId ?? clientA,
        partnerName: 'Client',
        issueDate: options.issueDate ?? `2026-01-${String(invoiceNumber % 28 || 28).padStart(2, '0')}`,
        dueDateType: 'custom',
        dueDate: options.dueDate === undefined ? '2099-12-31' : options.dueDate,
        language: 'ro-RO',
        currency: options.currency ?? 'RON',
        seller: party('Vânzător'),
        buyer: party('Cumpărător'),
        netTotal: amountDue,
        grossTotal: amountDue,
        amountDue,
        amounts: { breakdown: [], allowances: [], charges: [] },
      })
      .returning({ id: clientDocuments.id });
    if (!row) throw new Error('invoice not inserted');
    return row.id;
  }

  /** An invoice's paid total and payment state as the invoices' table holds them. */
  async function paid(id: string): Promise<{ paidTotal: string; state: string }> {
    const [row] = await h.ctx.database.db
      .select({
        paidTotal: clientDocuments.paidTotal,
        amountDue: clientDocuments.amountDue,
        dueDate: clientDocuments.dueDate,
      })
      .from(clientDocuments)
      .where(and(eq(clientDocuments.id, id)));
    if (!row) throw new Error('invoice not found');
    return {
      paidTotal: row.paidTotal,
      state: paymentState(row.amountDue, row.paidTotal, row.dueDate, '2026-06-01'),
    };
  }

  /** A client of its own, for tests that count its invoices or payments. */
  let extraClients = 0;
  const freshClient = () => {
    const cuis = ['18300000', '18300019', '18300027', '18300035'];
    const cui = cuis[extraClients++];
    if (!cui) throw new Error('no more sample business ids');
    return partner(owner, base, `Client nou ${extraClients} SRL`, cui);
  };

  return {
    ...world,
    freshClient,
    clientA,
    clientB,
    supplier,
    strangerClient,
    invoiceSeries,
    receiptSeries,
    series,
    invoice,
    paid,
    payments: `${base}/client-payments`,
    receipts: `${base}/client-receipts`,
  };
}

/** A bank transfer body. */
export const transfer = (partnerId: string, overrides: Record<string, unknown> = {}) => ({
  type: 'bank-transfer',
  partnerId,
  amount: '500.00',
  currency: 'RON',
  date: '2026-02-10',
  description: 'OP 123',
  allocations: [],
  ...overrides,
});

/** A receipt body. */
export const receipt = (partnerId: string, seriesId: string, overrides: Record<string, unknown> = {}) => ({
  type: 'receipt',
  partnerId,
  documentSeriesId: seriesId,
  amount: '300.00',
  currency: 'RON',
  date: '2026-02-11',
  description: 'Încasare factură',
  allocations: [],
  ...overrides,
});
