import type { ProductSide } from '@app/domain/products/product-codes';
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListingPlan } from '../../platform/listing/listing';
import { partners } from '../partners/partners.tables';
import { productCodes, type productOffers } from './products.tables';

/** Where a client's or supplier's row of a product lives. */
export type SideTarget = { companyId: string; productId: string; side: ProductSide };

const inTarget = (table: typeof productCodes | typeof productOffers, target: SideTarget): SQL | undefined =>
  and(
    eq(table.companyId, target.companyId),
    eq(table.productId, target.productId),
    eq(table.side, target.side),
  );

export type CodeView = typeof productCodes.$inferSelect & { partnerName: string };

const codeColumns = { code: productCodes, partnerName: partners.name };
const toCodeView = (row: { code: typeof productCodes.$inferSelect; partnerName: string }): CodeView => ({
  ...row.code,
  partnerName: row.partnerName,
});

/** The partners' codes of a product, with the partner's name for lists. */
export const productCodesRepo = {
  async list(db: Db, target: SideTarget, plan: ListingPlan) {
    const where = and(inTarget(productCodes, target), plan.where);
    const [rows, [total]] = await Promise.all([
      db
        .select(codeColumns)
        .from(productCodes)
        .innerJoin(partners, eq(partners.id, productCodes.partnerId))
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      db
        .select({ n: count() })
        .from(productCodes)
        .innerJoin(partners, eq(partners.id, productCodes.partnerId))
        .where(where),
    ]);
    return { items: rows.map(toCodeView), count: total?.n ?? 0 };
  },

  async view(db: Db, target: SideTarget, id: string): Promise<CodeView | null> {
    const [row] = await db
      .select(codeColumns)
      .from(productCodes)
      .innerJoin(partners, eq(partners.id, productCodes.partnerId))
      .where(and(inTarget(productCodes, target), eq(productCodes.id, id)));
    return row ? toCodeView(row) : null;
  },

  async insert(db: Db, values: typeof productCodes.$inferInsert): Promise<string> {
    const [row] = await db.insert(productCodes).values(values).returning({ id: productCodes.id });
    if (!row) throw new Error('code not created');
    return row.id;
  },

  async update(db: Db, target: SideTarget, id: string, values: Partial<typeof productCodes.$inferInsert>) {
    await db
      .update(productCodes)
      .set(values)
      .where(and(inTarget(productCodes, target), eq(productCodes.id, id)));
  },

  async delete(db: Db, target: SideTarget, id: string): Promise<boolean> {
    const rows = await db
      .delete(productCodes)
      .where(and(inTarget(productCodes, target), eq(productCodes.id, id)))
      .returning({ id: productCodes.id });
    return rows.length === 1;
  },

  /** Whether the partner already has this code of this type (for any of the company's products). */
  async codeTaken(
    db: Db,
    target: SideTarget,
    input: { partnerId: string; type: string; code: string },
    exceptId: string | null,
  ): Promise<boolean> {
    const [row] = await db
      .select({ n: count() })
      .from(productCodes)
      .where(
        and(
          eq(productCodes.companyId, target.companyId),
          eq(productCodes.side, target.side),
          eq(productCodes.partnerId, input.partnerId),
          eq(productCodes.type, input.type),
          eq(productCodes.code, input.code),
          exceptId ? ne(productCodes.id, exceptId) : undefined,
        ),
      );
    return (row?.n ?? 0) > 0;
  },
};
