import type { PaymentSide } from '../../shared/payments/payment-side';

/**
 * Supplier payments and refunds, and the receipts suppliers hand over (spec 01 §2 route catalogue):
 * a supplier receipt records the supplier's series and number, counts once saved, and is edited
 * or deleted in its form (no issue, void or print).
 */
export const SUPPLIER_PAYMENT_SIDE: PaymentSide = {
  side: 'supplier',
  texts: 'supplier-payments',
  resources: { payments: 'supplier-payments', receipts: 'supplier-receipts' },
  partnerRoles: ['supplier', 'both'],
  area: 'supplier-payments',
  invoicesKey: 'supplier-invoices',
  invoicesResource: 'supplier-invoices',
  issuedReceipts: false,
  paths: {
    payments: '/suppliers/payments',
    receipts: '/suppliers/receipts',
    createTransfer: '/suppliers/payments/create',
    createReceipt: '/suppliers/receipts/create',
    transfer: (id) => `/suppliers/payments/${id}`,
    editReceipt: (id) => `/suppliers/receipts/${id}`,
    openReceipt: (id) => `/suppliers/receipts/${id}`,
  },
};
