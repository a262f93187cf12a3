import { paymentTables } from '../../platform/payments/payment-tables';
import { supplierInvoices } from '../supplier-invoices/supplier-invoices.tables';

/**
 * Money paid to (or refunded by) a supplier: by bank transfer, or in cash against the supplier's
 * receipt, whose series and number are recorded as written; and which supplier invoices each pays.
 */
export const supplierPaymentTables = paymentTables('supplier', () => supplierInvoices.id);
export const supplierPayments = supplierPaymentTables.payments;
export const supplierPaymentAllocations = supplierPaymentTables.allocations;
