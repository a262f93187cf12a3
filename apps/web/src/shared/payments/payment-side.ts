import type { ClientPayment, PaymentType } from '@app/domain/invoicing/client-payment.schemas';
import type { ManagedArea } from '@app/domain/permissions/permissions';

/**
 * The payment screens serve both sides of the business: money from clients (client payments and
 * the company's own receipts) and money to suppliers (supplier payments and the receipts suppliers
 * hand over). A side says where its API, pages and texts are and what its receipts can do; every
 * shared screen reads it from the context its feature provides (payment-side-context.ts).
 */
export interface PaymentSide {
  side: 'client' | 'supplier';
  /** The texts' namespace and the query keys' root ("client-payments" / "supplier-payments"). */
  texts: string;
  /** API resources under the company: every payment type, and receipts only. */
  resources: { payments: string; receipts: string };
  /** The partner roles a payment may name (the other one's partners are left out). */
  partnerRoles: readonly string[];
  /** The side's permission area: its pages need `.read`, forms `.write`, deleting and voiding `.delete`. */
  area: Extract<ManagedArea, 'client-payments' | 'supplier-payments'>;
  /** The query-key root of the side's invoices, refreshed when a payment changes what they owe. */
  invoicesKey: string;
  /** API resource of the side's invoices (a payment opened from an invoice reads it). */
  invoicesResource: string;
  /**
   * Client receipts are the company's documents (its series, draft then issued, void, PDF); a
   * supplier receipt only records the supplier's series and number and counts once saved.
   */
  issuedReceipts: boolean;
  paths: PaymentPaths;
}

export interface PaymentPaths {
  payments: string;
  receipts: string;
  createTransfer: string;
  createReceipt: string;
  transfer: (id: string) => string;
  editReceipt: (id: string) => string;
  /** Where a receipt opens from a list: its page (client), its form (supplier). */
  openReceipt: (id: string) => string;
}

/** What every payment answer of either side holds (a supplier's adds its receipt's series and number). */
export type AnyPayment = ClientPayment & { receiptSeries?: string | null; receiptNumber?: string | null };

/** Where a row opens: a bank transfer's form, a receipt's page (or form). */
export const pathOfPayment = (paths: PaymentPaths, payment: { id: string; type: PaymentType }) =>
  payment.type === 'receipt' ? paths.openReceipt(payment.id) : paths.transfer(payment.id);

/** The number a payment shows: the company's series number, or the supplier's series and number. */
export function numberOfPayment(payment: {
  seriesNumber: string | null;
  receiptSeries?: string | null;
  receiptNumber?: string | null;
}): string | null {
  if (payment.seriesNumber) return payment.seriesNumber;
  const supplier = [payment.receiptSeries, payment.receiptNumber].filter(Boolean).join(' ');
  return supplier === '' ? null : supplier;
}
