import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { PayableInvoiceRow } from '../../platform/payments/payable-invoices';
import { paymentsRepo } from '../../platform/payments/payments.repo';
import { clientPaymentTables } from '../client-payments/client-payments.tables';
import { clientDocuments } from './client-invoices.tables';

/** The client payments' rows, read for an invoice's payments. */
const payments = paymentsRepo(clientPaymentTables);

const payableColumns = {
  id: clientDocuments.id,
  status: clientDocuments.status,
  partnerId: clientDocuments.partnerId,
  currency: clientDocuments.currency,
  seriesNumber: clientDocuments.seriesNumber,
  issueDate: clientDocuments.issueDate,
  dueDate: clientDocuments.dueDate,
  amountDue: clientDocuments.amountDue,
  paidTotal: clientDocuments.paidTotal,
};

/**
 * The client invoices' side of payments, given to the payments module: it locks the invoices it
 * allocates to (in id order, so two payments never deadlock) and moves their paid totals in its
 * transaction. Proformas are no invoices here: a payment never finds one.
 */
export const invoicePayments = {
  async lockInvoices(tx: Tx, companyId: string, ids: string[]): Promise<PayableInvoiceRow[]> {
    if (ids.length === 0) return [];
    return tx.db
      .select(payableColumns)
      .from(clientDocuments)
      .where(
        and(
          eq(clientDocuments.companyId, companyId),
          eq(clientDocuments.kind, 'invoice'),
          inArray(clientDocuments.id, ids),
        ),
      )
      .orderBy(asc(clientDocuments.id))
      .for('update');
  },

  async addPaid(tx: Tx, companyId: string, invoiceId: string, delta: string): Promise<void> {
    await tx.db
      .update(clientDocuments)
      .set({ paidTotal: sql`${clientDocuments.paidTotal} + ${delta}::numeric` })
      .where(and(eq(clientDocuments.companyId, companyId), eq(clientDocuments.id, invoiceId)));
  },

  /** Issued invoices of a partner in a currency with something left to pay (the allocation list). */
  async payableInvoices(
    db: Db,
    companyId: string,
    filter: { partnerId: string; currency: string },
  ): Promise<PayableInvoiceRow[]> {
    return db
      .select(payableColumns)
      .from(clientDocuments)
      .where(
        and(
          eq(clientDocuments.companyId, companyId),
          eq(clientDocuments.kind, 'invoice'),
          eq(clientDocuments.status, 'published'),
          eq(clientDocuments.partnerId, filter.partnerId),
          eq(clientDocuments.currency, filter.currency),
          ne(clientDocuments.paidTotal, clientDocuments.amountDue),
        ),
      )
      .orderBy(asc(clientDocuments.issueDate), asc(clientDocuments.seriesNumber));
  },

  /** The payments allocated to an invoice, newest first (the invoice's payments modal). */
  ofInvoice: (db: Db, companyId: string, invoiceId: string) => payments.ofInvoice(db, companyId, invoiceId),
};

export type InvoicePayments = typeof invoicePayments;
