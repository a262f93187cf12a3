import type { ProductSection } from '../product-paths';
import { type CollectionApi, collectionApi, productSectionPath } from '../products.api';
import { type CollectionTarget, productKeys } from '../products.queries';

/** A section's calls: its API path segment is the page's ('clients-offers' under the product). */
export function sectionApi<TItem, TPayload>(
  section: ProductSection,
): CollectionApi<TItem, TPayload> & {
  section: ProductSection;
} {
  return { ...collectionApi<TItem, TPayload>(productSectionPath(section)), section };
}
export type SectionApi<TItem, TPayload> = ReturnType<typeof sectionApi<TItem, TPayload>>;

/** Where a product's section is fetched and cached (under the product, which it belongs to). */
export function sectionTarget<TItem, TPayload>(
  api: SectionApi<TItem, TPayload>,
  companyId: string,
  productId: string,
): CollectionTarget<TItem, TPayload> {
  return { api, companyId, ownerId: productId, key: productKeys.section(companyId, productId, api.section) };
}

/**
 * What a change of the section makes stale: the section itself, or for VAT rates the whole product
 * catalogue (the product and the list show the rate in force).
 */
export function staleAfterChange(api: { section: ProductSection }, companyId: string, productId: string) {
  return api.section === 'vat-rates'
    ? productKeys.all(companyId)
    : productKeys.section(companyId, productId, api.section);
}
