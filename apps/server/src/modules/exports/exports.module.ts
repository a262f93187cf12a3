import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { folderArchiveStore } from '../../platform/files/archive-store';
import type { NotificationsService } from '../notifications/notifications.service';
import { createExportBuilder, EXPORT_JOB } from './export-builder';
import { EXPORT_CLEANUP_CRON, EXPORT_CLEANUP_JOB, removeOldExports } from './export-cleanup';
import { type ClientInvoicePdf, exportSources } from './export-sources';
import { registerExportRoutes } from './exports.routes';
import { createExportsService } from './exports.service';

/**
 * Exports (spec 02 §2 exports, §3 Export job): ZIP archives of a period's invoice PDFs, e-Factura
 * seals, or the accountant's SAGA files, built by a job and kept in the archive store.
 */
export async function registerExports(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { notifications: NotificationsService; clientInvoicePdf: ClientInvoicePdf },
) {
  const archives = folderArchiveStore(ctx.config.archivesDir);
  const sources = exportSources(deps.clientInvoicePdf);
  const service = createExportsService(ctx, { archives, sources });
  registerExportRoutes(app, service);
  const build = createExportBuilder(ctx, {
    archives,
    sources,
    notifications: deps.notifications,
    log: app.log,
  });
  await ctx.jobs.register(EXPORT_JOB, async (data: { exportId: string }) => {
    await build(data);
  });
  await ctx.jobs.register(EXPORT_CLEANUP_JOB, () => removeOldExports(ctx.database, archives));
  await ctx.jobs.schedule(EXPORT_CLEANUP_JOB, EXPORT_CLEANUP_CRON);
  return { service, build, removeOldExports: (now?: Date) => removeOldExports(ctx.database, archives, now) };
}
