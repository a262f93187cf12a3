import type {
  PayableInvoice,
  PaymentAllocation,
  ClientPaymentListItem as PaymentListItem,
  PaymentType,
  ClientPayment as PaymentView,
} from '@app/domain/invoicing/client-payment.schemas';
import { allocationState, remainingToPay } from '@app/domain/invoicing/payment-state';
import type { FieldErrors } from '@app/domain/validation/rule-codes';
import Decimal from 'decimal.js';
import type { Database, Tx } from '../../db/client';
import { HttpError, notFound, ValidationError } from '../http/errors';
import type { ListingPlan } from '../listing/listing';
import type { InvoicePaymentsPort, PayableInvoiceRow } from './payable-invoices';
import { type Allocation, allocationErrors, byInvoice, paidDeltas, sumOf } from './payment-allocations';
import type { NewPayment, PaymentRow, PaymentsRepo, PaymentWithPartner } from './payments.repo';

/** What both sides' payment bodies hold once parsed (spec 02 §3 Payment or refund). */
export type PaymentPayload = {
  type: PaymentType;
  partnerId: string;
  amount: string;
  currency: string;
  date: string;
  description: string | null;
  allocations: Allocation[];
};

/** The payment's own columns each side fills from its body (series, numbers). */
export type SideColumns = Pick<NewPayment, 'documentSeriesId' | 'receiptSeries' | 'number' | 'seriesNumber'>;

/** What differs between client and supplier payments; the rest of the rules are one. */
export type PaymentSide<Input extends PaymentPayload, Extra extends object> = {
  /** Error messages are `<name>-payments.errors.<code>`. */
  name: 'client' | 'supplier';
  /** Partner roles a payment may name, and the code for any other (`not-client`, `not-supplier`). */
  partnerRoles: readonly string[];
  partnerRefused: string;
  /** Null when an invoice in this status takes payments, else the allocation's refusal code. */
  invoiceRefusal(status: string): string | null;
  /** The status a new payment is recorded in: `published` counts at once, `draft` not yet. */
  startStatus(type: PaymentType): 'draft' | 'published';
  /** Null when the payment may still be edited or deleted, else the status refusal code. */
  lockedReason(row: PaymentRow): string | null;
  columns(input: Input): Partial<SideColumns>;
  /** Rules of the side's own fields that need the database (a client receipt's series). */
  headerErrors?(tx: Tx, companyId: string, input: Input): Promise<FieldErrors>;
  /** The side's own answer fields. */
  extra(row: PaymentRow): Extra;
};

/** A payment's allocations count on the invoices while it is published (never as a draft or voided). */
export const counts = (payment: Pick<PaymentRow, 'status'>) => payment.status === 'published';

export const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
};

export function baseListItem(row: PaymentWithPartner): PaymentListItem {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    documentSeriesId: row.documentSeriesId,
    seriesNumber: row.seriesNumber,
    partnerId: row.partnerId,
    partnerName: row.partnerName,
    amount: row.amount,
    currency: row.currency,
    date: row.date,
    description: row.description,
    allocated: row.allocated,
    remaining: new Decimal(row.amount).minus(row.allocated).toFixed(2),
    allocationState: allocationState(row.amount, row.allocated),
    createdAt: row.createdAt.toISOString(),
  };
}

const toAllocation = (allocation: Allocation, invoice: PayableInvoiceRow | undefined): PaymentAllocation => ({
  invoiceId: allocation.invoiceId,
  seriesNumber: invoice?.seriesNumber ?? null,
  issueDate: invoice?.issueDate ?? '',
  dueDate: invoice?.dueDate ?? null,
  amount: allocation.amount,
  invoiceAmountDue: invoice?.amountDue ?? '0.00',
  invoiceRemaining: invoice ? remainingToPay(invoice.amountDue, invoice.paidTotal) : '0.00',
});

const toPayable = (invoice: PayableInvoiceRow, paidTotal: string): PayableInvoice => ({
  id: invoice.id,
  seriesNumber: invoice.seriesNumber,
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate,
  currency: invoice.currency,
  amountDue: invoice.amountDue,
  paidTotal,
  remaining: remainingToPay(invoice.amountDue, paidTotal),
});

type Existing = { row: PaymentRow; allocations: Allocation[] };

/**
 * Payments and refunds of one side (spec 02 §3-§5): every change of allocations locks the invoices
 * first (in id order) and moves their paid totals in the same transaction, by what counts after
 * minus what counted before, so two tabs allocating the same money can never overpay an invoice.
 * Routes of receipts pass `type: 'receipt'`, which scopes every call to receipts (anything else is
 * not found).
 */
