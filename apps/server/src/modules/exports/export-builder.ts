import type { AppContext } from '../../app-context';
import type { ArchiveStore } from '../../platform/files/archive-store';
import { ZipWriter } from '../../platform/files/zip-writer';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ExportSource } from './export-source';
import { type ExportRow, exportsRepo } from './exports.repo';

export const EXPORT_JOB = 'exports.build';

/** Documents between two progress writes: the bar moves often enough without a write per file. */
const PROGRESS_STEP = 25;

export type ExportBuildResult = { size: number; processed: number; peakBufferedBytes: number };

/**
 * The export job: walks the period's documents and streams their files into one ZIP in the
 * archive store, then marks the export complete (or failed) and notifies the company, in one
 * transaction. A job that runs again after a crash starts the archive afresh; one that finds its
 * export ended does nothing.
 */
export function createExportBuilder(
  ctx: AppContext,
  deps: {
    archives: ArchiveStore;
    notifications: NotificationsService;
    sources: Record<ExportRow['kind'], ExportSource>;
    log: { error(details: object, message: string): void };
  },
) {
  const { database } = ctx;

  async function build(row: ExportRow, storageKey: string): Promise<ExportBuildResult> {
    const draft = await deps.archives.create(storageKey);
    try {
      const zip = new ZipWriter(draft.stream, row.createdAt);
      let processed = 0;
      const source = deps.sources[row.kind];
      for await (const entries of source.documents(
        database.db,
        row.companyId,
        row.periodFrom,
        row.periodTo,
      )) {
        for (const entry of entries) await zip.add(entry.name, entry.bytes, { compress: entry.compress });
        processed++;
        if (processed % PROGRESS_STEP === 0) await exportsRepo.setProgress(database.db, row.id, processed);
      }
      await zip.end();
      const { size } = await draft.commit();
      return { size, processed, peakBufferedBytes: zip.peakBufferedBytes };
    } catch (error) {
      await draft.discard();
      throw error;
    }
  }

  async function end(row: ExportRow, values: Parameters<typeof exportsRepo.end>[2]) {
    await database.transaction(async (tx) => {
      if (!(await exportsRepo.end(tx.db, row.id, values))) return;
      await deps.notifications.notify(tx, {
        tenantId: row.tenantId,
        companyId: row.companyId,
        type: values.status === 'complete' ? 'export-finished' : 'export-failed',
        data: { exportType: row.kind },
      });
    });
  }

  return async function run({ exportId }: { exportId: string }): Promise<ExportBuildResult | null> {
    const row = await exportsRepo.findForJob(database.db, exportId);
    if (row?.status !== 'pending') return null;
    const storageKey = `${row.companyId}/${row.id}.zip`;
    let result: ExportBuildResult;
    try {
      result = await build(row, storageKey);
    } catch (error) {
      // A document that cannot be rendered fails the export for good: retrying renders it again.
      deps.log.error({ err: error, exportId }, 'export failed');
      await end(row, {
        status: 'failed',
        processed: row.processed,
        storageKey: null,
        size: null,
        error: String(error),
      });
      return null;
    }
    await end(row, {
      status: 'complete',
      processed: result.processed,
      storageKey,
      size: result.size,
      error: null,
    });
    return result;
  };
}
