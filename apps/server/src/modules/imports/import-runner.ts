import type { ImportRowErrors } from '@app/domain/imports/import.schemas';
import type { ImportEntity } from '@app/domain/imports/import-limits';
import { hasErrors } from '@app/domain/imports/import-row-result';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { ValidationError } from '../../platform/http/errors';
import type { NotificationsService } from '../notifications/notifications.service';
import { type Importer, type ImportPlan, inFileFields } from './importer';
import { type ImportRow, importsRepo } from './imports.repo';

export const IMPORT_JOB = 'imports.run';

/** Rows inserted per transaction: the progress moves by this step, and a retried job resumes there. */
export const IMPORT_CHUNK = 50;

/** Why an import stopped: at a row (with its field errors), or for a reason of its own. */
type Stop = { failedRow: ImportRowErrors } | { error: 'internalServerError' };

/**
 * The import job (spec 02 §4 Imports): checks the waiting rows again (the company's data may have
 * changed since the wizard validated them), inserts them in file order, a chunk per transaction,
 * and stops at the first row that fails, keeping the rows before it. Its end is a notification.
 */
export function createImportRunner(
  ctx: AppContext,
  notifications: NotificationsService,
  importers: Record<ImportEntity, Importer>,
) {
  const { database } = ctx;

  /** The row at `index` as the failure names it: line, name and field errors in the file's columns. */
  function failedRowOf(plan: ImportPlan, index: number, errors: Record<string, string[]>): ImportRowErrors {
    const result = plan.results[index];
    return {
      line: result?.line ?? index + 1,
      name: result?.row.name || null,
      errors: inFileFields(errors, (field) => plan.fieldOf(index, field)),
    };
  }

  async function end(row: ImportRow, stop: Stop | null): Promise<void> {
    await database.transaction(async (tx: Tx) => {
      await importsRepo.end(
        tx.db,
        row.id,
        stop === null
          ? { status: 'finished' }
          : {
              status: 'failed',
              failedRow: 'failedRow' in stop ? stop.failedRow : null,
              error: 'error' in stop ? stop.error : null,
            },
      );
      const failedRow = stop && 'failedRow' in stop ? stop.failedRow : null;
      await notifications.notify(tx, {
        tenantId: row.tenantId,
        companyId: row.companyId,
        type: `${row.entity}-import-${stop === null ? 'finished' : 'failed'}`,
        data: failedRow
          ? { errors: [{ row: failedRow.line, name: failedRow.name ?? undefined, errors: failedRow.errors }] }
          : {},
      });
    });
  }

  /**
   * Inserts the plan's rows [0, count) in order, a chunk per transaction; the import's `processed`
   * rows were inserted before (by an earlier attempt), so the progress counts from there. When a chunk is refused,
   * its rows go again one per transaction, so the rows before the refused one are kept. Returns the
   * refused row, if any.
   */
  async function insertRows(plan: ImportPlan, row: ImportRow, count: number): Promise<Stop | null> {
    const inserted = (tx: Tx, to: number) => importsRepo.setProcessed(tx.db, row.id, row.processed + to);
    const insertOne = (index: number) =>
      database.transaction(async (tx) => {
        await plan.insert(tx, index);
        await inserted(tx, index + 1);
      });
    for (let start = 0; start < count; start += IMPORT_CHUNK) {
      const end = Math.min(start + IMPORT_CHUNK, count);
      try {
        await database.transaction(async (tx) => {
          await plan.insertMany(tx, start, end);
          await inserted(tx, end);
        });
        continue;
      } catch {
        plan.forget();
      }
      for (let index = start; index < end; index++) {
        try {
          await insertOne(index);
        } catch (error) {
          plan.forget();
          if (error instanceof ValidationError) return { failedRow: failedRowOf(plan, index, error.errors) };
          throw error;
        }
      }
    }
    return null;
  }

  async function runImport(row: ImportRow): Promise<Stop | null> {
    const rows = (row.rows ?? []).slice(row.processed);
    const plan = await importers[row.entity](database.db, row.companyId, rows);
    const firstFailing = plan.results.findIndex((result) => hasErrors(result.errors));
    const stop = await insertRows(plan, row, firstFailing === -1 ? rows.length : firstFailing);
    if (stop) return stop;
    return firstFailing === -1
      ? null
      : { failedRow: failedRowOf(plan, firstFailing, plan.results[firstFailing]?.errors ?? {}) };
  }

  return async function run({ importId }: { importId: string }): Promise<void> {
    const row = await importsRepo.findForJob(database.db, importId);
    // Gone with its company, or already ended by an earlier attempt.
    if (!row || row.status === 'finished' || row.status === 'failed') return;
    if (row.status === 'pending') await importsRepo.start(database.db, row.id);
    let stop: Stop | null;
    try {
      stop = await runImport(row);
    } catch (error) {
      // Not a row's fault: the import ends here (its rows so far are kept) and says so.
      console.error('import failed', importId, error);
      stop = { error: 'internalServerError' };
    }
    await end(row, stop);
  };
}
