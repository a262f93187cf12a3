import { and, count, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListingPlan } from '../../platform/listing/listing';
import { partners } from '../partners/partners.tables';
import type { SideTarget } from './product-codes.repo';
import { productOffers } from './products.tables';

export type OfferView = typeof productOffers.$inferSelect & { partnerName: string | null };

const inTarget = (target: SideTarget): SQL | undefined =>
  and(
    eq(productOffers.companyId, target.companyId),
    eq(productOffers.productId, target.productId),
    eq(productOffers.side, target.side),
  );

const offerColumns = { offer: productOffers, partnerName: partners.name };
const toOfferView = (row: {
  offer: typeof productOffers.$inferSelect;
  partnerName: string | null;
}): OfferView => ({
  ...row.offer,
  partnerName: row.partnerName,
});

/** A product's price offers to clients or from suppliers, with the partner's name for lists. */
export const productOffersRepo = {
  async list(db: Db, target: SideTarget, plan: ListingPlan) {
    const where = and(inTarget(target), plan.where);
    const [rows, [total]] = await Promise.all([
      db
        .select(offerColumns)
        .from(productOffers)
        .leftJoin(partners, eq(partners.id, productOffers.partnerId))
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      db
        .select({ n: count() })
        .from(productOffers)
        .leftJoin(partners, eq(partners.id, productOffers.partnerId))
        .where(where),
    ]);
    return { items: rows.map(toOfferView), count: total?.n ?? 0 };
  },

  async view(db: Db, target: SideTarget, id: string): Promise<OfferView | null> {
    const [row] = await db
      .select(offerColumns)
      .from(productOffers)
      .leftJoin(partners, eq(partners.id, productOffers.partnerId))
      .where(and(inTarget(target), eq(productOffers.id, id)));
    return row ? toOfferView(row) : null;
  },

  async insert(db: Db, values: typeof productOffers.$inferInsert): Promise<string> {
    const [row] = await db.insert(productOffers).values(values).returning({ id: productOffers.id });
    if (!row) throw new Error('offer not created');
    return row.id;
  },

  async update(db: Db, target: SideTarget, id: string, values: Partial<typeof productOffers.$inferInsert>) {
    await db
      .update(productOffers)
      .set(values)
      .where(and(inTarget(target), eq(productOffers.id, id)));
  },

  async delete(db: Db, target: SideTarget, id: string): Promise<boolean> {
    const rows = await db
      .delete(productOffers)
      .where(and(inTarget(target), eq(productOffers.id, id)))
      .returning({ id: productOffers.id });
    return rows.length === 1;
  },

  /** Whether the product already has an offer for this partner (null: the offer to every client). */
  async partnerTaken(db: Db, target: SideTarget, partnerId: string | null, exceptId: string | null) {
    const [row] = await db
      .select({ n: count() })
      .from(productOffers)
      .where(
        and(
          inTarget(target),
          partnerId ? eq(productOffers.partnerId, partnerId) : isNull(productOffers.partnerId),
          exceptId ? ne(productOffers.id, exceptId) : undefined,
        ),
      );
    return (row?.n ?? 0) > 0;
  },
};
