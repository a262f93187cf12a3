import type { ProductCategory } from '@app/domain/products/product.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CollectionApi, categoriesApi, fetchFormOptions, productsApi } from './products.api';

/**
 * Query keys of this feature, per company (switching company never shows another's products). A
 * product's sections live under the product's key, so refreshing a product refreshes them too.
 */
export const productKeys = {
  all: (companyId: string) => ['products', companyId] as const,
  list: (companyId: string) => ['products', companyId, 'list'] as const,
  detail: (companyId: string, id: string) => ['products', companyId, 'detail', id] as const,
  section: (companyId: string, productId: string, section: string) =>
    ['products', companyId, 'detail', productId, section] as const,
  categories: (companyId: string) => ['products', companyId, 'categories'] as const,
  options: (companyId: string) => ['products', companyId, 'form-options'] as const,
};

/** Where one collection (products, categories, one product's section) is fetched and cached. */
export type CollectionTarget<TItem, TPayload> = {
  api: CollectionApi<TItem, TPayload>;
  companyId: string;
  /** The product of a section; '' for products and categories. */
  ownerId: string;
  /** The collection's cache key; its items and lists live under it. */
  key: readonly unknown[];
};

export function useCollectionItem<TItem, TPayload>(
  target: CollectionTarget<TItem, TPayload>,
  id: string | null,
) {
  return useQuery({
    queryKey: [...target.key, 'item', id ?? ''],
    queryFn: ({ signal }) => target.api.get(target.companyId, target.ownerId, id ?? '', signal),
    enabled: id !== null,
    // The pages show their own not-found and forbidden states.
    meta: { silent: true },
  });
}

/** Creates (no id) or updates an item, then refreshes the collection (and what sits under it). */
export function useSaveCollectionItem<TItem, TPayload>(
  target: CollectionTarget<TItem, TPayload>,
  id: string | null,
  alsoRefresh: readonly unknown[] = target.key,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: TPayload) =>
      id === null
        ? target.api.create(target.companyId, target.ownerId, payload)
        : target.api.update(target.companyId, target.ownerId, id, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: alsoRefresh }),
  });
}

export function useDeleteCollectionItem<TItem, TPayload>(
  target: CollectionTarget<TItem, TPayload>,
  alsoRefresh: readonly unknown[] = target.key,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => target.api.remove(target.companyId, target.ownerId, id),
    onSuccess: () => client.invalidateQueries({ queryKey: alsoRefresh }),
  });
}

export const productsTarget = (companyId: string) => ({
  api: productsApi,
  companyId,
  ownerId: '',
  key: productKeys.all(companyId),
});

export const categoriesTarget = (companyId: string) => ({
  api: categoriesApi,
  companyId,
  ownerId: '',
  key: productKeys.categories(companyId),
});

/** The company's VAT status, rates and units; they change rarely, so a minute's cache is fine. */
export function useFormOptions(companyId: string) {
  return useQuery({
    queryKey: productKeys.options(companyId),
    queryFn: ({ signal }) => fetchFormOptions(companyId, signal),
    staleTime: 60_000,
  });
}

/** Categories for choosers: the first hundred in tree order (root, then its children...). */
export function useCategoryChoices(companyId: string) {
  return useQuery({
    queryKey: [...productKeys.categories(companyId), 'choices'],
    queryFn: ({ signal }) =>
      categoriesApi.list(companyId, '', { page: 1, perPage: 100, sortBy: 'path', sortDir: 'asc' }, signal),
    select: (page): ProductCategory[] => page.items,
  });
}
