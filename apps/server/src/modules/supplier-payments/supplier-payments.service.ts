import type { SupplierInvoiceStatus } from '@app/domain/invoicing/supplier-invoice.schemas';
import { supplierInvoiceTakesPayments } from '@app/domain/invoicing/supplier-invoice-state';
import type {
  SupplierPaymentListItem,
  SupplierPaymentPayload,
} from '@app/domain/invoicing/supplier-payment.schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/http/errors';
import { createPaymentsCore, type PaymentSide } from '../../platform/payments/payments-core';
import type { SupplierInvoicePayments } from '../supplier-invoices/supplier-invoice-payments';
import { supplierPaymentsRepo } from './supplier-payments.repo';

type ReceiptFields = Pick<SupplierPaymentListItem, 'receiptSeries' | 'receiptNumber'>;

/**
 * The supplier side of payments: money paid to suppliers (partners that are suppliers or both) or
 * refunded by them, against invoices added by hand or confirmed (`not-confirmed` otherwise). A
 * supplier's receipt is recorded as the supplier wrote it (its series and number) and counts at
 * once: there is nothing to publish, so it stays editable and deletable like a bank transfer.
 */
const supplierSide: PaymentSide<SupplierPaymentPayload, ReceiptFields> = {
  name: 'supplier',
  partnerRoles: ['supplier', 'both'],
  partnerRefused: 'not-supplier',
  invoiceRefusal: (status) =>
    supplierInvoiceTakesPayments(status as SupplierInvoiceStatus) ? null : 'not-confirmed',
  startStatus: () => 'published',
  lockedReason: () => null,
  columns: (input) =>
    input.type === 'receipt' && input.receiptSeries && input.receiptNumber
      ? {
          receiptSeries: input.receiptSeries,
          number: input.receiptNumber,
          seriesNumber: `${input.receiptSeries} ${input.receiptNumber}`,
        }
      : {},
  extra: (row) => ({
    receiptSeries: row.type === 'receipt' ? row.receiptSeries : null,
    receiptNumber: row.type === 'receipt' ? row.number : null,
  }),
};

/**
 * Supplier payments and refunds (bank transfers) and supplier receipts (spec 02 §3-§5), on the
 * shared payments core; and the payments of one supplier invoice.
 */
export function createSupplierPaymentsService(database: Database, invoices: SupplierInvoicePayments) {
  const core = createPaymentsCore(database, supplierPaymentsRepo, invoices, supplierSide);
  return {
    list: core.list,
    get: core.get,
    create: core.create,
    update: core.update,
    /** Gives back what the payment paid on its invoices. */
    delete: core.delete,
    payableInvoices: core.payableInvoices,

    /** The payments of one of the company's supplier invoices, newest first; 404 for another's. */
    async ofInvoice(companyId: string, invoiceId: string) {
      if (!(await invoices.exists(database.db, companyId, invoiceId))) throw notFound();
      return invoices.ofInvoice(database.db, companyId, invoiceId);
    },
  };
}
export type SupplierPaymentsService = ReturnType<typeof createSupplierPaymentsService>;
