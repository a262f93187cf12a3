import { areaPermissions } from '@app/domain/permissions/permissions';
import {
  type Product,
  type ProductCategory,
  productCategoryInputSchema,
  productCategorySchema,
  productFormOptionsSchema,
  productInputSchema,
  productSchema,
} from '@app/domain/products/product.schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { can, requireCompany } from '../../platform/auth/access';
import { companyLevel, registerServiceResource } from '../../platform/crud/service-resource';
import { filterParsers } from '../../platform/listing/listing';
import { type CategoryView, categoryPath, categoryPathColumn } from './product-categories.repo';
import type { ProductCategoriesService } from './product-categories.service';
import { productReferencesRepo } from './product-references.repo';
import type { ProductView } from './products.repo';
import type { ProductsService } from './products.service';
import { productCategories, products } from './products.tables';
import { uuidFilter } from './uuid-filter';

const permissions = areaPermissions('products');

export const toProduct = (view: ProductView): Product => ({
  id: view.id,
  name: view.name,
  productCode: view.productCode,
  description: view.description,
  isService: view.isService,
  measurementUnitCode: view.measurementUnitCode,
  vatRateId: view.vatRate?.id ?? null,
  vatRate: view.vatRate,
  productCategoryId: view.productCategoryId,
  productCategoryName: view.productCategoryName,
  cpvClassificationCode: view.cpvClassificationCode,
  euCnClassificationCode: view.euCnClassificationCode,
  grossWeight: view.grossWeight,
  netWeight: view.netWeight,
  isHighFiscalRisk: view.isHighFiscalRisk,
  createdAt: view.createdAt.toISOString(),
});

const toCategory = (view: CategoryView): ProductCategory => ({
  id: view.id,
  name: view.name,
  parentId: view.parentId,
  path: view.path,
  createdAt: view.createdAt.toISOString(),
});

/** Products and services, and their categories (spec 01 §2 route catalogue, spec 02 §3). */
export function registerProductRoutes(
  app: FastifyInstance,
  db: Db,
  services: { products: ProductsService; categories: ProductCategoriesService },
): void {
  const { products: service, categories } = services;

  registerServiceResource(app, db, {
    path: 'products',
    idParam: 'productId',
    tag: 'products',
    permissions,
    input: productInputSchema,
    output: productSchema,
    toResponse: toProduct,
    listing: {
      sortable: {
        name: products.name,
        productCode: products.productCode,
        measurementUnitCode: products.measurementUnitCode,
        isService: products.isService,
        category: productCategories.name,
        createdAt: products.createdAt,
      },
      filterable: {
        productCategoryId: { column: products.productCategoryId, parse: uuidFilter },
        isService: { column: products.isService, parse: filterParsers.boolean },
        isHighFiscalRisk: { column: products.isHighFiscalRisk, parse: filterParsers.boolean },
        measurementUnitCode: { column: products.measurementUnitCode, parse: filterParsers.text },
      },
      searchable: [products.name, products.productCode, products.description],
      defaultSort: { column: products.name, dir: 'asc' },
      tiebreaker: products.id,
    },
    service: companyLevel(service),
  });

  registerServiceResource(app, db, {
    path: 'products-categories',
    idParam: 'productCategoryId',
    tag: 'products',
    permissions,
    input: productCategoryInputSchema,
    output: productCategorySchema,
    toResponse: toCategory,
    listing: {
      sortable: {
        name: productCategories.name,
        path: categoryPathColumn,
        createdAt: productCategories.createdAt,
      },
      filterable: { parentId: { column: productCategories.parentId, parse: uuidFilter } },
      searchable: [categoryPath],
      defaultSort: { column: categoryPathColumn, dir: 'asc' },
      tiebreaker: productCategories.id,
    },
    service: companyLevel(categories),
  });

  app.get(
    '/v1/my-companies/:companyId/product-form-options',
    {
      config: can(permissions.read),
      schema: {
        tags: ['products'],
        params: z.object({ companyId: z.string() }),
        response: { 200: productFormOptionsSchema },
      },
    },
    async (request) => {
      const companyId = requireCompany(request).id;
      const [vatPayer, vatRates, units] = await Promise.all([
        productReferencesRepo.companyPaysVat(db, companyId),
        productReferencesRepo.vatRates(db, companyId),
        productReferencesRepo.units(db, companyId),
      ]);
      return { vatPayer, vatRates, units };
    },
  );
}
