import type { SupplierInvoiceListItem } from '@app/domain/invoicing/supplier-invoice.schemas';
import { supplierInvoiceTakesPayments } from '@app/domain/invoicing/supplier-invoice-state';
import { money } from '@app/domain/invoicing/totals-money';

/** What the actions of a list row or of the view page need of an invoice. */
export type InvoiceTarget = Pick<
  SupplierInvoiceListItem,
  'id' | 'status' | 'seriesNumber' | 'partnerId' | 'partnerName' | 'currency' | 'remaining'
>;

/**
 * Which actions apply: editing and deleting need the write permission (the server still refuses
 * what its abilities forbid, with the reason); a payment is added to an invoice added by hand or
 * confirmed, while something remains to pay.
 */
export function supplierInvoiceActions(target: InvoiceTarget, canWrite: boolean) {
  return {
    edit: canWrite,
    remove: canWrite,
    addPayment:
      canWrite &&
      supplierInvoiceTakesPayments(target.status) &&
      !money(target.remaining, money('0')).isZero(),
  };
}
