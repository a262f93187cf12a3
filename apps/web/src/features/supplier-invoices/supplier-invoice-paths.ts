// The pages of supplier invoices (spec 01 §2 route catalogue).

const BASE = '/suppliers/invoices';

/**
 * The modal a view address opens: the confirm or reject message (the e-invoice messages,
 * /view/:id/messages, are the e-Factura feature's own page).
 */
export type ViewModal = 'confirm' | 'reject';

export const supplierInvoicePaths = {
  list: BASE,
  create: `${BASE}/create`,
  edit: (id: string) => `${BASE}/${id}`,
  view: (id: string, modal?: ViewModal) => `${BASE}/view/${id}${modal ? `/${modal}` : ''}`,
  /**
   * A new payment of the invoice: the payment form reads the invoice, its supplier and currency
   * from the address and starts paying the invoice's remainder.
   */
  newPayment: (invoice: { id: string; partnerId: string; partnerName: string; currency: string }) =>
    `/suppliers/payments/create?${new URLSearchParams({
      invoiceId: invoice.id,
      supplier: invoice.partnerId,
      supplierName: invoice.partnerName,
      currency: invoice.currency,
    })}`,
  /** Where a payment of the invoice opens: a bank transfer's page or a receipt's. */
  payment: (payment: { paymentId: string; type: string }) =>
    payment.type === 'receipt'
      ? `/suppliers/receipts/${payment.paymentId}`
      : `/suppliers/payments/${payment.paymentId}`,
};
