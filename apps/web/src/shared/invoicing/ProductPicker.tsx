import type { Product } from '@app/domain/products/product.schemas';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sourcesApi } from './document-sources.api';
import { sourceKeys } from './source-keys';

interface ProductPickerProps {
  companyId: string;
  /** The catalogue product of the line ('' for a free line) and the name it shows. */
  value: string;
  currentName: string;
  onPick: (product: Product) => void;
  disabled?: boolean;
}

/** Chooses a product of the catalogue, searched on the server as the user types. */
export function ProductPicker({ companyId, value, currentName, onPick, disabled }: ProductPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const products = useQuery({
    queryKey: sourceKeys(companyId, 'product-choices', debounced),
    queryFn: ({ signal }) => sourcesApi.products(companyId, debounced, signal),
    select: (page) => page.items,
  });
  const byId = new Map((products.data ?? []).map((product) => [product.id, product]));
  const options = new Map<string, string>();
  if (value) options.set(value, currentName);
  // Labels are the names alone: the select searches with the label it shows once a product is picked.
  for (const product of products.data ?? []) options.set(product.id, product.name);
  return (
    <Select
      label={t('client-invoices.lines.product')}
      placeholder={t('client-invoices.lines.product-placeholder')}
      data={[...options].map(([id, label]) => ({ value: id, label }))}
      searchable
      filter={({ options: all }) => all}
      onSearchChange={setSearch}
      nothingFoundMessage={
        products.isFetching ? t('common.loading') : t('client-invoices.choosers.no-products')
      }
      comboboxProps={{ withinPortal: true }}
      value={value || null}
      onChange={(id) => {
        const product = id ? byId.get(id) : undefined;
        if (product) onPick(product);
      }}
      disabled={disabled}
      data-testid="line-product"
    />
  );
}
