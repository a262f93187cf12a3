import { useTranslation } from 'react-i18next';
import { InvoicePaymentsModal } from '../../../shared/invoicing/InvoicePaymentsModal';
import { supplierInvoicePaths } from '../supplier-invoice-paths';
import { useSupplierInvoicePayments } from '../supplier-invoices.queries';
import type { InvoiceTarget } from './invoice-target';

/** The payments and refunds allocated to a supplier invoice, and a way to record a new one. */
export function SupplierPaymentsModal({
  companyId,
  invoice,
  canAdd,
  onClose,
}: {
  companyId: string;
  invoice: InvoiceTarget;
  /** Whether a payment may be added now (write permission, an invoice that takes payments, unpaid). */
  canAdd: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const payments = useSupplierInvoicePayments(companyId, invoice.id);
  return (
    <InvoicePaymentsModal
      texts="supplier-invoices"
      payments={payments}
      pathOf={supplierInvoicePaths.payment}
      add={
        canAdd
          ? {
              path: supplierInvoicePaths.newPayment(invoice),
              label: t('supplier-invoices.actions.add-payment'),
            }
          : null
      }
      onClose={onClose}
    />
  );
}
