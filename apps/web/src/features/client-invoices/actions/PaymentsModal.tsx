import type { ClientDocument } from '@app/domain/invoicing/client-document.schemas';
import { money } from '@app/domain/invoicing/totals-money';
import { useTranslation } from 'react-i18next';
import { InvoicePaymentsModal } from '../../../shared/invoicing/InvoicePaymentsModal';
import type { InvoicePayment } from '../../../shared/invoicing/InvoicePaymentsTable';
import { useDocumentQuery, useInvoicePayments } from '../client-documents.queries';

/** Where a payment opens: a bank transfer's page or a receipt's (spec 01 §2 route catalogue). */
const paymentPath = (payment: InvoicePayment) =>
  payment.type === 'receipt'
    ? `/clients/receipts/view/${payment.paymentId}`
    : `/clients/payments/${payment.paymentId}`;

/**
 * A new bank transfer for the invoice: the payment form reads the invoice, its client and currency
 * from these parameters and starts paying the invoice's remainder.
 */
export const newPaymentPath = (invoice: ClientDocument) =>
  `/clients/payments/create?${new URLSearchParams({
    invoice: invoice.id,
    client: invoice.partnerId,
    clientName: invoice.partnerName,
    currency: invoice.currency,
  })}`;

/** The payments and refunds allocated to an invoice, and a way to record a new one. */
export function PaymentsModal({
  companyId,
  invoiceId,
  canWrite,
  onClose,
}: {
  companyId: string;
  invoiceId: string;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const payments = useInvoicePayments(companyId, invoiceId);
  const invoice = useDocumentQuery(companyId, 'invoice', invoiceId);
  const payable = invoice.data?.status === 'published' && !money(invoice.data.remaining, money('0')).isZero();
  return (
    <InvoicePaymentsModal
      texts="client-invoices"
      payments={payments}
      pathOf={paymentPath}
      add={
        canWrite && payable && invoice.data
          ? { path: newPaymentPath(invoice.data), label: t('client-invoices.payments.add') }
          : null
      }
      onClose={onClose}
    />
  );
}
