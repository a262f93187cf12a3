import type { RouteObject } from 'react-router';
import { crud } from '../../app/routes/module-paths';
import { requirePermission } from '../../shared/permissions/route-handle';
import { comingSoonRoutes } from '../placeholders/placeholder-routes';

const PRODUCT_SECTIONS: Array<[string, string]> = [
  ['attributes', 'attributeId'],
  ['packaging', 'packagingId'],
  ['clients-offers', 'id'],
  ['suppliers-offers', 'id'],
  ['clients-codes', 'id'],
  ['suppliers-codes', 'id'],
  ['vat-rates', 'vatRateId'],
  ['translations', 'translationId'],
];

/** Product categories, products and their sections (spec 01 §2 route catalogue). */
export const productsRoutes: RouteObject[] = requirePermission(
  comingSoonRoutes([
    ...crud('/products-categories', 'productCategoryId'),
    ...crud('/products', 'productId'),
    ...PRODUCT_SECTIONS.flatMap(([section, param]) => crud(`/products/:productId/${section}`, param)),
    '/articles/reports',
  ]),
  'products.read',
);
