import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseFilters, serializeFilters } from '../list/list-state';
import { sourcesApi } from './document-sources.api';
import { sourceKeys } from './source-keys';

/**
 * The list opened from a product's row menu (?filters=[productId]) says which product it shows the
 * invoices of, with a way back to every invoice.
 */
export function ProductFilterNotice({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params.get('filters'));
  const productId = filters.find((filter) => filter.field === 'productId')?.value;
  const id = typeof productId === 'string' ? productId : '';
  const product = useQuery({
    queryKey: sourceKeys(companyId, 'product', id),
    queryFn: ({ signal }) => sourcesApi.product(companyId, id, signal),
    enabled: id !== '',
    meta: { silent: true },
  });
  if (id === '') return null;

  const clear = () => {
    const next = new URLSearchParams(params);
    const rest = filters.filter((filter) => filter.field !== 'productId');
    if (rest.length > 0) next.set('filters', serializeFilters(rest));
    else next.delete('filters');
    next.delete('page');
    setParams(next);
  };

  return (
    <Alert variant="light" data-testid="product-filter">
      <Group justify="space-between">
        <Text size="sm">
          {t('client-invoices.list.with-product', { product: product.data?.name ?? '…' })}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={clear}>
          {t('client-invoices.list.all-products')}
        </Anchor>
      </Group>
    </Alert>
  );
}
