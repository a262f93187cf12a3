import { EFACTURA_STATUS_FILTERS } from '@app/domain/efactura/efactura-sending.schemas';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../shared/list/FilterFields';

/** The client invoice list's filter by RO e-Factura state (or never sent: `none`). */
export function EfacturaStatusFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (next: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={t('efactura.filters.status')}
      data={EFACTURA_STATUS_FILTERS.map((option) => ({
        value: option,
        label: t(`efactura.status.${option}`),
      }))}
      value={value}
      onChange={onChange}
      data-testid="filter-efactura-status"
    />
  );
}
