import {
  EXPORT_LIST_DAYS,
  type ExportJob,
  type ExportRequest,
  exportFileName,
} from '@app/domain/exports/export.schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { ArchiveStore } from '../../platform/files/archive-store';
import { fieldError, notFound } from '../../platform/http/errors';
import { companies } from '../companies/companies.tables';
import { EXPORT_JOB } from './export-builder';
import type { ExportSource } from './export-source';
import { type ExportRow, exportsRepo } from './exports.repo';

const ALREADY_RUNNING = () => fieldError('kind', 'exports.already-running');

export const toExportJob = (row: ExportRow): ExportJob => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  from: row.periodFrom,
  to: row.periodTo,
  total: row.total,
  processed: row.processed,
  size: row.size,
  fileName: row.fileName,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

const isOnePendingViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'export_jobs_one_pending';
};

/** Export jobs of a company (spec 02 §2 exports, §3 Export job, §8 Subscriptions and exports). */
export function createExportsService(
  ctx: AppContext,
  deps: { archives: ArchiveStore; sources: Record<ExportRow['kind'], ExportSource> },
) {
  const { database } = ctx;

  return {
    /**
     * Starts an export: refused when one is already running for the company or when the period
     * has nothing of that kind; the export and its job are written in one transaction.
     */
    async start(
      user: { id: string; tenantId: string },
      companyId: string,
      request: ExportRequest,
    ): Promise<ExportJob> {
      if (await exportsRepo.hasPending(database.db, companyId)) throw ALREADY_RUNNING();
      const total = await deps.sources[request.kind].count(database.db, companyId, request.from, request.to);
      if (total === 0) throw fieldError('kind', 'exports.nothing-to-process');
      const [company] = await database.db
        .select({ businessId: companies.businessId })
        .from(companies)
        .where(eq(companies.id, companyId));
      try {
        const row = await database.transaction(async (tx) => {
          const created = await exportsRepo.insert(tx.db, {
            companyId,
            tenantId: user.tenantId,
            userId: user.id,
            kind: request.kind,
            periodFrom: request.from,
            periodTo: request.to,
            total,
            fileName: exportFileName(request.kind, company?.businessId ?? '', request.from, request.to),
          });
          await ctx.jobs.enqueue(tx, EXPORT_JOB, { exportId: created.id });
          return created;
        });
        return toExportJob(row);
      } catch (error) {
        if (isOnePendingViolation(error)) throw ALREADY_RUNNING();
        throw error;
      }
    },

    /** The exports of the last month, newest first. */
    async list(companyId: string): Promise<ExportJob[]> {
      const since = new Date(Date.now() - EXPORT_LIST_DAYS * 86_400_000);
      return (await exportsRepo.listSince(database.db, companyId, since)).map(toExportJob);
    },

    /** A complete export's archive, as a stream. */
    async download(companyId: string, id: string) {
      const row = await exportsRepo.find(database.db, companyId, id);
      if (row?.status !== 'complete' || !row.storageKey) throw notFound();
      return { stream: deps.archives.open(row.storageKey), fileName: row.fileName, size: row.size };
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
