import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/** A table of sends to ANAF (e-Factura, e-Transport): open while `intended` or `uploaded`. */
type SendsTable = PgTable & { id: PgColumn; nextCheckAt: PgColumn; updatedAt: PgColumn };

/**
 * Takes an open send whose check is due for `leaseMs` and returns it: the row is locked (skipping
 * one another worker holds) only for this statement, and the lease (`next_check_at` ahead) keeps
 * every other worker away until this one records its answer or dies. `updated_at` becomes the
 * claim's mark, at millisecond precision so that it compares exactly.
 */
export async function claimSend<T extends SendsTable>(
  db: Db,
  table: T,
  id: string,
  leaseMs: number,
): Promise<T['$inferSelect'] | null> {
  const rows = await db
    .update(table)
    .set({
      nextCheckAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      updatedAt: sql`date_trunc('milliseconds', clock_timestamp())`,
    } as never)
    .where(
      sql`${table.id} = (
        select id from ${table}
        where id = ${id} and status in ('intended', 'uploaded')
          and (next_check_at is null or next_check_at <= now())
        for update skip locked)`,
    )
    .returning();
  return (rows as unknown as T['$inferSelect'][])[0] ?? null;
}

/** Writes a step's answer if the send still carries this worker's claim mark; null when moved. */
export async function updateIfClaimed<T extends SendsTable>(
  db: Db,
  table: T,
  id: string,
  claimedAt: Date,
  patch: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect'] | null> {
  const rows = await db
    .update(table)
    .set({ ...patch, updatedAt: sql`date_trunc('milliseconds', clock_timestamp())` } as never)
    .where(and(eq(table.id, id), eq(table.updatedAt, claimedAt)))
    .returning();
  return (rows as unknown as T['$inferSelect'][])[0] ?? null;
}
