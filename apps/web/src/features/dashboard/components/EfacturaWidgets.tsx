import type {
  EfacturaDashboardItem,
  EfacturaDashboardWidget,
} from '@app/domain/efactura/efactura-sending.schemas';
import type { ListingFilter } from '@app/domain/listing/listing.schemas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { efacturaApi } from '../../efactura/efactura.api';
import { efacturaKeys } from '../../efactura/efactura.queries';
import { listAddress } from './dashboard-lists';
import { WidgetLines } from './ListWidget';
import { WidgetFrame } from './WidgetFrame';

type WidgetName = 'dueSoon' | 'dueToday' | 'pending' | 'rejected';

const WIDGETS: { name: WidgetName; testId: string; filter: string }[] = [
  { name: 'dueSoon', testId: 'widget-efactura-due-soon', filter: 'none' },
  { name: 'dueToday', testId: 'widget-efactura-due-today', filter: 'none' },
  { name: 'pending', testId: 'widget-efactura-pending', filter: 'pending' },
  { name: 'rejected', testId: 'widget-efactura-rejected', filter: 'rejected' },
];

const efacturaFilter = (value: string): ListingFilter[] => [
  { field: 'efacturaStatus', operator: 'eq', value },
];

/**
 * The four RO-E-Factura widgets of the dashboard (spec 02 §2): invoices due soon and due today (not
 * sent, the 5-day deadline close or reached), sends pending at ANAF, rejected ones. One call feeds
 * all four; each has its title, empty state, view-all link and "Lista nu s-a încărcat" on failure.
 */
export function EfacturaWidgets({ companyId }: { companyId: string }) {
  const query = useQuery({
    queryKey: efacturaKeys.dashboard(companyId),
    queryFn: ({ signal }) => efacturaApi.dashboard(companyId, signal),
    meta: { silent: true },
    retry: 1,
  });
  return (
    <>
      {WIDGETS.map(({ name, testId, filter }) => (
        <EfacturaWidget
          key={name}
          name={name}
          testId={testId}
          viewAllTo={listAddress('/clients/invoices', efacturaFilter(filter))}
          widget={query.data?.[name]}
          isLoading={query.isPending}
          isError={query.isError}
          onRetry={() => void query.refetch()}
        />
      ))}
    </>
  );
}

function EfacturaWidget({
  name,
  testId,
  viewAllTo,
  widget,
  isLoading,
  isError,
  onRetry,
}: {
  name: WidgetName;
  testId: string;
  viewAllTo: string;
  widget: EfacturaDashboardWidget | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const items = widget?.items ?? [];
  const detail = (item: EfacturaDashboardItem) =>
    name === 'dueSoon' || name === 'dueToday'
      ? t('efactura.dashboard.deadline', { date: format.date(item.deadline) })
      : t('efactura.dashboard.issued', { date: format.date(item.issueDate) });
  return (
    <div data-testid={testId}>
      <WidgetFrame
        title={t(`efactura.dashboard.${name}.title`)}
        viewAllTo={viewAllTo}
        isLoading={isLoading}
        isError={isError}
        onRetry={onRetry}
        isEmpty={items.length === 0}
        emptyText={t(`efactura.dashboard.${name}.empty`)}
      >
        <WidgetLines
          lines={items.map((item) => ({
            key: item.id,
            to: `/clients/invoices/view/${item.id}`,
            title: `${item.seriesNumber ?? ''} · ${item.partnerName}`,
            detail: detail(item),
            figure: format.money(item.grossTotal, item.currency),
          }))}
        />
      </WidgetFrame>
    </div>
  );
}
