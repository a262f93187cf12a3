import { paymentTables } from '../../platform/payments/payment-tables';
import { clientDocuments } from '../client-invoices/client-invoices.tables';

/**
 * Money received from (or refunded to) a client: by bank transfer, or in cash against a receipt,
 * which carries its own series and number (spec 02 §3 Receipt, Payment or refund); and which
 * invoices each pays, and how much of each.
 */
export const clientPaymentTables = paymentTables('client', () => clientDocuments.id);
export const clientPayments = clientPaymentTables.payments;
export const clientPaymentAllocations = clientPaymentTables.allocations;
