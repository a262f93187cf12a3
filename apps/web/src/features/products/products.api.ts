import type { ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import type {
  Product,
  ProductCategory,
  ProductCategoryInput,
  ProductFormOptions,
  ProductValues,
} from '@app/domain/products/product.schemas';
import { apiRequest } from '../../shared/api/api-client';
import { listingSearchParams } from '../../shared/list/list-state';

const companyPath = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}`;

/** The five calls of a collection of the company (products, categories) or of a product's section. */
export function collectionApi<TItem, TPayload>(path: (companyId: string, ownerId: string) => string) {
  const itemPath = (companyId: string, ownerId: string, id: string) =>
    `${path(companyId, ownerId)}/${encodeURIComponent(id)}`;
  return {
    list: (companyId: string, ownerId: string, query: ListingQueryInput, signal?: AbortSignal) =>
      apiRequest<ListingResult<TItem>>(`${path(companyId, ownerId)}?${listingSearchParams(query)}`, {
        signal,
      }),
    get: (companyId: string, ownerId: string, id: string, signal?: AbortSignal) =>
      apiRequest<TItem>(itemPath(companyId, ownerId, id), { signal }),
    create: (companyId: string, ownerId: string, payload: TPayload) =>
      apiRequest<TItem>(path(companyId, ownerId), { method: 'POST', body: payload }),
    update: (companyId: string, ownerId: string, id: string, payload: TPayload) =>
      apiRequest<TItem>(itemPath(companyId, ownerId, id), { method: 'PUT', body: payload }),
    remove: (companyId: string, ownerId: string, id: string) =>
      apiRequest<void>(itemPath(companyId, ownerId, id), { method: 'DELETE' }),
  };
}
export type CollectionApi<TItem, TPayload> = ReturnType<typeof collectionApi<TItem, TPayload>>;

/** Products and categories belong to the company directly: their owner id is unused. */
export const productsApi = collectionApi<Product, ProductValues>(
  (companyId) => `${companyPath(companyId)}/products`,
);
export const categoriesApi = collectionApi<ProductCategory, ProductCategoryInput>(
  (companyId) => `${companyPath(companyId)}/products-categories`,
);

/** API path of a product's section (attributes, packaging, clients-offers...). */
export const productSectionPath = (section: string) => (companyId: string, productId: string) =>
  `${companyPath(companyId)}/products/${encodeURIComponent(productId)}/${section}`;

/** The company's VAT status, VAT rates and units, as the product forms offer them. */
export function fetchFormOptions(companyId: string, signal?: AbortSignal): Promise<ProductFormOptions> {
  return apiRequest(`${companyPath(companyId)}/product-form-options`, { signal });
}

/** What deleting a packaging would cost: the offers that name it lose it (warning codes). */
export function fetchPackagingWarnings(
  companyId: string,
  productId: string,
  packagingId: string,
): Promise<{ warnings: string[] }> {
  return apiRequest(
    `${productSectionPath('packaging')(companyId, productId)}/${encodeURIComponent(packagingId)}/deletion-warnings`,
  );
}

/** A partner as the choosers show it (the partners listing contract: {items: [{id, name, role}]}). */
export type PartnerChoice = { id: string; name: string; role: string };

/** Partners matching a search, for the client and supplier choosers. */
export function searchPartners(companyId: string, search: string, signal?: AbortSignal) {
  const query: ListingQueryInput = { page: 1, perPage: 50, sortBy: 'name', sortDir: 'asc', search };
  return apiRequest<ListingResult<PartnerChoice>>(
    `${companyPath(companyId)}/partners?${listingSearchParams(query)}`,
    {
      signal,
    },
  );
}
