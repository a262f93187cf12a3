import type { DocumentSeries } from '@app/domain/document-series/document-series.schemas';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/list/ListScreen';
import { SettingsListPage } from '../components/SettingsListPage';
import { SERIES_PATH, seriesApi } from './series.api';

const SeriesFiltersDialog = lazy(() => import('./SeriesFiltersDialog'));

/** /settings/documents-series: the numbering series of the company's documents. */
export function SeriesPage() {
  const { t } = useTranslation();
  const columns: ListColumn<DocumentSeries>[] = [
    { key: 'prefix', header: t('settings.document-series.fields.prefix'), sortable: true },
    { key: 'suffix', header: t('settings.document-series.fields.suffix'), render: (s) => s.suffix ?? '' },
    {
      key: 'type',
      header: t('settings.document-series.fields.type'),
      sortable: true,
      render: (s) => t(`settings.document-series.types.${s.type}`),
    },
    { key: 'startDate', header: t('settings.document-series.fields.startDate'), sortable: true },
    {
      key: 'currentIndex',
      header: t('settings.document-series.fields.currentIndex'),
      render: (s) => s.currentIndex ?? '—',
    },
    {
      key: 'nextNumber',
      header: t('settings.document-series.fields.nextNumber'),
      render: (s) => s.nextNumber ?? '—',
    },
  ];
  return (
    <SettingsListPage<DocumentSeries>
      resource="document-series"
      api={seriesApi}
      basePath={SERIES_PATH}
      columns={columns}
      describe={(s) => `${s.prefix}${s.suffix ? ` … ${s.suffix}` : ''}`}
      defaultSort={{ sortBy: 'prefix', sortDir: 'asc' }}
      filtersDialog={SeriesFiltersDialog}
    />
  );
}
