import type { SupplierInvoiceListItem } from '@app/domain/invoicing/supplier-invoice.schemas';
import { supplierInvoiceTakesPayments } from '@app/domain/invoicing/supplier-invoice-state';
import { money } from '@app/domain/invoicing/totals-money';
import type { InvoiceAccess } from '../../../shared/invoicing/invoice-access';

/** What the actions of a list row or of the view page need of an invoice. */
export type InvoiceTarget = Pick<
  SupplierInvoiceListItem,
  'id' | 'status' | 'seriesNumber' | 'partnerId' | 'partnerName' | 'currency' | 'remaining'
>;

/**
 * Which actions apply: editing needs the write permission, deleting the delete one (the server
 * still refuses what its abilities forbid, with the reason); the payments are the supplier payments'
 * to show and record; a payment is added to an invoice added by hand or confirmed, while something
 * remains to pay.
 */
export function supplierInvoiceActions(target: InvoiceTarget, access: InvoiceAccess) {
  return {
    edit: access.canWrite,
    remove: access.canDelete,
    payments: access.canReadPayments,
    addPayment:
      access.canAddPayment &&
      supplierInvoiceTakesPayments(target.status) &&
      !money(target.remaining, money('0')).isZero(),
  };
}
