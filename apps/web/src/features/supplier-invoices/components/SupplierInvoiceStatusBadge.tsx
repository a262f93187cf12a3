import type { SupplierInvoiceStatus } from '@app/domain/invoicing/supplier-invoice.schemas';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<SupplierInvoiceStatus, string> = {
  published: 'blue',
  received: 'yellow',
  confirmed: 'green',
  rejected: 'red',
};

/** Added by hand, received through e-Factura, confirmed or rejected (spec 02 §4). */
export function SupplierInvoiceStatusBadge({ status }: { status: SupplierInvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status]} data-testid="document-status" data-status={status}>
      {t(`supplier-invoices.status.${status}`)}
    </Badge>
  );
}
