import type { ClientPayment, ClientPaymentPayload } from '@app/domain/invoicing/client-payment.schemas';
import type { FieldErrors } from '@app/domain/validation/rule-codes';
import type { Database } from '../../db/client';
import { HttpError, ValidationError } from '../../platform/http/errors';
import type { InvoicePaymentsPort } from '../../platform/payments/payable-invoices';
import { createPaymentsCore, type PaymentSide } from '../../platform/payments/payments-core';
import { type PrintableDocument, renderPdf } from '../../platform/pdf/printable-document';
import { printablePartiesRepo } from '../../platform/pdf/printable-parties.repo';
import { allocateNumber } from '../document-series/document-series.service';
import { clientPaymentsRepo as repo } from './client-payments.repo';
import { printableReceipt } from './client-receipt.printable';

/**
 * The client side of payments: money from clients (partners that are clients or both) paying
 * issued invoices; bank transfers count from their creation, the company's own receipts are drafts
 * in one of its receipt series until published (numbered then), and count until voided.
 */
const clientSide: PaymentSide<ClientPaymentPayload, Record<never, never>> = {
  name: 'client',
  partnerRoles: ['client', 'both'],
  partnerRefused: 'not-client',
  invoiceRefusal: (status) => (status === 'published' ? null : 'invalid'),
  startStatus: (type) => (type === 'bank-transfer' ? 'published' : 'draft'),
  // Receipts change only while drafts; bank transfers any time.
  lockedReason: (row) => (row.type === 'receipt' && row.status !== 'draft' ? 'not-draft' : null),
  columns: (input) => ({ documentSeriesId: input.type === 'receipt' ? input.documentSeriesId : null }),
  async headerErrors(tx, companyId, input) {
    const errors: FieldErrors = {};
    if (input.type === 'receipt' && input.documentSeriesId) {
      const type = await repo.seriesType(tx.db, companyId, input.documentSeriesId);
      if (type !== 'client-receipt') errors.documentSeriesId = ['invalid'];
    }
    return errors;
  },
  extra: () => ({}),
};

/**
 * Client payments and refunds (bank transfers) and client receipts (spec 02 §3-§5): the shared
 * payments core, plus what only the company's own receipts do (publish, void, print).
 */
export function createClientPaymentsService(database: Database, invoices: InvoicePaymentsPort) {
  const core = createPaymentsCore(database, repo, invoices, clientSide);
  const { view, lockExisting, movePaid, checkAllocations, statusRefused } = core;

  return {
    list: core.list,
    get: core.get,
    /** Bank transfers are recorded as published; receipts start as drafts of a receipt series. */
    create: core.create,
    update: core.update,
    /** A bank transfer gives back what it paid; a receipt can go only while a draft. */
    delete: core.delete,
    payableInvoices: core.payableInvoices,

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
        checkAllocations(row, allocations, new Map(), locked);
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
      const receipt = await core.get(companyId, id, 'receipt');
      const [issuer, payer, logo] = await Promise.all([
        printablePartiesRepo.issuer(database.db, companyId),
        printablePartiesRepo.payer(database.db, companyId, receipt.partnerId),
        printablePartiesRepo.logo(database.db, companyId),
      ]);
      const bytes = await renderPdf(printableReceipt(receipt, { issuer, payer, logo }, language));
      const name = receipt.seriesNumber ?? `chitanta-${receipt.date}`;
      return { bytes, fileName: `${name.replace(/[^\w.-]+/g, '_')}.pdf` };
    },
  };
}
export type ClientPaymentsService = ReturnType<typeof createClientPaymentsService>;
