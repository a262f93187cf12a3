import type { PaymentSide } from '../../shared/payments/payment-side';

/** Client payments and refunds, and the company's own receipts (spec 01 §2 route catalogue). */
export const CLIENT_PAYMENT_SIDE: PaymentSide = {
  side: 'client',
  texts: 'client-payments',
  resources: { payments: 'client-payments', receipts: 'client-receipts' },
  partnerRoles: ['client', 'both'],
  area: 'client-payments',
  invoicesKey: 'client-documents',
  invoicesResource: 'client-invoices',
  issuedReceipts: true,
  paths: {
    payments: '/clients/payments',
    receipts: '/clients/receipts',
    createTransfer: '/clients/payments/create',
    createReceipt: '/clients/receipts/create',
    transfer: (id) => `/clients/payments/${id}`,
    editReceipt: (id) => `/clients/receipts/${id}`,
    openReceipt: (id) => `/clients/receipts/view/${id}`,
  },
};
