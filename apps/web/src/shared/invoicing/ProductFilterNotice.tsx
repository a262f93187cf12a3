import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseFilters, serializeFilters } from '../list/list-state';
import { sourcesApi } from './document-sources.api';
import { sourceKeys } from './source-keys';

/**
 * An invoice list opened from a product's row menu (?filters=[productId]) says which product it
 * shows the invoices of, with a way back to every invoice (client and supplier invoice lists).
 */
export function ProductFilterNotice({
  companyId,
  textKeys,
}: {
  companyId: string;
  /** The list's own texts: "showing the invoices with {{product}}" and "show every invoice". */
  textKeys: { withProduct: string; allProducts: string };
}) {
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
        <Text size="sm">{t(textKeys.withProduct, { product: product.data?.name ?? '…' })}</Text>
        <Anchor component="button" type="button" size="sm" onClick={clear}>
          {t(textKeys.allProducts)}
        </Anchor>
      </Group>
    </Alert>
  );
}
