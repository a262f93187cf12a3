import type { StockDocumentStatus } from '@app/domain/stock/stock-kinds';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<StockDocumentStatus, string> = { draft: 'gray', published: 'blue', voided: 'red' };

/** Draft ("Ciornă"), issued ("Emis") or voided ("Anulat"). */
export function StockStatusBadge({ status }: { status: StockDocumentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status]} data-testid="document-status">
      {t(`stock-documents.status.${status}`)}
    </Badge>
  );
}
