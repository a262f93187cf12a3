import type { DocumentSeriesPayload } from '@app/domain/document-series/document-series.schemas';
import { and, count, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UUID } from '../../platform/crud/service-resource';
import type { ListingPlan } from '../../platform/listing/listing';
import { companies } from '../companies/companies.tables';
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

  /**
   * `asCreatedWithCompany` stamps the row with the company's own creation time (read in SQL, where
   * it keeps its microseconds): the mark of a default series (see `countBlocking`).
   */
  async insert(
    db: Db,
    companyId: string,
    input: DocumentSeriesPayload,
    options: { asCreatedWithCompany?: boolean } = {},
  ): Promise<DocumentSeriesRow> {
    const createdAt = options.asCreatedWithCompany
      ? sql`(select ${companies.createdAt} from ${companies} where ${companies.id} = ${companyId})`
      : undefined;
    const [row] = await db
      .insert(documentSeries)
      .values({ ...input, companyId, ...(createdAt ? { createdAt } : {}) })
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

  /**
   * The series that keep the company from being deleted: all but the defaults it was created with
   * (same creation time as the company) while they have numbered nothing, so a company added by
   * mistake can still be deleted at once.
   */
  async countBlocking(db: Db, companyId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(documentSeries)
      .innerJoin(companies, eq(companies.id, documentSeries.companyId))
      .where(
        and(
          eq(documentSeries.companyId, companyId),
          or(isNotNull(documentSeries.lastNumber), ne(documentSeries.createdAt, companies.createdAt)),
        ),
      );
    return row?.n ?? 0;
  },

  /** Moves the start date of the company's series that have numbered nothing yet (demo data). */
  async moveUnusedStartDates(db: Db, companyId: string, startDate: string): Promise<void> {
    await db
      .update(documentSeries)
      .set({ startDate })
      .where(and(eq(documentSeries.companyId, companyId), isNull(documentSeries.lastNumber)));
  },
};
