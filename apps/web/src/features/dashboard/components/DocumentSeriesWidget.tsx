import { useTranslation } from 'react-i18next';
import { dashboardLists, type SeriesItem } from './dashboard-lists';
import { ListWidget } from './ListWidget';

/** The company's numbering series with the next number each will hand out. */
export function DocumentSeriesWidget({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  return (
    <ListWidget<SeriesItem>
      title={t('dashboard.document-series.title')}
      viewAllTo="/settings/documents-series"
      emptyText={t('dashboard.document-series.empty')}
      queryKey={['dashboard', companyId, 'document-series']}
      fetchRows={(signal) => dashboardLists.documentSeries(companyId, signal)}
      line={(series) => ({
        key: series.id,
        to: `/settings/documents-series/${series.id}`,
        title: [series.prefix, series.suffix].filter(Boolean).join(' / '),
        detail: t(`dashboard.document-series.types.${series.type}`, { defaultValue: series.type }),
        figure: series.nextNumber
          ? t('dashboard.document-series.next', { number: series.nextNumber })
          : t('dashboard.document-series.exhausted'),
      })}
      data-testid="widget-document-series"
    />
  );
}
