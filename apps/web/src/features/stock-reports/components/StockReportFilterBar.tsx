import { Button, Group, Select } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import {
  STOCK_REPORT_SHAPES,
  type StockFilterErrors,
  type StockReportFilters,
} from '../stock-report-filters';
import type { Choice, StockReportId } from '../stock-report-types';
import { ProductSelect } from './ProductSelect';

interface StockReportFilterBarProps {
  companyId: string;
  report: StockReportId;
  filters: StockReportFilters;
  product: Choice | null;
  warehouses: Choice[];
  categories: Choice[];
  errors: StockFilterErrors;
  generating: boolean;
  onFilters: (next: StockReportFilters) => void;
  onProduct: (product: Choice | null) => void;
  onGenerate: () => void;
}

/** The rule code of a field as a sentence ("after_or_equal:from" -> "after-from"). */
const ERROR_KEYS: Record<string, string> = {
  required: 'required',
  date: 'date',
  'after_or_equal:from': 'after-from',
  exists: 'unknown',
};

/**
 * Warehouse, product, category, and the period or date a stock report asks for, and the Generate
 * button: nothing is asked of the server before it is pressed.
 */
export function StockReportFilterBar(props: StockReportFilterBarProps) {
  const { t } = useTranslation();
  const { report, filters, errors, onFilters } = props;
  const shape = STOCK_REPORT_SHAPES[report];
  const errorText = (code: string | undefined) =>
    code ? t(`stock-reports.errors.${ERROR_KEYS[code] ?? 'invalid'}`) : undefined;
  const dateField = (field: 'from' | 'to' | 'date', label: string) => (
    <CalendarDateInput
      label={label}
      value={filters[field]}
      onChange={(value) => onFilters({ ...filters, [field]: value })}
      withAsterisk={shape.dates === 'period'}
      clearable={shape.dates !== 'period'}
      error={errorText(errors[field])}
      w={150}
      data-testid={`stock-report-${field}`}
    />
  );
  const choices = (list: Choice[]) => list.map((choice) => ({ value: choice.id, label: choice.name }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onGenerate();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('stock-reports.filters.label')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label={t('stock-reports.filters.warehouse')}
          placeholder={
            shape.warehouseRequired
              ? t('stock-reports.filters.choose-warehouse')
              : t('stock-reports.filters.all-warehouses')
          }
          data={choices(props.warehouses)}
          value={filters.warehouseId || null}
          onChange={(id) => onFilters({ ...filters, warehouseId: id ?? '' })}
          clearable={!shape.warehouseRequired}
          withAsterisk={shape.warehouseRequired}
          error={errorText(errors.warehouseId)}
          miw={200}
          data-testid="stock-report-warehouse"
        />
        <ProductSelect
          companyId={props.companyId}
          value={props.product}
          onChange={props.onProduct}
          required={shape.productRequired}
          error={errorText(errors.productId)}
        />
        {shape.category && (
          <Select
            label={t('stock-reports.filters.category')}
            placeholder={t('stock-reports.filters.all-categories')}
            data={choices(props.categories)}
            value={filters.categoryId || null}
            onChange={(id) => onFilters({ ...filters, categoryId: id ?? '' })}
            searchable
            clearable
            error={errorText(errors.categoryId)}
            miw={200}
            data-testid="stock-report-category"
          />
        )}
        {shape.dates === 'period' && (
          <>
            {dateField('from', t('stock-reports.filters.from'))}
            {dateField('to', t('stock-reports.filters.to'))}
          </>
        )}
        {shape.dates === 'date' && dateField('date', t('stock-reports.filters.date'))}
        <Button type="submit" mt={25} loading={props.generating} data-testid="stock-report-generate">
          {t('stock-reports.generate')}
        </Button>
      </Group>
    </form>
  );
}
