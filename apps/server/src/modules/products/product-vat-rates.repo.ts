import type { VatLine } from '@app/domain/products/product-vat-lines';
import { and, asc, countDistinct, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productOffers, products, productVatRates } from './products.tables';

export const productVatRatesRepo = {
  async lines(db: Db, companyId: string, productId: string): Promise<VatLine[]> {
    return db
      .select({
        id: productVatRates.id,
        vatRateId: productVatRates.vatRateId,
        startsAt: productVatRates.startsAt,
      })
      .from(productVatRates)
      .where(and(eq(productVatRates.companyId, companyId), eq(productVatRates.productId, productId)))
      .orderBy(asc(productVatRates.startsAt));
  },

  async insert(
    db: Db,
    values: typeof productVatRates.$inferInsert | (typeof productVatRates.$inferInsert)[],
  ): Promise<void> {
    await db.insert(productVatRates).values(values as (typeof productVatRates.$inferInsert)[]);
  },

  async setRate(db: Db, companyId: string, lineId: string, vatRateId: string): Promise<void> {
    await db
      .update(productVatRates)
      .set({ vatRateId })
      .where(and(eq(productVatRates.companyId, companyId), eq(productVatRates.id, lineId)));
  },

  /**
   * Every product's line in force today and every later line take the rate; earlier lines stay, as
   * they record what applied then (documents of those days keep their rate).
   */
  async setRateFromToday(db: Db, companyId: string, vatRateId: string, today: string): Promise<void> {
    const inForce = db
      .selectDistinctOn([productVatRates.productId], { id: productVatRates.id })
      .from(productVatRates)
      .where(and(eq(productVatRates.companyId, companyId), lte(productVatRates.startsAt, today)))
      .orderBy(productVatRates.productId, sql`${productVatRates.startsAt} desc`);
    await db
      .update(productVatRates)
      .set({ vatRateId })
      .where(
        and(
          eq(productVatRates.companyId, companyId),
          sql`(${gt(productVatRates.startsAt, today)} or ${inArray(productVatRates.id, inForce)})`,
        ),
      );
  },

  /** Products without any line (made while no rate existed) get one from today. */
  async addMissing(db: Db, companyId: string, vatRateId: string, today: string): Promise<void> {
    await db.execute(sql`
      insert into ${productVatRates} (company_id, product_id, vat_rate_id, starts_at)
      select p.company_id, p.id, ${vatRateId}::uuid, ${today}::date
      from ${products} p
      where p.company_id = ${companyId}::uuid
        and not exists (select 1 from ${productVatRates} l where l.product_id = p.id)`);
  },

  /** Offers that name a VAT rate take this one (offers without a rate keep none). */
  async setOfferRates(db: Db, companyId: string, vatRateId: string): Promise<void> {
    await db
      .update(productOffers)
      .set({ vatRateId })
      .where(and(eq(productOffers.companyId, companyId), isNotNull(productOffers.vatRateId)));
  },

  /** Products with a line at this VAT rate (in force or not). */
  async productsUsingRate(db: Db, companyId: string, vatRateId: string): Promise<number> {
    const [row] = await db
      .select({ n: countDistinct(productVatRates.productId) })
      .from(productVatRates)
      .where(and(eq(productVatRates.companyId, companyId), eq(productVatRates.vatRateId, vatRateId)));
    return row?.n ?? 0;
  },
};
