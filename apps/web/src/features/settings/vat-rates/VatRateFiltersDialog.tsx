import { VAT_CATEGORY_CODES } from '@app/domain/vat-rates/vat-categories';
import { useTranslation } from 'react-i18next';
import type { ListFiltersDialogProps } from '../../../shared/list/ListScreen';
import { SelectFilterDialog } from '../components/SelectFilterDialog';

/** Filters of the VAT rates: category code, and the internal rate (loaded on demand). */
export default function VatRateFiltersDialog(props: ListFiltersDialogProps) {
  const { t } = useTranslation();
  return (
    <SelectFilterDialog
      {...props}
      choices={[
        {
          field: 'code',
          label: t('settings.vat-rates.fields.code'),
          options: VAT_CATEGORY_CODES.map((code) => ({
            value: code,
            label: `${code} – ${t(`settings.vat-rates.codes.${code}`)}`,
          })),
          testId: 'vat-rates-filter-code',
        },
        {
          field: 'internal',
          label: t('settings.vat-rates.fields.internal'),
          options: [
            { value: 'true', label: t('settings.yes') },
            { value: 'false', label: t('settings.no') },
          ],
          testId: 'vat-rates-filter-internal',
        },
      ]}
    />
  );
}
