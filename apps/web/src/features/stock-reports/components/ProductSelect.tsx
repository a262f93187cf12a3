import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../stock-report-types';
import { searchStockProducts } from '../stock-reports.api';

interface ProductSelectProps {
  companyId: string;
  value: Choice | null;
  onChange: (value: Choice | null) => void;
  required: boolean;
  error?: string;
}

/** A stock product of the company, searched on the server as the user types; empty means every one. */
export function ProductSelect({ companyId, value, onChange, required, error }: ProductSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const found = useQuery({
    queryKey: ['stock-reports', companyId, 'products', debounced],
    queryFn: ({ signal }) => searchStockProducts(companyId, debounced, signal),
    meta: { silent: true },
  });
  const options = new Map<string, string>();
  if (value) options.set(value.id, value.name);
  for (const product of found.data ?? []) options.set(product.id, product.name);

  return (
    <Select
      label={t('stock-reports.filters.product')}
      placeholder={
        required ? t('stock-reports.filters.choose-product') : t('stock-reports.filters.all-products')
      }
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      searchable
      // The server searched already; the list must not filter again on what it shows.
      filter={({ options: all }) => all}
      onSearchChange={setSearch}
      nothingFoundMessage={
        found.isFetching
          ? t('common.loading')
          : found.isError
            ? t('stock-reports.filters.products-failed')
            : t('stock-reports.filters.no-products')
      }
      clearable={!required}
      withAsterisk={required}
      value={value?.id ?? null}
      onChange={(id) => onChange(id ? { id, name: options.get(id) ?? '' } : null)}
      error={error}
      comboboxProps={{ withinPortal: true }}
      miw={260}
      data-testid="stock-report-product"
    />
  );
}
