import { STOCK_UNLOAD_TYPES } from '@app/domain/stock/stock-kinds';
import { useTranslation } from 'react-i18next';
import type { ListFiltersDialogProps } from '../../../shared/list/ListScreen';
import { SelectFilterDialog } from '../../settings/components/SelectFilterDialog';

/** Filter of the warehouses: the unload type (loaded on demand). */
export default function WarehouseFiltersDialog(props: ListFiltersDialogProps) {
  const { t } = useTranslation();
  return (
    <SelectFilterDialog
      {...props}
      choices={[
        {
          field: 'unloadType',
          label: t('warehouses.fields.unloadType'),
          options: STOCK_UNLOAD_TYPES.map((type) => ({
            value: type,
            label: t(`warehouses.unload-types.${type}`),
          })),
          testId: 'warehouses-filter-unload-type',
        },
      ]}
    />
  );
}
