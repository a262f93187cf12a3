import type { Db, Tx } from '../../db/client';

/** What the payments core needs of an invoice (of either side) to allocate money to it. */
export type PayableInvoiceRow = {
  id: string;
  /** The invoice's status; each side says which statuses take payments. */
  status: string;
  partnerId: string;
  currency: string;
  seriesNumber: string | null;
  issueDate: string;
  dueDate: string | null;
  amountDue: string;
  paidTotal: string;
};

/**
 * The invoices' side of payments, given to the payments core by the module that owns the invoices:
 * it locks the invoices a payment allocates to (in id order, so two payments never deadlock), moves
 * their paid totals in the payment's transaction, and lists those that can take a payment.
 */
export type InvoicePaymentsPort = {
  /** The company's invoices among `ids` (others are left out), locked until the transaction ends. */
  lockInvoices(tx: Tx, companyId: string, ids: string[]): Promise<PayableInvoiceRow[]>;
  addPaid(tx: Tx, companyId: string, invoiceId: string, delta: string): Promise<void>;
  /** The partner's invoices in the currency that take payments and have something left to pay. */
  payableInvoices(
    db: Db,
    companyId: string,
    filter: { partnerId: string; currency: string },
  ): Promise<PayableInvoiceRow[]>;
};
