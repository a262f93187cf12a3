import { DOCUMENT_SERIES_TYPES } from '@app/domain/document-series/document-series.schemas';
import { useTranslation } from 'react-i18next';
import type { ListFiltersDialogProps } from '../../../shared/list/ListScreen';
import { SelectFilterDialog } from '../components/SelectFilterDialog';

/** Filter of the series list: the document type (loaded on demand). */
export default function SeriesFiltersDialog(props: ListFiltersDialogProps) {
  const { t } = useTranslation();
  return (
    <SelectFilterDialog
      {...props}
      choices={[
        {
          field: 'type',
          label: t('settings.document-series.fields.type'),
          options: DOCUMENT_SERIES_TYPES.map((type) => ({
            value: type,
            label: t(`settings.document-series.types.${type}`),
          })),
          testId: 'document-series-filter-type',
        },
      ]}
    />
  );
}
