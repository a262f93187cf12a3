import type { ClientPaymentListItem } from '@app/domain/invoicing/client-payment.schemas';

/** The pages of payments and receipts (spec 01 §2 route catalogue). */
export const PAYMENT_PATHS = {
  payments: '/clients/payments',
  receipts: '/clients/receipts',
  createTransfer: '/clients/payments/create',
  createReceipt: '/clients/receipts/create',
  transfer: (id: string) => `/clients/payments/${id}`,
  editReceipt: (id: string) => `/clients/receipts/${id}`,
  viewReceipt: (id: string) => `/clients/receipts/view/${id}`,
};

/** Where a row opens: a bank transfer's form, a receipt's page. */
export const pathOfPayment = (payment: Pick<ClientPaymentListItem, 'id' | 'type'>) =>
  payment.type === 'receipt' ? PAYMENT_PATHS.viewReceipt(payment.id) : PAYMENT_PATHS.transfer(payment.id);
