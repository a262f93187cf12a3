import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { type RouteHandle, requirePermission } from '../../shared/permissions/route-handle';
import { comingSoonRoutes } from '../placeholders/placeholder-routes';
import type { ProductSection } from './product-paths';

// Product categories, products and their sections (spec 01 §2 route catalogue). Every page loads
// lazily; a product's tabs are children of its layout, which loads the product once.

type Page = () => Promise<{ Component: ComponentType }>;
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page =>
  () =>
    load().then((module) => ({ Component: pick(module) }));

const writeOnly = (redirect: string): RouteHandle => ({
  permission: 'products.write',
  permissionRedirect: redirect,
});

const attributes = () => import('./sections/AttributesSection');
const packaging = () => import('./sections/PackagingSection');
const codes = () => import('./sections/CodesSection');
const offers = () => import('./sections/OffersSection');
const translations = () => import('./sections/TranslationsSection');
const vatRates = () => import('./sections/VatRatesSection');

/** The list, create and edit pages of each section under /products/:productId. */
const SECTIONS: Array<[ProductSection, string, Page, Page]> = [
  [
    'attributes',
    'attributeId',
    page(attributes, (m) => m.AttributesTab),
    page(attributes, (m) => m.AttributePage),
  ],
  [
    'packaging',
    'packagingId',
    page(packaging, (m) => m.PackagingTab),
    page(packaging, (m) => m.PackagingPage),
  ],
  ['clients-codes', 'id', page(codes, (m) => m.ClientCodesTab), page(codes, (m) => m.ClientCodePage)],
  ['clients-offers', 'id', page(offers, (m) => m.ClientOffersTab), page(offers, (m) => m.ClientOfferPage)],
  ['suppliers-codes', 'id', page(codes, (m) => m.SupplierCodesTab), page(codes, (m) => m.SupplierCodePage)],
  [
    'suppliers-offers',
    'id',
    page(offers, (m) => m.SupplierOffersTab),
    page(offers, (m) => m.SupplierOfferPage),
  ],
  [
    'translations',
    'translationId',
    page(translations, (m) => m.TranslationsTab),
    page(translations, (m) => m.TranslationPage),
  ],
  ['vat-rates', 'vatRateId', page(vatRates, (m) => m.VatRatesTab), page(vatRates, (m) => m.VatRatePage)],
];

const categoryPage = page(
  () => import('./categories/CategoryEditPage'),
  (m) => m.CategoryEditPage,
);

export const productsRoutes: RouteObject[] = requirePermission(
  [
    {
      path: '/products-categories',
      lazy: page(
        () => import('./categories/CategoriesListPage'),
        (m) => m.CategoriesListPage,
      ),
    },
    { path: '/products-categories/create', handle: writeOnly('/products-categories'), lazy: categoryPage },
    { path: '/products-categories/:productCategoryId', lazy: categoryPage },
    {
      path: '/products',
      lazy: page(
        () => import('./pages/ProductsListPage'),
        (m) => m.ProductsListPage,
      ),
    },
    {
      path: '/products/create',
      handle: writeOnly('/products'),
      lazy: page(
        () => import('./pages/CreateProductPage'),
        (m) => m.CreateProductPage,
      ),
    },
    {
      path: '/products/:productId',
      lazy: page(
        () => import('./pages/ProductLayout'),
        (m) => m.ProductLayout,
      ),
      children: [
        {
          index: true,
          lazy: page(
            () => import('./pages/ProductDetailsTab'),
            (m) => m.ProductDetailsTab,
          ),
        },
        ...SECTIONS.flatMap(([section, param, list, edit]) => [
          { path: section, lazy: list },
          { path: `${section}/create`, lazy: edit },
          { path: `${section}/:${param}`, lazy: edit },
        ]),
      ],
    },
    // Stock reports of articles belong to the stock area, which is not built yet.
    ...comingSoonRoutes(['/articles/reports']),
  ],
  'products.read',
);
