import { and, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UUID } from '../../platform/crud/service-resource';
import { exportJobs } from './exports.tables';

export type ExportRow = typeof exportJobs.$inferSelect;
export type NewExport = typeof exportJobs.$inferInsert;

export const exportsRepo = {
  async insert(db: Db, values: NewExport): Promise<ExportRow> {
    const [row] = await db.insert(exportJobs).values(values).returning();
    if (!row) throw new Error('export not stored');
    return row;
  },

  async listSince(db: Db, companyId: string, since: Date): Promise<ExportRow[]> {
    return db
      .select()
      .from(exportJobs)
      .where(and(eq(exportJobs.companyId, companyId), gte(exportJobs.createdAt, since)))
      .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id));
  },

  async find(db: Db, companyId: string, id: string): Promise<ExportRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db
      .select()
      .from(exportJobs)
      .where(and(eq(exportJobs.companyId, companyId), eq(exportJobs.id, id)));
    return row ?? null;
  },

  async hasPending(db: Db, companyId: string): Promise<boolean> {
    const rows = await db
      .select({ id: exportJobs.id })
      .from(exportJobs)
      .where(and(eq(exportJobs.companyId, companyId), eq(exportJobs.status, 'pending')))
      .limit(1);
    return rows.length > 0;
  },

  /** Ended exports created before `before` (past the list's month): their archives are removed. */
  async endedBefore(db: Db, before: Date, limit: number) {
    return db
      .select({ id: exportJobs.id, storageKey: exportJobs.storageKey })
      .from(exportJobs)
      .where(and(lt(exportJobs.createdAt, before), ne(exportJobs.status, 'pending')))
      .limit(limit);
  },

  async remove(db: Db, ids: string[]): Promise<void> {
    if (ids.length > 0) await db.delete(exportJobs).where(inArray(exportJobs.id, ids));
  },

  async findForJob(db: Db, id: string): Promise<ExportRow | null> {
    const [row] = await db.select().from(exportJobs).where(eq(exportJobs.id, id));
    return row ?? null;
  },

  async setProgress(db: Db, id: string, processed: number): Promise<void> {
    await db.update(exportJobs).set({ processed }).where(eq(exportJobs.id, id));
  },

  /** Ends a pending export; false when it had ended already (a job run twice ends it once). */
  async end(
    db: Db,
    id: string,
    values: Pick<NewExport, 'status' | 'processed' | 'storageKey' | 'size' | 'error'>,
  ): Promise<boolean> {
    const rows = await db
      .update(exportJobs)
      .set({ ...values, finishedAt: new Date() })
      .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'pending')))
      .returning({ id: exportJobs.id });
    return rows.length > 0;
  },
};
