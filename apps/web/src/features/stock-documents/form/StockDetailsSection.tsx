import { STOCK_SERIES_TYPE } from '@app/domain/stock/stock-kinds';
import { Loader, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/DateField';
import { SelectField } from '../../../shared/forms/FormFields';
import { FormSection } from '../../../shared/forms/FormSection';
import {
  CurrencyRateField,
  DocumentCurrencyField,
  RateLoadFailedAlert,
} from '../../../shared/invoicing/CurrencyFields';
import { sourcesApi } from '../../../shared/invoicing/document-sources.api';
import { PartnerChoiceField } from '../../../shared/invoicing/PartnerChoiceField';
import { sourceKeys } from '../../../shared/invoicing/source-keys';
import { useCurrencyRate } from '../../../shared/invoicing/useCurrencyRate';
import { STOCK_KINDS, type StockDocumentKind } from '../stock-document-kinds';
import { useWarehouses } from '../stock-documents.queries';
import type { StockFormValues } from './stock-form-values';

interface StockDetailsSectionProps {
  kind: StockDocumentKind;
  companyId: string;
  currentPartner: { id: string; name: string } | null;
}

/**
 * The document's own fields (spec 02 §3 Common document fields): series, warehouse (locked once the
 * document has lines, spec 02 §4 Stock receipts), issue date, the partner of a note or an advice,
 * currency with the National Bank's rate and its date.
 */
export function StockDetailsSection({ kind, companyId, currentPartner }: StockDetailsSectionProps) {
  const { t } = useTranslation();
  const form = useFormContext<StockFormValues>();
  const [currency, lines] = useWatch({ control: form.control, name: ['currency', 'lines'] });
  const hasLines = lines.length > 0;
  const field = (name: string) => t(`stock-documents.fields.${name}`);
  const warehouses = useWarehouses(companyId);
  const series = useQuery({
    queryKey: sourceKeys(companyId, 'series', STOCK_SERIES_TYPE[kind]),
    queryFn: ({ signal }) => sourcesApi.series(companyId, STOCK_SERIES_TYPE[kind], signal),
    select: (page) => page.items,
    staleTime: 0,
  });
  const rate = useCurrencyRate(companyId);
  const partner = STOCK_KINDS[kind].partner;

  // The rate's own date (the National Bank's last business day up to the issue date).
  useEffect(() => {
    if (rate.state.status === 'loaded')
      form.setValue('currencyRateDate', rate.state.rate.date, { shouldDirty: true });
    if (currency === 'RON') form.setValue('currencyRateDate', '');
  }, [rate.state, currency, form]);

  // A new document is numbered in the company's first series of the kind until another is chosen.
  const firstSeries = series.data?.[0]?.id;
  useEffect(() => {
    if (firstSeries && form.getValues('documentSeriesId') === '')
      form.setValue('documentSeriesId', firstSeries);
  }, [firstSeries, form]);

  const seriesOptions = (series.data ?? []).map((entry) => ({
    value: entry.id,
    label: entry.suffix ? `${entry.prefix} … ${entry.suffix}` : entry.prefix,
  }));

  return (
    <FormSection title={t('stock-documents.sections.details')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <SelectField
          name="documentSeriesId"
          label={field('documentSeriesId')}
          required
          data={seriesOptions}
          data-testid="document-series"
        />
        <SelectField
          name="warehouseId"
          label={field('warehouseId')}
          required
          searchable
          disabled={hasLines}
          description={hasLines ? t('stock-documents.form.warehouse-locked') : undefined}
          data={(warehouses.data ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
          nothingFoundMessage={
            warehouses.isPending ? <Loader size="xs" /> : t('stock-documents.form.no-warehouses')
          }
          data-testid="document-warehouse"
        />
        <DateField name="issueDate" label={field('issueDate')} required data-testid="document-issue-date" />
        {partner && (
          <PartnerChoiceField
            side={partner}
            labelKey={`stock-documents.fields.partner-${partner}`}
            nothingFoundKey={`stock-documents.form.no-partners-${partner}`}
            companyId={companyId}
            current={currentPartner}
          />
        )}
        <DocumentCurrencyField label={field('currency')} />
        {currency !== 'RON' && (
          <CurrencyRateField label={field('currencyRate')} currency={currency} rate={rate.state} />
        )}
        {currency !== 'RON' && <DateField name="currencyRateDate" label={field('currencyRateDate')} />}
      </SimpleGrid>
      <RateLoadFailedAlert currency={currency} rate={rate.state} />
      {series.isSuccess && seriesOptions.length === 0 && (
        <Text size="sm" c="red" data-testid="no-series">
          {t('stock-documents.form.no-series')}
        </Text>
      )}
      {warehouses.isSuccess && warehouses.data.length === 0 && (
        <Text size="sm" c="red" data-testid="no-warehouses">
          {t('stock-documents.form.no-warehouses')}
        </Text>
      )}
    </FormSection>
  );
}
