import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { SpvAccess } from '../../platform/anaf/spv-access';
import { databaseFileStore } from '../../platform/files/file-store';
import type { NotificationsService } from '../notifications/notifications.service';
import { type InboxContext, PDF_JOB, REPLY_JOB, SYNC_ALL_JOB, SYNC_JOB } from './efactura-inbox.context';
import { efacturaInboxRepo as repo } from './efactura-inbox.repo';
import { registerEfacturaInboxRoutes } from './efactura-inbox.routes';
import { createReplies, type ReplyJob, sendReply } from './efactura-replies';
import { syncCompany } from './efactura-sync';
import { storeMissingPdfs } from './received-pdfs';

export type EfacturaInboxDeps = {
  access: SpvAccess;
  notifications: NotificationsService;
  /** Epoch milliseconds (tests move it). */
  now?: () => number;
};

/** Every few hours every connected company's inbox is read (spec 02 §4; §9: 60 days back). */
export const SYNC_ALL_CRON = '17 */4 * * *';

/**
 * What arrives through SPV: the sync of received invoices into supplier invoices and of buyer
 * messages, the replies (RASP) to suppliers sent with confirmations and rejections, and the
 * registry (/efactura) with its files.
 */
export async function registerEfacturaInbox(
  app: FastifyInstance,
  ctx: AppContext,
  deps: EfacturaInboxDeps,
): Promise<FastifyInstance['efacturaInbox']> {
  const context: InboxContext = {
    database: ctx.database,
    jobs: ctx.jobs,
    access: deps.access,
    files: databaseFileStore,
    notifications: deps.notifications,
    now: deps.now ?? (() => Date.now()),
    log: app.log,
  };
  if (app.hasDecorator('supplierInvoiceReplies')) app.supplierInvoiceReplies.use(createReplies(context));
  registerEfacturaInboxRoutes(app, context);

  await ctx.jobs.register<{ companyId: string }>(SYNC_JOB, async ({ companyId }) => {
    await syncCompany(context, companyId);
  });
  await ctx.jobs.register<{ companyId: string }>(PDF_JOB, async ({ companyId }) => {
    await storeMissingPdfs(context, companyId);
  });
  await ctx.jobs.register<ReplyJob>(REPLY_JOB, (job) => sendReply(context, job));
  // The schedule fans out: one sync job per company, so one company's trouble delays no other.
  await ctx.jobs.register(SYNC_ALL_JOB, async () => {
    const companyIds = await repo.activeLikeCompanies(ctx.database.db);
    await ctx.database.transaction(async (tx) => {
      for (const companyId of companyIds) await ctx.jobs.enqueue(tx, SYNC_JOB, { companyId });
    });
  });
  await ctx.jobs.schedule(SYNC_ALL_JOB, SYNC_ALL_CRON);

  const inbox = {
    context,
    sync: (companyId: string) => syncCompany(context, companyId),
    storeMissingPdfs: (companyId: string) => storeMissingPdfs(context, companyId),
  };
  app.decorate('efacturaInbox', inbox);
  return inbox;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The inbox's context and a direct sync (tests and the bench call it without the queue). */
    efacturaInbox: {
      context: InboxContext;
      sync(companyId: string): ReturnType<typeof syncCompany>;
      /** ANAF's PDFs the imports left for later (what job efactura.received-pdfs does). */
      storeMissingPdfs(companyId: string): ReturnType<typeof storeMissingPdfs>;
    };
  }
}
