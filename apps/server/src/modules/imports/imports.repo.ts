import type { ImportRowErrors } from '@app/domain/imports/import.schemas';
import type { ImportEntity } from '@app/domain/imports/import-limits';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imports } from './imports.tables';

export type ImportRow = typeof imports.$inferSelect;
export type NewImport = Pick<
  typeof imports.$inferInsert,
  'companyId' | 'tenantId' | 'userId' | 'entity' | 'fileName' | 'total' | 'rows'
>;

const byId = (id: string) => eq(imports.id, id);

export const importsRepo = {
  async insert(db: Db, values: NewImport): Promise<ImportRow> {
    const [row] = await db.insert(imports).values(values).returning();
    if (!row) throw new Error('import not stored');
    return row;
  },

  async find(db: Db, companyId: string, entity: ImportEntity, id: string): Promise<ImportRow | null> {
    const [row] = await db
      .select()
      .from(imports)
      .where(and(eq(imports.companyId, companyId), eq(imports.entity, entity), byId(id)));
    return row ?? null;
  },

  async findForJob(db: Db, id: string): Promise<ImportRow | null> {
    const [row] = await db.select().from(imports).where(byId(id));
    return row ?? null;
  },

  async start(db: Db, id: string): Promise<void> {
    await db.update(imports).set({ status: 'running', startedAt: new Date() }).where(byId(id));
  },

  async setProcessed(db: Db, id: string, processed: number): Promise<void> {
    await db.update(imports).set({ processed }).where(byId(id));
  },

  /** The end of an import: finished, or failed at a row or for another reason; its rows are let go. */
  async end(
    db: Db,
    id: string,
    outcome:
      | { status: 'finished' }
      | { status: 'failed'; failedRow: ImportRowErrors | null; error: string | null },
  ): Promise<void> {
    await db
      .update(imports)
      .set({ ...outcome, rows: null, finishedAt: new Date() })
      .where(byId(id));
  },
};
