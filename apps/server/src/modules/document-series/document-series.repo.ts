import type { DocumentSeriesPayload } from '@app/domain/document-series/document-series.schemas';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UUID } from '../../platform/crud/service-resource';
import type { ListingPlan } from '../../platform/listing/listing';
import { documentSeries } from './document-series.tables';

export type DocumentSeriesRow = typeof documentSeries.$inferSelect;

const ofCompany = (companyId: string, id: string) =>
  and(eq(documentSeries.companyId, companyId), eq(documentSeries.id, id));

export const documentSeriesRepo = {
  async list(db: Db, companyId: string, plan: ListingPlan) {
    const where = and(eq(documentSeries.companyId, companyId), plan.where);
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(documentSeries)
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      db.select({ n: count() }).from(documentSeries).where(where),
    ]);
    return { items, count: total?.n ?? 0 };
  },

  /** Null for an id that is not the company's (or not an id at all). */
  async find(db: Db, companyId: string, id: string): Promise<DocumentSeriesRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db.select().from(documentSeries).where(ofCompany(companyId, id));
    return row ?? null;
  },

  /** The row locked until the transaction ends: number allocation, edits and deletion queue here. */
  async lock(db: Db, companyId: string, id: string): Promise<DocumentSeriesRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db.select().from(documentSeries).where(ofCompany(companyId, id)).for('update');
    return row ?? null;
  },

  /** Which of "same prefix and suffix" and "same type and start date" another series already has. */
  async clashes(db: Db, companyId: string, input: DocumentSeriesPayload, exceptId: string | null) {
    const others = exceptId
      ? and(eq(documentSeries.companyId, companyId), ne(documentSeries.id, exceptId))
      : eq(documentSeries.companyId, companyId);
    const [row] = await db
      .select({
        prefixSuffix: sql<boolean>`bool_or(upper(${documentSeries.prefix}) = upper(${input.prefix})
          and upper(coalesce(${documentSeries.suffix}, '')) = upper(${input.suffix ?? ''}))`,
        startDate: sql<boolean>`bool_or(${documentSeries.type} = ${input.type}
          and ${documentSeries.startDate} = ${input.startDate})`,
      })
      .from(documentSeries)
      .where(others);
    return { prefixSuffix: row?.prefixSuffix === true, startDate: row?.startDate === true };
  },

  async insert(db: Db, companyId: string, input: DocumentSeriesPayload): Promise<DocumentSeriesRow> {
    const [row] = await db
      .insert(documentSeries)
      .values({ ...input, companyId })
      .returning();
    if (!row) throw new Error('document series not created');
    return row;
  },

  async update(db: Db, companyId: string, id: string, input: DocumentSeriesPayload) {
    const [row] = await db.update(documentSeries).set(input).where(ofCompany(companyId, id)).returning();
    if (!row) throw new Error('document series not updated');
    return row;
  },

  async delete(db: Db, companyId: string, id: string): Promise<void> {
    await db.delete(documentSeries).where(ofCompany(companyId, id));
  },

  async setLastNumber(db: Db, id: string, lastNumber: bigint): Promise<void> {
    await db.update(documentSeries).set({ lastNumber }).where(eq(documentSeries.id, id));
  },

  async countOfCompany(db: Db, companyId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(documentSeries)
      .where(eq(documentSeries.companyId, companyId));
    return row?.n ?? 0;
  },
};
