import { EXPORT_LIST_DAYS } from '@app/domain/exports/export.schemas';
import type { Database } from '../../db/client';
import type { ArchiveStore } from '../../platform/files/archive-store';
import { exportsRepo } from './exports.repo';

export const EXPORT_CLEANUP_JOB = 'exports.cleanup';
export const EXPORT_CLEANUP_CRON = '41 3 * * *';
const BATCH = 200;

/**
 * Removes the exports the list no longer shows (older than its month), archives first: a row
 * whose file could not be removed stays, to be tried again the next night.
 */
export async function removeOldExports(database: Database, archives: ArchiveStore, now = new Date()) {
  const before = new Date(now.getTime() - EXPORT_LIST_DAYS * 86_400_000);
  for (;;) {
    const old = await exportsRepo.endedBefore(database.db, before, BATCH);
    const removed: string[] = [];
    for (const row of old) {
      if (row.storageKey) await archives.remove(row.storageKey);
      removed.push(row.id);
    }
    await exportsRepo.remove(database.db, removed);
    if (old.length < BATCH) return;
  }
}