export function createPaymentsCore<Input extends PaymentPayload, Extra extends object>(
  database: Database,
  repo: PaymentsRepo,
  invoices: InvoicePaymentsPort,
  side: PaymentSide<Input, Extra>,
) {
  const statusRefused = (code: string, status: string) =>
    new HttpError(422, `${side.name}-payments.errors.${code}`, { errors: { status: [status] } });

  const listItem = (row: PaymentWithPartner): PaymentListItem & Extra => ({
    ...baseListItem(row),
    ...side.extra(row),
  });

  /** The payment as the API shows it, read inside the caller's transaction. */
  async function view(tx: Tx, companyId: string, id: string): Promise<PaymentView & Extra> {
    const row = await repo.find(tx.db, companyId, id);
    if (!row) throw notFound();
    const allocations = await repo.allocations(tx.db, companyId, id);
    const rows = await invoices.lockInvoices(
      tx,
      companyId,
      allocations.map((allocation) => allocation.invoiceId),
    );
    const invoiceOf = new Map(rows.map((invoice) => [invoice.id, invoice]));
    return {
      ...listItem(row),
      allocations: allocations.map((allocation) =>
        toAllocation(allocation, invoiceOf.get(allocation.invoiceId)),
      ),
    };
  }

  /** Partner, type and the locks: the rules that do not need the invoices. */
  async function headerErrors(
    tx: Tx,
    companyId: string,
    input: Input,
    existing: Existing | null,
  ): Promise<FieldErrors> {
    const errors: FieldErrors = { ...(await side.headerErrors?.(tx, companyId, input)) };
    if (existing && existing.row.type !== input.type) errors.type = ['locked'];
    if (!existing || existing.row.partnerId !== input.partnerId) {
      const partner = await repo.partner(tx.db, companyId, input.partnerId);
      if (!partner) errors.partnerId = ['exists'];
      else if (!side.partnerRoles.includes(partner.role)) errors.partnerId = [side.partnerRefused];
    }
    // Partner and currency stay while the payment keeps allocations; clearing them frees both.
    if (existing && existing.allocations.length > 0 && input.allocations.length > 0) {
      if (existing.row.partnerId !== input.partnerId) errors.partnerId = ['locked'];
      if (existing.row.currency !== input.currency) errors.currency = ['locked'];
    }
    return errors;
  }

  /** The allocation rules against the invoices, which the caller has locked. */
  const checkAllocations = (
    payment: { partnerId: string; currency: string },
    allocations: Allocation[],
    counted: Map<string, Decimal>,
    locked: PayableInvoiceRow[],
  ) =>
    throwIfAny(
      allocationErrors({
        partnerId: payment.partnerId,
        currency: payment.currency,
        allocations,
        counted,
        invoices: new Map(locked.map((invoice) => [invoice.id, invoice])),
        refusal: side.invoiceRefusal,
      }),
    );

  async function movePaid(tx: Tx, companyId: string, before: Allocation[], after: Allocation[]) {
    for (const [invoiceId, delta] of paidDeltas(before, after)) {
      await invoices.addPaid(tx, companyId, invoiceId, delta);
    }
  }

  /**
   * Writes a new payment (existing null) or the edit of one, with its allocations and the moves of
   * the invoices' paid totals. The payment row is already locked by the caller for an edit.
   */
  async function write(tx: Tx, companyId: string, input: Input, existing: Existing | null): Promise<string> {
    throwIfAny(await headerErrors(tx, companyId, input, existing));
    const status = existing?.row.status ?? side.startStatus(input.type);
    const countedBefore = existing && counts(existing.row) ? existing.allocations : [];
    const ids = new Set([
      ...(existing?.allocations ?? []).map((allocation) => allocation.invoiceId),
      ...input.allocations.map((allocation) => allocation.invoiceId),
    ]);
    const locked = await invoices.lockInvoices(tx, companyId, [...ids]);
    checkAllocations(input, input.allocations, byInvoice(countedBefore), locked);
    const values: NewPayment = {
      documentSeriesId: null,
      receiptSeries: null,
      number: null,
      seriesNumber: null,
      ...side.columns(input),
      type: input.type,
      status,
      partnerId: input.partnerId,
      amount: input.amount,
      currency: input.currency,
      date: input.date,
      description: input.description,
      allocated: sumOf(input.allocations).toFixed(2),
    };
    let id: string;
    if (existing) {
      id = existing.row.id;
      await repo.update(tx.db, companyId, id, values);
    } else {
      id = (await repo.insert(tx.db, companyId, values)).id;
    }
    await repo.replaceAllocations(tx.db, companyId, id, input.allocations);
    await movePaid(tx, companyId, countedBefore, status === 'published' ? input.allocations : []);
    return id;
  }

  /** The payment locked with its allocations, if it is of the type asked; 404 otherwise. */
  async function lockExisting(tx: Tx, companyId: string, id: string, type?: PaymentType) {
    const row = await repo.lock(tx.db, companyId, id, type);
    if (!row) throw notFound();
    return { row, allocations: await repo.allocations(tx.db, companyId, id) };
  }

  const assertEditable = (row: PaymentRow) => {
    const reason = side.lockedReason(row);
    if (reason) throw statusRefused(reason, row.status);
  };

  /** A payment body on a receipt's route is a receipt. */
  const assertType = (input: Input, type?: PaymentType) => {
    if (type && input.type !== type) throw new ValidationError({ type: ['invalid'] });
  };

  return {
    view,
    lockExisting,
    movePaid,
    checkAllocations,
    statusRefused,

    async list(
      companyId: string,
      plan: ListingPlan,
      type?: PaymentType,
    ): Promise<{ items: (PaymentListItem & Extra)[]; count: number }> {
      const page = await repo.list(database.db, companyId, plan, type);
      return { items: page.items.map(listItem), count: page.count };
    },

    async get(companyId: string, id: string, type?: PaymentType): Promise<PaymentView & Extra> {
      if (!(await repo.find(database.db, companyId, id, type))) throw notFound();
      return database.transaction((tx) => view(tx, companyId, id));
    },

    create(companyId: string, input: Input, type?: PaymentType): Promise<PaymentView & Extra> {
      assertType(input, type);
      return database.transaction(async (tx) => view(tx, companyId, await write(tx, companyId, input, null)));
    },

    update(companyId: string, id: string, input: Input, type?: PaymentType): Promise<PaymentView & Extra> {
      assertType(input, type);
      return database.transaction(async (tx) => {
        const existing = await lockExisting(tx, companyId, id, type);
        assertEditable(existing.row);
        await write(tx, companyId, input, existing);
        return view(tx, companyId, id);
      });
    },

    /** A payment that counts gives back what it paid. */
    delete(companyId: string, id: string, type?: PaymentType): Promise<void> {
      return database.transaction(async (tx) => {
        const existing = await lockExisting(tx, companyId, id, type);
        assertEditable(existing.row);
        if (counts(existing.row)) {
          await invoices.lockInvoices(
            tx,
            companyId,
            existing.allocations.map((allocation) => allocation.invoiceId),
          );
          await movePaid(tx, companyId, existing.allocations, []);
        }
        await repo.delete(tx.db, companyId, id);
      });
    },

    /**
     * The partner's invoices in the currency that take payments with something left to pay: the
     * allocation list of the payment form. Editing a payment (`paymentId`), its own invoices are
     * listed too and what it paid on them counts as not paid yet, so the form can keep or change it.
     */
    async payableInvoices(
      companyId: string,
      filter: { partnerId: string; currency: string; paymentId?: string | null },
    ): Promise<PayableInvoice[]> {
      const rows = await invoices.payableInvoices(database.db, companyId, filter);
      const { paymentId } = filter;
      if (!paymentId) return rows.map((invoice) => toPayable(invoice, invoice.paidTotal));
      const payment = await repo.find(database.db, companyId, paymentId);
      if (!payment) throw notFound();
      return database.transaction(async (tx) => {
        const own = await repo.allocations(tx.db, companyId, paymentId);
        const counted = counts(payment) ? byInvoice(own) : new Map<string, Decimal>();
        const listed = new Set(rows.map((invoice) => invoice.id));
        const missing = own.map((allocation) => allocation.invoiceId).filter((id) => !listed.has(id));
        const extra = (await invoices.lockInvoices(tx, companyId, missing)).filter(
          (invoice) =>
            invoice.partnerId === filter.partnerId &&
            invoice.currency === filter.currency &&
            side.invoiceRefusal(invoice.status) === null,
        );
        return [...rows, ...extra]
          .sort(
            (a, b) =>
              a.issueDate.localeCompare(b.issueDate) ||
              (a.seriesNumber ?? '').localeCompare(b.seriesNumber ?? ''),
          )
          .map((invoice) =>
            toPayable(invoice, new Decimal(invoice.paidTotal).minus(counted.get(invoice.id) ?? 0).toFixed(2)),
          );
      });
    },
  };
}
