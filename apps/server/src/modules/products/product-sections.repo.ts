import type { ProductSide } from '@app/domain/products/product-codes';
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  productCodes,
  productOffers,
  productPackagings,
  products,
  productTranslations,
} from './products.tables';

/** How many rows of the table match. */
async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** A client's or supplier's rows (codes, offers) of the company whose column holds the id. */
const ofSide = (
  table: typeof productCodes | typeof productOffers,
  column: 'partnerId' | 'productPackagingId',
  companyId: string,
  id: string,
  side: ProductSide,
) => and(eq(table.companyId, companyId), eq(table[column], id), eq(table.side, side));

/** Reads behind the rules of a product's sections (packaging, translations) and their usage. */
export const productSectionsRepo = {
  async packagingOfProduct(db: Db, companyId: string, productId: string, packagingId: string) {
    const where = and(
      eq(productPackagings.companyId, companyId),
      eq(productPackagings.productId, productId),
      eq(productPackagings.id, packagingId),
    );
    return (await countWhere(db, productPackagings, where)) > 0;
  },

  /** Other packagings of the product with this unit and ratio (they must then be told apart by code). */
  sameUnitAndRatio(db: Db, productId: string, unit: string, ratio: string, exceptId: string | null) {
    const where = and(
      eq(productPackagings.productId, productId),
      eq(productPackagings.measurementUnitCode, unit),
      eq(productPackagings.ratio, ratio),
      exceptId ? ne(productPackagings.id, exceptId) : undefined,
    );
    return countWhere(db, productPackagings, where);
  },

  async localeTaken(db: Db, productId: string, locale: string, exceptId: string | null) {
    const where = and(
      eq(productTranslations.productId, productId),
      eq(productTranslations.locale, locale),
      exceptId ? ne(productTranslations.id, exceptId) : undefined,
    );
    return (await countWhere(db, productTranslations, where)) > 0;
  },

  offersNaming: (db: Db, companyId: string, packagingId: string, side: ProductSide) =>
    countWhere(db, productOffers, ofSide(productOffers, 'productPackagingId', companyId, packagingId, side)),

  offersOfPartner: (db: Db, companyId: string, partnerId: string, side: ProductSide) =>
    countWhere(db, productOffers, ofSide(productOffers, 'partnerId', companyId, partnerId, side)),

  codesOfPartner: (db: Db, companyId: string, partnerId: string, side: ProductSide) =>
    countWhere(db, productCodes, ofSide(productCodes, 'partnerId', companyId, partnerId, side)),

  /** Products and packagings counted in a unit (by its code). */
  async usingUnit(db: Db, companyId: string, unitCode: string): Promise<number> {
    const [inProducts, inPackagings] = await Promise.all([
      countWhere(
        db,
        products,
        and(eq(products.companyId, companyId), eq(products.measurementUnitCode, unitCode)),
      ),
      countWhere(
        db,
        productPackagings,
        and(eq(productPackagings.companyId, companyId), eq(productPackagings.measurementUnitCode, unitCode)),
      ),
    ]);
    return inProducts + inPackagings;
  },
};
