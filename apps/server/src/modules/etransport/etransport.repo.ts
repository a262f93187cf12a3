import type { ActivityStep } from '@app/domain/etransport/etransport-api.schemas';
import type { ListingQuery } from '@app/domain/listing/listing.schemas';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimSend, updateIfClaimed } from '../../platform/anaf/leased-sends';
import { filterParsers, planListing } from '../../platform/listing/listing';
import { users } from '../accounts/accounts.tables';
import { etransportActivity, etransportItems, etransportSubmissions } from './etransport.tables';
import { combinedStateCondition, kindCondition, parseKind, parseState } from './etransport-list-filters';

export type ItemRow = typeof etransportItems.$inferSelect;
export type NewItem = typeof etransportItems.$inferInsert;
export type SubmissionRow = typeof etransportSubmissions.$inferSelect;
export type NewSubmission = typeof etransportSubmissions.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const LISTING = {
  sortable: {
    createdAt: etransportItems.createdAt,
    deliveryDate: etransportItems.deliveryDate,
    uit: etransportItems.uit,
  },
  filterable: {
    type: { condition: (_op: unknown, value: unknown) => kindCondition(value as string), parse: parseKind },
    state: {
      condition: (_op: unknown, value: unknown) => combinedStateCondition(value as string),
      parse: parseState,
    },
    deliveryDate: { column: etransportItems.deliveryDate, parse: filterParsers.day },
    uit: {
      column: etransportItems.uit,
      parse: (value: unknown) =>
        String(value)
          .replace(/[\s-]+/g, '')
          .toUpperCase(),
    },
  },
  searchable: [etransportItems.uit, etransportItems.referenceCode, etransportItems.partnerName],
  defaultSort: { column: etransportItems.createdAt, dir: 'desc' as const },
  tiebreaker: etransportItems.id,
};

/** The SQL of the e-Transport register, its sends and activity. */
export const etransportRepo = {
  async list(db: Db, companyId: string, query: ListingQuery) {
    const plan = planListing(query, LISTING);
    const where = and(eq(etransportItems.companyId, companyId), plan.where);
    const items = await db
      .select()
      .from(etransportItems)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const [total] = await db.select({ count: count() }).from(etransportItems).where(where);
    return { items, count: total?.count ?? 0 };
  },

  async find(db: Db, companyId: string, id: string, lock = false): Promise<ItemRow | null> {
    if (!UUID.test(id)) return null;
    const query = db
      .select()
      .from(etransportItems)
      .where(and(eq(etransportItems.companyId, companyId), eq(etransportItems.id, id)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  async insert(db: Db, values: NewItem): Promise<ItemRow> {
    const [row] = await db.insert(etransportItems).values(values).returning();
    return row as ItemRow;
  },

  async update(db: Db, id: string, patch: Partial<NewItem>): Promise<ItemRow> {
    const [row] = await db
      .update(etransportItems)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(etransportItems.id, id))
      .returning();
    return row as ItemRow;
  },

  async remove(db: Db, id: string): Promise<void> {
    await db.delete(etransportItems).where(eq(etransportItems.id, id));
  },

  /** The draft child (correction, modification, confirmation) of a declaration, if one exists. */
  async draftChild(db: Db, parentId: string, kind: ItemRow['kind']): Promise<ItemRow | null> {
    const [row] = await db
      .select()
      .from(etransportItems)
      .where(
        and(
          eq(etransportItems.parentId, parentId),
          eq(etransportItems.kind, kind),
          eq(etransportItems.status, 'draft'),
        ),
      );
    return row ?? null;
  },

  async log(
    db: Db,
    item: Pick<ItemRow, 'id' | 'companyId'>,
    step: ActivityStep,
    userId: string | null,
    detail?: string | null,
  ) {
    await db
      .insert(etransportActivity)
      .values({ companyId: item.companyId, itemId: item.id, step, userId, detail: detail ?? null });
  },

  async activity(db: Db, itemId: string) {
    return db
      .select({
        step: etransportActivity.step,
        at: etransportActivity.at,
        detail: etransportActivity.detail,
        userName: sql<string | null>`nullif(trim(${users.fname} || ' ' || ${users.lname}), '')`,
      })
      .from(etransportActivity)
      .leftJoin(users, eq(users.id, etransportActivity.userId))
      .where(eq(etransportActivity.itemId, itemId))
      .orderBy(asc(etransportActivity.at), asc(etransportActivity.id));
  },

  // Sends.

  async lastAttempt(db: Db, itemId: string): Promise<number> {
    const [row] = await db
      .select({ attempt: sql<number>`coalesce(max(${etransportSubmissions.attempt}), 0)::int` })
      .from(etransportSubmissions)
      .where(eq(etransportSubmissions.itemId, itemId));
    return row?.attempt ?? 0;
  },

  async insertSubmission(db: Db, values: NewSubmission): Promise<SubmissionRow> {
    const [row] = await db.insert(etransportSubmissions).values(values).returning();
    return row as SubmissionRow;
  },

  async latestSubmission(db: Db, itemId: string, message?: SubmissionRow['message']) {
    const [row] = await db
      .select()
      .from(etransportSubmissions)
      .where(
        and(
          eq(etransportSubmissions.itemId, itemId),
          message ? eq(etransportSubmissions.message, message) : undefined,
        ),
      )
      .orderBy(desc(etransportSubmissions.attempt))
      .limit(1);
    return row ?? null;
  },

  claim: (db: Db, id: string, leaseMs: number): Promise<SubmissionRow | null> =>
    claimSend(db, etransportSubmissions, id, leaseMs),

  /** Counted before the call: from now on an upload may have reached ANAF. */
  async countUploadTry(db: Db, id: string): Promise<number> {
    const [row] = await db
      .update(etransportSubmissions)
      // Not `updated_at`: that is the claim's mark, which the answer's record compares.
      .set({ uploadTries: sql`${etransportSubmissions.uploadTries} + 1` })
      .where(eq(etransportSubmissions.id, id))
      .returning({ uploadTries: etransportSubmissions.uploadTries });
    return row?.uploadTries ?? 0;
  },

  updateIfClaimed: (
    db: Db,
    id: string,
    claimedAt: Date,
    patch: Partial<NewSubmission>,
  ): Promise<SubmissionRow | null> => updateIfClaimed(db, etransportSubmissions, id, claimedAt, patch),

  /** Upload indexes of the company's sends among `indexes`. */
  async knownIndexes(db: Db, companyId: string, indexes: string[]): Promise<Set<string>> {
    if (indexes.length === 0) return new Set();
    const rows = await db
      .select({ index: etransportSubmissions.uploadIndex })
      .from(etransportSubmissions)
      .where(
        and(
          eq(etransportSubmissions.companyId, companyId),
          inArray(etransportSubmissions.uploadIndex, indexes),
        ),
      );
    return new Set(rows.map((row) => row.index as string));
  },

  /** Open sends whose check is overdue by more than `graceMs` (their job was lost). */
  async overdue(db: Db, graceMs: number) {
    return db
      .select({ id: etransportSubmissions.id })
      .from(etransportSubmissions)
      .where(
        and(
          inArray(etransportSubmissions.status, ['intended', 'uploaded']),
          isNotNull(etransportSubmissions.nextCheckAt),
          lt(etransportSubmissions.nextCheckAt, sql`now() - ${`${graceMs} milliseconds`}::interval`),
        ),
      )
      .limit(500);
  },
};
