import type { DocumentStatus } from '@app/domain/invoicing/client-document.schemas';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<DocumentStatus, string> = { draft: 'gray', published: 'blue', voided: 'red' };

/** Draft ("Ciornă"), issued ("Emisă") or voided ("Anulată"). */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} data-testid="document-status">
      {t(`client-invoices.status.${status}`)}
    </Badge>
  );
}
