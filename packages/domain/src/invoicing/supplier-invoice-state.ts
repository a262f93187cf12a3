import type { SupplierInvoiceStatus } from './supplier-invoice.schemas';

export type SupplierInvoiceAction = 'confirm' | 'reject';

/**
 * Spec 02 §4 Supplier invoices: a received invoice can be confirmed or rejected, a rejected one can
 * still be confirmed; an invoice added by hand, or already confirmed, takes neither. The answer is
 * the status after the action, or the reason code it is refused with.
 */
export function supplierInvoiceTransition(
  status: SupplierInvoiceStatus,
  action: SupplierInvoiceAction,
):
  | { status: SupplierInvoiceStatus }
  | { refused: 'not-received' | 'already-confirmed' | 'already-rejected' } {
  if (status === 'published') return { refused: 'not-received' };
  if (status === 'confirmed') return { refused: 'already-confirmed' };
  if (action === 'confirm') return { status: 'confirmed' };
  return status === 'rejected' ? { refused: 'already-rejected' } : { status: 'rejected' };
}

/** Payments and refunds are added only to invoices added by hand or confirmed. */
export const supplierInvoiceTakesPayments = (status: SupplierInvoiceStatus): boolean =>
  status === 'published' || status === 'confirmed';
