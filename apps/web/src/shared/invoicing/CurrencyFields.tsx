import { OFFERED_CURRENCIES } from '@app/domain/exchange-rates/currencies';
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../forms/FormFields';
import { NumberField } from '../forms/NumberField';
import type { RateState } from './useCurrencyRate';

/** An invoice's currency (its `currency` field), among the offered currencies. */
export function DocumentCurrencyField({ label }: { label: string }) {
  return (
    <SelectField
      name="currency"
      label={label}
      required
      searchable
      data={[...OFFERED_CURRENCIES]}
      data-testid="document-currency"
    />
  );
}

/** The RON value of one unit of a foreign currency (`currencyRate`), with a spinner while the rate loads. */
export function CurrencyRateField({
  label,
  currency,
  rate,
}: {
  label: string;
  currency: string;
  rate: RateState;
}) {
  const { t } = useTranslation();
  return (
    <NumberField
      name="currencyRate"
      label={label}
      required
      description={t('client-invoices.rate.per-unit', { currency })}
      rightSection={rate.status === 'loading' ? <Loader size="xs" /> : undefined}
      data-testid="document-currency-rate"
    />
  );
}

/** Said when the rate of a foreign currency could not be loaded: the user types it. */
export function RateLoadFailedAlert({ currency, rate }: { currency: string; rate: RateState }) {
  const { t } = useTranslation();
  if (currency === 'RON' || rate.status !== 'failed') return null;
  return (
    <Alert color="orange" data-testid="rate-load-failed">
      {t('client-invoices.rate.load-failed')}
    </Alert>
  );
}
