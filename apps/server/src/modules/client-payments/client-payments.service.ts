import type {
  ClientPayment,
  ClientPaymentListItem,
  ClientPaymentPayload,
  PayableInvoice,
  PaymentAllocation,
  PaymentType,
} from '@app/domain/invoicing/client-payment.schemas';
import { allocationState, remainingToPay } from '@app/domain/invoicing/payment-state';
import type { FieldErrors } from '@app/domain/validation/rule-codes';
import Decimal from 'decimal.js';
import type { Database, Tx } from '../../db/client';
import { HttpError, notFound, ValidationError } from '../../platform/http/errors';
import type { ListingPlan } from '../../platform/listing/listing';
import { type PrintableDocument, renderPdf } from '../../platform/pdf/printable-document';
import type { InvoicePayments, PayableInvoiceRow } from '../client-invoices/invoice-payments';
import { allocateNumber } from '../document-series/document-series.service';
import { type PaymentRow, type PaymentWithPartner, clientPaymentsRepo as repo } from './client-payments.repo';
import { printableReceipt } from './client-receipt.printable';
import { type Allocation, allocationErrors, byInvoice, paidDeltas, sumOf } from './payment-allocations';
import { receiptPrintRepo } from './receipt-print.repo';

/** Partner roles that pay a company's invoices. */
const CLIENT_ROLES = ['client', 'both'];

/** Bank transfers count from the start; receipts once published, and no longer once voided. */
const counts = (payment: Pick<PaymentRow, 'status'>) => payment.status === 'published';

const statusRefused = (message: string, status: string) =>
  new HttpError(422, `client-payments.errors.${message}`, { errors: { status: [status] } });

export function toListItem(row: PaymentWithPartner): ClientPaymentListItem {
  const remaining = new Decimal(row.amount).minus(row.allocated);
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
    remaining: remaining.toFixed(2),
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

const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
};

/**
 * Client payments and refunds (bank transfers) and client receipts (spec 02 §3-§5). Every change of
 * allocations locks the invoices first and moves their paid totals in the same transaction, by what
 * counts after minus what counted before: bank transfers count from their creation, receipts from
 * their publication until they are voided. Routes of receipts pass `type: 'receipt'`, which scopes
 * every call to receipts (anything else is not found).
 */
