import type { StockDocumentListItem } from '@app/domain/stock/stock-document.schemas';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { useCan } from '../../../shared/permissions/permissions';
import { STOCK_KINDS, type StockDocumentKind, stockPaths } from '../../stock-documents/stock-document-kinds';
import { stockDocumentsApi } from '../../stock-documents/stock-documents.api';
import { WIDGET_ROWS } from './dashboard-lists';
import { ListWidget } from './ListWidget';

/** The two stock lists of the dashboard (spec 02 §2 Dashboard) and their texts under dashboard.<key>. */
const WIDGETS = {
  'client-goods-despatch-advice': {
    texts: 'dashboard.client-despatch-advices',
    testId: 'widget-despatch-advices',
  },
  'goods-receipt-note': { texts: 'dashboard.goods-receipt-notes', testId: 'widget-goods-receipt-notes' },
} as const;

export type DashboardStockKind = keyof typeof WIDGETS;

/**
 * The latest documents of a stock kind, newest first: a draft opens in its form (its view for a
 * reader), an issued or voided one in its view; the partner, date, warehouse and total show.
 */
export function LatestStockDocumentsWidget({
  companyId,
  kind,
}: {
  companyId: string;
  kind: DashboardStockKind;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const canWrite = useCan(`${STOCK_KINDS[kind].permission}.write`);
  const { texts, testId } = WIDGETS[kind];
  const open = (document: StockDocumentListItem) =>
    document.status === 'draft' && canWrite
      ? stockPaths.edit(kind, document.id)
      : stockPaths.view(kind, document.id);
  return (
    <ListWidget<StockDocumentListItem>
      data-testid={testId}
      title={t(`${texts}.title`)}
      viewAllTo={stockPaths.list(kind)}
      emptyText={t(`${texts}.empty`)}
      queryKey={['dashboard', companyId, kind]}
      fetchRows={(signal) =>
        stockDocumentsApi.list(
          companyId,
          kind as StockDocumentKind,
          { page: 1, perPage: WIDGET_ROWS, sortBy: 'createdAt', sortDir: 'desc' },
          signal,
        )
      }
      line={(document) => ({
        key: document.id,
        to: open(document),
        title: [document.seriesNumber ?? t('stock-documents.status.draft'), document.partnerName]
          .filter(Boolean)
          .join(' · '),
        detail: t('dashboard.stock-document-detail', {
          date: format.date(document.issueDate),
          warehouse: document.warehouseName,
          status: t(`stock-documents.status.${document.status}`),
        }),
        figure: format.money(document.grossTotal, document.currency),
      })}
    />
  );
}
