import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListingPlan } from '../../platform/listing/listing';
import { vatRates } from '../vat-rates/vat-rates.tables';
import { productCategories, productPackagings, products, productVatRates } from './products.tables';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

/** A product as lists and forms show it: its category's name and the VAT rate in force. */
export type ProductView = ProductRow & {
  productCategoryName: string | null;
  vatRate: { id: string; code: string; value: string | null } | null;
};

const ofCompany = (companyId: string, id: string) =>
  and(eq(products.companyId, companyId), eq(products.id, id));

/** The product's VAT line in force on `day` (the latest started, else the first), as a lateral join. */
function lineInForce(db: Db, day: string) {
  const started = sql`${productVatRates.startsAt} <= ${day}::date`;
  return db
    .select({ vatRateId: productVatRates.vatRateId })
    .from(productVatRates)
    .where(eq(productVatRates.productId, products.id))
    .orderBy(
      sql`${started} desc`,
      sql`case when ${started} then ${productVatRates.startsAt} end desc`,
      asc(productVatRates.startsAt),
    )
    .limit(1)
    .as('in_force');
}

function selectViews(db: Db, day: string) {
  const inForce = lineInForce(db, day);
  return db
    .select({
      product: products,
      categoryName: productCategories.name,
      vatRateId: vatRates.id,
      vatCode: vatRates.code,
      vatValue: vatRates.value,
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.productCategoryId))
    .leftJoinLateral(inForce, sql`true`)
    .leftJoin(vatRates, eq(vatRates.id, inForce.vatRateId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

const toView = (row: ViewRow): ProductView => ({
  ...row.product,
  productCategoryName: row.categoryName,
  vatRate: row.vatRateId ? { id: row.vatRateId, code: row.vatCode ?? '', value: row.vatValue } : null,
});

export const productsRepo = {
  async list(db: Db, companyId: string, plan: ListingPlan, day: string) {
    const where = and(eq(products.companyId, companyId), plan.where);
    const [rows, [total]] = await Promise.all([
      selectViews(db, day)
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      db
        .select({ n: count() })
        .from(products)
        .leftJoin(productCategories, eq(productCategories.id, products.productCategoryId))
        .where(where),
    ]);
    return { items: rows.map(toView), count: total?.n ?? 0 };
  },

  async view(db: Db, companyId: string, id: string, day: string): Promise<ProductView | null> {
    const [row] = await selectViews(db, day).where(ofCompany(companyId, id));
    return row ? toView(row) : null;
  },

  async find(db: Db, companyId: string, id: string): Promise<ProductRow | null> {
    const [row] = await db.select().from(products).where(ofCompany(companyId, id));
    return row ?? null;
  },

  async exists(db: Db, companyId: string, id: string): Promise<boolean> {
    return (await productsRepo.find(db, companyId, id)) !== null;
  },

  async insert(db: Db, values: NewProduct): Promise<ProductRow> {
    const [row] = await db.insert(products).values(values).returning();
    if (!row) throw new Error('product not created');
    return row;
  },

  /** Many products in one statement, returned in the same order (the spreadsheet import). */
  async insertMany(db: Db, values: NewProduct[]): Promise<ProductRow[]> {
    return values.length > 0 ? db.insert(products).values(values).returning() : [];
  },

  async update(db: Db, companyId: string, id: string, values: Partial<NewProduct>): Promise<boolean> {
    const rows = await db
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(ofCompany(companyId, id))
      .returning({ id: products.id });
    return rows.length === 1;
  },

  async delete(db: Db, companyId: string, id: string): Promise<void> {
    await db.delete(products).where(ofCompany(companyId, id));
  },

  /** Whether another product of the company has this name (any case). */
  async nameTaken(db: Db, companyId: string, name: string, exceptId: string | null): Promise<boolean> {
    const conditions: SQL[] = [
      eq(products.companyId, companyId),
      sql`lower(${products.name}) = lower(${name})`,
    ];
    if (exceptId) conditions.push(ne(products.id, exceptId));
    const [row] = await db
      .select({ n: count() })
      .from(products)
      .where(and(...conditions));
    return (row?.n ?? 0) > 0;
  },

  /**
   * Whether a product code is already used in the company, by another product or by a packaging (a
   * code identifies one sellable thing: a scanned code must find a single one).
   */
  async codeTaken(
    db: Db,
    companyId: string,
    code: string,
    except: { productId?: string; packagingId?: string },
  ): Promise<boolean> {
    const productConditions: SQL[] = [eq(products.companyId, companyId), eq(products.productCode, code)];
    if (except.productId) productConditions.push(ne(products.id, except.productId));
    const packagingConditions: SQL[] = [
      eq(productPackagings.companyId, companyId),
      eq(productPackagings.productCode, code),
    ];
    if (except.packagingId) packagingConditions.push(ne(productPackagings.id, except.packagingId));
    const [[byProduct], [byPackaging]] = await Promise.all([
      db
        .select({ n: count() })
        .from(products)
        .where(and(...productConditions)),
      db
        .select({ n: count() })
        .from(productPackagings)
        .where(and(...packagingConditions)),
    ]);
    return (byProduct?.n ?? 0) + (byPackaging?.n ?? 0) > 0;
  },

  async countOfCompany(db: Db, companyId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(products).where(eq(products.companyId, companyId));
    return row?.n ?? 0;
  },
};
