import { SUPPLIER_INVOICE_STATUSES } from '@app/domain/invoicing/supplier-invoice.schemas';
import { supplierInvoiceTakesPayments } from '@app/domain/invoicing/supplier-invoice-state';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { UUID } from '../../platform/crud/service-resource';
import type { PayableInvoiceRow } from '../../platform/payments/payable-invoices';
import { paymentsRepo } from '../../platform/payments/payments.repo';
import { supplierPaymentTables } from '../supplier-payments/supplier-payments.tables';
import { supplierInvoices } from './supplier-invoices.tables';

/** The statuses whose invoices take payments: added by hand, or received and confirmed. */
const PAYABLE_STATUSES = SUPPLIER_INVOICE_STATUSES.filter(supplierInvoiceTakesPayments);

/** The supplier payments' rows, read for an invoice's payments. */
const payments = paymentsRepo(supplierPaymentTables);

const payableColumns = {
  id: supplierInvoices.id,
  status: supplierInvoices.status,
  partnerId: supplierInvoices.partnerId,
  currency: supplierInvoices.currency,
  seriesNumber: supplierInvoices.seriesNumber,
  issueDate: supplierInvoices.issueDate,
  dueDate: supplierInvoices.dueDate,
  amountDue: supplierInvoices.amountDue,
  paidTotal: supplierInvoices.paidTotal,
};

const ofCompany = (companyId: string, id: string) =>
  and(eq(supplierInvoices.companyId, companyId), eq(supplierInvoices.id, id));

/**
 * The supplier invoices' side of payments, given to the supplier payments module: it locks the
 * invoices a payment allocates to (in id order, so two payments never deadlock), moves their paid
 * totals in the payment's transaction, and lists the invoices that take a payment.
 */
export const supplierInvoicePayments = {
  async lockInvoices(tx: Tx, companyId: string, ids: string[]): Promise<PayableInvoiceRow[]> {
    const valid = ids.filter((id) => UUID.test(id));
    if (valid.length === 0) return [];
    return tx.db
      .select(payableColumns)
      .from(supplierInvoices)
      .where(and(eq(supplierInvoices.companyId, companyId), inArray(supplierInvoices.id, valid)))
      .orderBy(asc(supplierInvoices.id))
      .for('update');
  },

  async addPaid(tx: Tx, companyId: string, invoiceId: string, delta: string): Promise<void> {
    await tx.db
      .update(supplierInvoices)
      .set({ paidTotal: sql`${supplierInvoices.paidTotal} + ${delta}::numeric` })
      .where(ofCompany(companyId, invoiceId));
  },

  /** A partner's invoices in a currency that take payments and have something left to pay. */
  async payableInvoices(
    db: Db,
    companyId: string,
    filter: { partnerId: string; currency: string },
  ): Promise<PayableInvoiceRow[]> {
    return db
      .select(payableColumns)
      .from(supplierInvoices)
      .where(
        and(
          eq(supplierInvoices.companyId, companyId),
          inArray(supplierInvoices.status, PAYABLE_STATUSES),
          eq(supplierInvoices.partnerId, filter.partnerId),
          eq(supplierInvoices.currency, filter.currency),
          ne(supplierInvoices.paidTotal, supplierInvoices.amountDue),
        ),
      )
      .orderBy(asc(supplierInvoices.issueDate), asc(supplierInvoices.seriesNumber));
  },

  /** Whether the company has this supplier invoice (the invoice's payments answer 404 otherwise). */
  async exists(db: Db, companyId: string, invoiceId: string): Promise<boolean> {
    if (!UUID.test(invoiceId)) return false;
    const [row] = await db
      .select({ id: supplierInvoices.id })
      .from(supplierInvoices)
      .where(ofCompany(companyId, invoiceId));
    return row !== undefined;
  },

  /** The payments allocated to an invoice, newest first (the invoice's payments modal). */
  ofInvoice: (db: Db, companyId: string, invoiceId: string) => payments.ofInvoice(db, companyId, invoiceId),
};

export type SupplierInvoicePayments = typeof supplierInvoicePayments;
