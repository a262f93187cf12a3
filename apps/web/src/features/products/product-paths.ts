/** The sections of a product, in the order of its tabs (spec 02 §2 Catalogues). */
export const PRODUCT_SECTIONS = [
  'attributes',
  'packaging',
  'clients-codes',
  'clients-offers',
  'suppliers-codes',
  'suppliers-offers',
  'translations',
  'vat-rates',
] as const;
export type ProductSection = (typeof PRODUCT_SECTIONS)[number];
export const PRODUCT_TABS = ['details', ...PRODUCT_SECTIONS] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

export const productPagePath = (productId: string, tab: ProductTab = 'details') =>
  tab === 'details' ? `/products/${productId}` : `/products/${productId}/${tab}`;

/** The tab of an address under /products/:productId (details unless a section is named). */
export function productTabOfPath(pathname: string, productId: string): ProductTab {
  const base = `/products/${productId}/`;
  const first = pathname.startsWith(base) ? (pathname.slice(base.length).split('/')[0] ?? '') : '';
  return (PRODUCT_TABS as readonly string[]).includes(first) ? (first as ProductTab) : 'details';
}

/**
 * The client or supplier invoices that contain the product: their list filtered by product (the
 * list screen's address filters; the invoice lists read the productId filter).
 */
export function invoicesWithProductPath(side: 'clients' | 'suppliers', productId: string): string {
  const filters = JSON.stringify([{ field: 'productId', operator: 'eq', value: productId }]);
  return `/${side}/invoices?${new URLSearchParams({ filters })}`;
}
