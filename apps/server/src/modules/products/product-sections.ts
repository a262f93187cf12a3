import { areaPermissions } from '@app/domain/permissions/permissions';
import {
  attributeInputSchema,
  attributeSchema,
  packagingInputSchema,
  packagingSchema,
  packagingUsageSchema,
  translationInputSchema,
  translationSchema,
} from '@app/domain/products/product-sections.schemas';
import type { FieldErrors } from '@app/domain/validation/rule-codes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { can, requireCompany } from '../../platform/auth/access';
import { type ParentSpec, registerCompanyResource } from '../../platform/crud/company-resource';
import { UUID } from '../../platform/crud/service-resource';
import { HttpError, notFound } from '../../platform/http/errors';
import type { UsageRegistry } from '../../platform/usage/usage-registry';
import { productReferencesRepo } from './product-references.repo';
import { productSectionsRepo } from './product-sections.repo';
import { productsRepo } from './products.repo';
import { productAttributes, productPackagings, productTranslations } from './products.tables';

type Row = Record<string, unknown>;
const text = (value: unknown) => (value as string | null) ?? null;

export const PRODUCT_PERMISSIONS = areaPermissions('products');

/** The product a section row hangs under, by the URL's productId. */
export const underProduct = (column: ParentSpec['column']): ParentSpec => ({
  path: 'products',
  param: 'productId',
  column,
  exists: productsRepo.exists,
});

const packagingResponse = (row: Row) => ({
  id: String(row.id),
  measurementUnitCode: String(row.measurementUnitCode),
  ratio: String(row.ratio),
  productCode: text(row.productCode),
  grossWeight: text(row.grossWeight),
  netWeight: text(row.netWeight),
});

/** Attributes, packaging and translations of a product: plain rows under the product. */
export function registerProductSections(app: FastifyInstance, ctx: AppContext, usage: UsageRegistry): void {
  registerCompanyResource(app, ctx, {
    path: 'attributes',
    idParam: 'attributeId',
    tag: 'products',
    table: productAttributes,
    parent: underProduct(productAttributes.productId),
    permissions: PRODUCT_PERMISSIONS,
    input: attributeInputSchema,
    output: attributeSchema,
    toColumns: (input) => ({ name: input.name, value: input.value }),
    toResponse: (row) => ({ id: String(row.id), name: String(row.name), value: String(row.value) }),
    listing: {
      sortable: {
        name: productAttributes.name,
        value: productAttributes.value,
        createdAt: productAttributes.createdAt,
      },
      filterable: {},
      searchable: [productAttributes.name, productAttributes.value],
      defaultSort: { column: productAttributes.createdAt, dir: 'asc' },
    },
  });

  registerCompanyResource(app, ctx, {
    path: 'packaging',
    idParam: 'packagingId',
    tag: 'products',
    table: productPackagings,
    parent: underProduct(productPackagings.productId),
    permissions: PRODUCT_PERMISSIONS,
    input: packagingInputSchema,
    output: packagingSchema,
    toColumns: (input) => ({ ...input }),
    toResponse: packagingResponse,
    listing: {
      sortable: {
        measurementUnitCode: productPackagings.measurementUnitCode,
        ratio: productPackagings.ratio,
        productCode: productPackagings.productCode,
        createdAt: productPackagings.createdAt,
      },
      filterable: {},
      searchable: [productPackagings.productCode, productPackagings.measurementUnitCode],
      defaultSort: { column: productPackagings.createdAt, dir: 'asc' },
    },
    /**
     * Spec 02 §5 Packaging: the unit must exist; the code is unique in the company; two packagings of
     * the product with one unit and ratio are told apart only by their codes, so the code is required.
     */
    async clashes(db, { companyId, parentId }, input, exceptId) {
      const errors: FieldErrors = {};
      if (!(await productReferencesRepo.unitExists(db, companyId, input.measurementUnitCode)))
        errors.measurementUnitCode = ['exists'];
      if (input.productCode) {
        if (
          await productsRepo.codeTaken(db, companyId, input.productCode, {
            packagingId: exceptId ?? undefined,
          })
        )
          errors.productCode = ['unique'];
      } else if (
        (await productSectionsRepo.sameUnitAndRatio(
          db,
          String(parentId),
          input.measurementUnitCode,
          input.ratio,
          exceptId,
        )) > 0
      ) {
        errors.productCode = ['required'];
      }
      return errors;
    },
    async beforeDelete(db, { companyId }, row) {
      const reasons = await usage.reasonsInUse(db, 'product-packaging', companyId, String(row.id));
      if (reasons.length > 0)
        throw new HttpError(422, 'products.errors.packaging-delete-blocked', {
          errors: { packaging: reasons },
        });
    },
  });

  // Spec 02 §8: deleting a packaging only warns about the offers that name it (they keep their price
  // and lose the packaging). The confirmation asks this first.
  app.get(
    '/v1/my-companies/:companyId/products/:productId/packaging/:packagingId/deletion-warnings',
    {
      config: can(PRODUCT_PERMISSIONS.read),
      schema: {
        tags: ['products'],
        params: z.object({ companyId: z.string(), productId: z.string(), packagingId: z.string() }),
        response: { 200: packagingUsageSchema },
      },
    },
    async (request) => {
      const db = ctx.database.db;
      const companyId = requireCompany(request).id;
      const { productId, packagingId } = request.params as { productId: string; packagingId: string };
      if (
        !UUID.test(productId) ||
        !UUID.test(packagingId) ||
        !(await productSectionsRepo.packagingOfProduct(db, companyId, productId, packagingId))
      )
        throw notFound();
      const warnings: string[] = [];
      if ((await productSectionsRepo.offersNaming(db, companyId, packagingId, 'client')) > 0)
        warnings.push('client-offers');
      if ((await productSectionsRepo.offersNaming(db, companyId, packagingId, 'supplier')) > 0)
        warnings.push('supplier-offers');
      return { warnings };
    },
  );

  registerCompanyResource(app, ctx, {
    path: 'translations',
    idParam: 'translationId',
    tag: 'products',
    table: productTranslations,
    parent: underProduct(productTranslations.productId),
    permissions: PRODUCT_PERMISSIONS,
    input: translationInputSchema,
    output: translationSchema,
    toColumns: (input) => ({ ...input }),
    toResponse: (row) => ({
      id: String(row.id),
      locale: row.locale as z.infer<typeof translationSchema>['locale'],
      name: String(row.name),
      description: text(row.description),
    }),
    listing: {
      sortable: { locale: productTranslations.locale, name: productTranslations.name },
      filterable: {},
      searchable: [productTranslations.name, productTranslations.description],
      defaultSort: { column: productTranslations.locale, dir: 'asc' },
    },
    async clashes(db, { parentId }, input, exceptId) {
      const taken = await productSectionsRepo.localeTaken(db, String(parentId), input.locale, exceptId);
      const errors: FieldErrors = taken ? { locale: ['unique'] } : {};
      return errors;
    },
  });
}
