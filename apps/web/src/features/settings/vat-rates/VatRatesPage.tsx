import type { VatRate } from '@app/domain/vat-rates/vat-rate.schemas';
import { Badge, Group } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import type { ListColumn } from '../../../shared/list/ListScreen';
import { SettingsListPage } from '../components/SettingsListPage';
import { percentText, validityText } from './vat-rate-text';
import { VAT_RATES_PATH, vatRatesApi } from './vat-rates.api';

const VatRateFiltersDialog = lazy(() => import('./VatRateFiltersDialog'));

/** /settings/vat-rates: the company's VAT rates, the internal non-VAT-payer rate among them. */
export function VatRatesPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const words = { from: t('settings.vat-rates.from'), until: t('settings.vat-rates.until') };
  const columns: ListColumn<VatRate>[] = [
    {
      key: 'value',
      header: t('settings.vat-rates.fields.value'),
      sortable: true,
      width: '7rem',
      render: (rate) => (rate.value === null ? '—' : percentText(rate.value, i18n.language)),
    },
    {
      key: 'code',
      header: t('settings.vat-rates.fields.code'),
      sortable: true,
      render: (rate) => (
        <Group gap="xs" wrap="nowrap">
          <span>{`${rate.code} – ${t(`settings.vat-rates.codes.${rate.code}`)}`}</span>
          {rate.internal && (
            <Badge size="sm" variant="light">
              {t('settings.vat-rates.internal-badge')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'exemptionReasonCode',
      header: t('settings.vat-rates.fields.exemptionReasonCode'),
      render: (rate) => rate.exemptionReasonCode ?? '',
    },
    {
      key: 'validity',
      header: t('settings.vat-rates.fields.validity'),
      sortKey: 'validTo',
      sortable: true,
      render: (rate) => validityText(rate, words, format.date),
    },
  ];
  return (
    <SettingsListPage<VatRate>
      resource="vat-rates"
      api={vatRatesApi}
      basePath={VAT_RATES_PATH}
      columns={columns}
      describe={(rate) =>
        rate.value === null ? rate.code : `${percentText(rate.value, i18n.language)} (${rate.code})`
      }
      filtersDialog={VatRateFiltersDialog}
      deletable={(rate) => !rate.internal}
    />
  );
}