export function createClientPaymentsService(database: Database, invoices: InvoicePayments) {
  /** The payment as the API shows it, read inside the caller's transaction. */
  async function view(tx: Tx, companyId: string, id: string): Promise<ClientPayment> {
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
      ...toListItem(row),
      allocations: allocations.map((allocation) =>
        toAllocation(allocation, invoiceOf.get(allocation.invoiceId)),
      ),
    };
  }

  /** Partner, series and locks: the rules that do not need the invoices. */
  async function headerErrors(
    tx: Tx,
    companyId: string,
    input: ClientPaymentPayload,
    existing: { row: PaymentRow; allocations: Allocation[] } | null,
  ): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    if (existing && existing.row.type !== input.type) errors.type = ['locked'];
    if (!existing || existing.row.partnerId !== input.partnerId) {
      const partner = await repo.partner(tx.db, companyId, input.partnerId);
      if (!partner) errors.partnerId = ['exists'];
      else if (!CLIENT_ROLES.includes(partner.role)) errors.partnerId = ['not-client'];
    }
    if (input.type === 'receipt' && input.documentSeriesId) {
      const type = await repo.seriesType(tx.db, companyId, input.documentSeriesId);
      if (type !== 'client-receipt') errors.documentSeriesId = ['invalid'];
    }
    // Partner and currency stay while the payment keeps allocations; clearing them frees both.
    if (existing && existing.allocations.length > 0 && input.allocations.length > 0) {
      if (existing.row.partnerId !== input.partnerId) errors.partnerId = ['locked'];
      if (existing.row.currency !== input.currency) errors.currency = ['locked'];
    }
    return errors;
  }

  /**
   * Writes a new payment (existing null) or the edit of one, with its allocations and the moves of
   * the invoices' paid totals. The payment row is already locked by the caller for an edit.
   */
  async function write(
    tx: Tx,
    companyId: string,
    input: ClientPaymentPayload,
    existing: { row: PaymentRow; allocations: Allocation[] } | null,
  ): Promise<string> {
    throwIfAny(await headerErrors(tx, companyId, input, existing));
    const status = existing?.row.status ?? (input.type === 'bank-transfer' ? 'published' : 'draft');
    const countedBefore = existing && counts(existing.row) ? existing.allocations : [];
    const countsAfter = status === 'published';
    const ids = new Set([
      ...(existing?.allocations ?? []).map((allocation) => allocation.invoiceId),
      ...input.allocations.map((allocation) => allocation.invoiceId),
    ]);
    const locked = await invoices.lockInvoices(tx, companyId, [...ids]);
    throwIfAny(
      allocationErrors({
        partnerId: input.partnerId,
        currency: input.currency,
        allocations: input.allocations,
        counted: byInvoice(countedBefore),
        invoices: new Map(locked.map((invoice) => [invoice.id, invoice])),
      }),
    );
    const values = {
      type: input.type,
      status,
      documentSeriesId: input.type === 'receipt' ? input.documentSeriesId : null,
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
    await movePaid(tx, companyId, countedBefore, countsAfter ? input.allocations : []);
    return id;
  }

  async function movePaid(tx: Tx, companyId: string, before: Allocation[], after: Allocation[]) {
    for (const [invoiceId, delta] of paidDeltas(before, after)) {
      await invoices.addPaid(tx, companyId, invoiceId, delta);
    }
  }

  /** The payment locked with its allocations, if it is of the type asked; 404 otherwise. */
  async function lockExisting(tx: Tx, companyId: string, id: string, type?: PaymentType) {
    const row = await repo.lock(tx.db, companyId, id, type);
    if (!row) throw notFound();
    return { row, allocations: await repo.allocations(tx.db, companyId, id) };
  }

  /** Receipts change only while drafts; bank transfers any time. */
  const assertEditable = (row: PaymentRow) => {
    if (row.type === 'receipt' && row.status !== 'draft') throw statusRefused('not-draft', row.status);
  };

  /** A payment body on a receipt's route is a receipt. */
  const assertType = (input: ClientPaymentPayload, type?: PaymentType) => {
    if (type && input.type !== type) throw new ValidationError({ type: ['invalid'] });
  };

  return {
    async list(
      companyId: string,
      plan: ListingPlan,
      type?: PaymentType,
    ): Promise<{ items: ClientPaymentListItem[]; count: number }> {
      const page = await repo.list(database.db, companyId, plan, type);
      return { items: page.items.map(toListItem), count: page.count };
    },

    async get(companyId: string, id: string, type?: PaymentType): Promise<ClientPayment> {
      if (!(await repo.find(database.db, companyId, id, type))) throw notFound();
      return database.transaction((tx) => view(tx, companyId, id));
    },

    /** Bank transfers are recorded as published; receipts start as drafts of a receipt series. */
    create(companyId: string, input: ClientPaymentPayload, type?: PaymentType): Promise<ClientPayment> {
      assertType(input, type);
      return database.transaction(async (tx) => view(tx, companyId, await write(tx, companyId, input, null)));
    },

    update(
      companyId: string,
      id: string,
      input: ClientPaymentPayload,
      type?: PaymentType,
    ): Promise<ClientPayment> {
      assertType(input, type);
      return database.transaction(async (tx) => {
        const existing = await lockExisting(tx, companyId, id, type);
        assertEditable(existing.row);
        await write(tx, companyId, input, existing);
        return view(tx, companyId, id);
      });
    },

    /** A bank transfer gives back what it paid; a receipt can go only while a draft. */
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
     * Issues a draft receipt: the next number of its series (gapless: a refusal below gives it
     * back), numbers in date order within the series, and its allocations start to count, so they
     * are checked again against what is left to pay now.
     */
    publish(companyId: string, id: string): Promise<ClientPayment> {
      return database.transaction(async (tx) => {
        const { row, allocations } = await lockExisting(tx, companyId, id, 'receipt');
        if (row.status !== 'draft') throw statusRefused('not-draft', row.status);
        if (!row.documentSeriesId) throw new ValidationError({ documentSeriesId: ['required'] });
        // The series stays locked from here, so no other receipt of it is numbered meanwhile.
        const number = await allocateNumber(tx, companyId, row.documentSeriesId, { type: 'client-receipt' });
        if (await repo.laterNumberedReceipt(tx.db, companyId, row.documentSeriesId, row.date, id)) {
          throw new HttpError(422, 'client-payments.errors.sequential', { errors: { date: ['sequential'] } });
        }
        const locked = await invoices.lockInvoices(
          tx,
          companyId,
          allocations.map((allocation) => allocation.invoiceId),
        );
        throwIfAny(
          allocationErrors({
            partnerId: row.partnerId,
            currency: row.currency,
            allocations,
            counted: new Map(),
            invoices: new Map(locked.map((invoice) => [invoice.id, invoice])),
          }),
        );
        await repo.update(tx.db, companyId, id, {
          status: 'published',
          number: number.number,
          seriesNumber: number.formatted,
          publishedAt: new Date(),
        });
        await movePaid(tx, companyId, [], allocations);
        return view(tx, companyId, id);
      });
    },

    /**
     * Voids an issued receipt, for good: it keeps its number, and its allocations leave the
     * invoices (they no longer count and are removed, so the invoices can take other payments).
     */
    void(companyId: string, id: string): Promise<ClientPayment> {
      return database.transaction(async (tx) => {
        const { row, allocations } = await lockExisting(tx, companyId, id, 'receipt');
        if (row.status === 'draft') throw statusRefused('not-published', row.status);
        if (row.status === 'voided') throw statusRefused('already-voided', row.status);
        await invoices.lockInvoices(
          tx,
          companyId,
          allocations.map((allocation) => allocation.invoiceId),
        );
        await movePaid(tx, companyId, allocations, []);
        await repo.replaceAllocations(tx.db, companyId, id, []);
        await repo.update(tx.db, companyId, id, { status: 'voided', allocated: '0', voidedAt: new Date() });
        return view(tx, companyId, id);
      });
    },

    /** The printed receipt (a draft prints as such, a voided one with its mark) and its file name. */
    async pdf(
      companyId: string,
      id: string,
      language: PrintableDocument['language'],
    ): Promise<{ bytes: Buffer; fileName: string }> {
      const receipt = await this.get(companyId, id, 'receipt');
      const [issuer, payer, logo] = await Promise.all([
        receiptPrintRepo.issuer(database.db, companyId),
        receiptPrintRepo.payer(database.db, companyId, receipt.partnerId),
        receiptPrintRepo.logo(database.db, companyId),
      ]);
      const bytes = await renderPdf(printableReceipt(receipt, { issuer, payer, logo }, language));
      const name = receipt.seriesNumber ?? `chitanta-${receipt.date}`;
      return { bytes, fileName: `${name.replace(/[^\w.-]+/g, '_')}.pdf` };
    },

    /**
     * The partner's issued invoices in the currency with something left to pay: the allocation
     * list of the payment form. Editing a payment (`paymentId`), its own invoices are listed too
     * and what it paid on them counts as not paid yet, so the form can keep or change it.
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
            invoice.kind === 'invoice' &&
            invoice.status === 'published',
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
export type ClientPaymentsService = ReturnType<typeof createClientPaymentsService>;
