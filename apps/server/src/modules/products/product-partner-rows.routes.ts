import { PRODUCT_CODE_TYPES, PRODUCT_SIDES } from '@app/domain/products/product-codes';
import {
  type ProductCode,
  type ProductOffer,
  productCodeInputSchema,
  productCodeSchema,
  productOfferInputSchema,
  productOfferSchema,
} from '@app/domain/products/product-sections.schemas';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerServiceResource } from '../../platform/crud/service-resource';
import { filterParsers } from '../../platform/listing/listing';
import { partners } from '../partners/partners.tables';
import type { CodeView } from './product-codes.repo';
import type { OfferView } from './product-offers.repo';
import { createProductCodesService, createProductOffersService } from './product-partner-rows.service';
import { PRODUCT_PERMISSIONS } from './product-sections';
import { productsRepo } from './products.repo';
import { productCodes, productOffers } from './products.tables';
import { uuidFilter } from './uuid-filter';

const toCode = (view: CodeView): ProductCode => ({
  id: view.id,
  side: view.side,
  partnerId: view.partnerId,
  partnerName: view.partnerName,
  productPackagingId: view.productPackagingId,
  code: view.code,
  type: view.type as ProductCode['type'],
  standardCodeType: view.standardCodeType,
});

const toOffer = (view: OfferView): ProductOffer => ({
  id: view.id,
  side: view.side,
  partnerId: view.partnerId,
  partnerName: view.partnerName,
  productPackagingId: view.productPackagingId,
  currencyCode: view.currencyCode,
  price: view.price,
  vatRateId: view.vatRateId,
});

/**
 * Clients' and suppliers' codes and price offers of a product:
 * /products/:productId/{clients,suppliers}-codes and /products/:productId/{clients,suppliers}-offers.
 */
export function registerProductPartnerRows(app: FastifyInstance, database: Database): void {
  const common = {
    tag: 'products',
    permissions: PRODUCT_PERMISSIONS,
    parent: { path: 'products', param: 'productId', exists: productsRepo.exists },
  };
  for (const side of PRODUCT_SIDES) {
    registerServiceResource(app, database.db, {
      ...common,
      path: `${side}s-codes`,
      idParam: 'codeId',
      input: productCodeInputSchema,
      output: productCodeSchema,
      toResponse: toCode,
      service: createProductCodesService(database, side),
      listing: {
        sortable: {
          code: productCodes.code,
          type: productCodes.type,
          partnerName: partners.name,
          createdAt: productCodes.createdAt,
        },
        filterable: {
          partnerId: { column: productCodes.partnerId, parse: uuidFilter },
          type: { column: productCodes.type, parse: filterParsers.oneOf(...PRODUCT_CODE_TYPES) },
        },
        searchable: [productCodes.code, partners.name],
        defaultSort: { column: productCodes.createdAt, dir: 'asc' },
        tiebreaker: productCodes.id,
      },
    });

    registerServiceResource(app, database.db, {
      ...common,
      path: `${side}s-offers`,
      idParam: 'offerId',
      input: productOfferInputSchema,
      output: productOfferSchema,
      toResponse: toOffer,
      service: createProductOffersService(database, side),
      listing: {
        sortable: {
          partnerName: partners.name,
          price: productOffers.price,
          currencyCode: productOffers.currencyCode,
          createdAt: productOffers.createdAt,
        },
        filterable: { partnerId: { column: productOffers.partnerId, parse: uuidFilter } },
        searchable: [partners.name, productOffers.currencyCode],
        defaultSort: { column: productOffers.createdAt, dir: 'asc' },
        tiebreaker: productOffers.id,
      },
    });
  }
}
