import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { SpvAccess } from '../../platform/anaf/spv-access';
import { requeueOverdue } from '../../platform/anaf/stepped-send';
import type { AccountDeletionBlocker } from '../accounts/account.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { efacturaSendingRepo } from './efactura-sending.repo';
import { registerEfacturaSendingRoutes } from './efactura-sending.routes';
import { AUTO_SEND_JOB, createEfacturaSendingService } from './efactura-sending.service';
import { createRejectionNotice } from './rejection-notice';
import { sendingTimingsFromEnv } from './sending-timings';
import { createSubmissionWorker, SUBMISSION_JOB } from './submission-worker';

export type EfacturaSendingDeps = {
  access: SpvAccess;
  notifications: NotificationsService;
  /** An invoice on its way to ANAF holds back the deletion of the team's last account. */
  accountDeletionBlockers: AccountDeletionBlocker[];
};

const SWEEP_JOB = 'efactura.sweep';
/** Steps mostly wait on ANAF: this many at once per process (each is safe to run again). */
export const SUBMISSION_CONCURRENCY = 100;

/** Client invoices to RO e-Factura: send, upload, poll, download the seal, exactly once. */
export async function registerEfacturaSending(
  app: FastifyInstance,
  ctx: AppContext,
  deps: EfacturaSendingDeps,
): Promise<void> {
  const timing = sendingTimingsFromEnv(process.env);
  const service = createEfacturaSendingService(ctx.database, ctx.jobs, deps.access);
  const worker = createSubmissionWorker({
    database: ctx.database,
    access: deps.access,
    jobs: ctx.jobs,
    timings: timing.steps,
    leaseMs: timing.leaseMs,
    rejected: createRejectionNotice(deps.notifications, ctx.mailer),
  });

  const hooks = app.clientInvoiceHooks;
  hooks.published.push((tx, invoice) => service.onPublished(tx, invoice));
  hooks.sendRefusal = (db, invoice) => service.sendRefusal(db, invoice);

  registerEfacturaSendingRoutes(app, service);
  deps.accountDeletionBlockers.push({
    reason: 'pending-efactura-invoices',
    count: efacturaSendingRepo.openOfTenant,
  });

  await ctx.jobs.register<{ id: string }>(SUBMISSION_JOB, ({ id }) => worker.advance(id), {
    concurrency: SUBMISSION_CONCURRENCY,
  });
  await ctx.jobs.register<{ companyId: string; documentId: string }>(AUTO_SEND_JOB, (job) =>
    service.autoSend(job.companyId, job.documentId),
  );
  // Open sends whose step is overdue (their worker died, their job was lost) go back to the queue.
  const sweep = async () => {
    await requeueOverdue(ctx.jobs, SUBMISSION_JOB, () =>
      efacturaSendingRepo.overdue(ctx.database.db, timing.sweepGraceMs),
    );
  };
  await ctx.jobs.register(SWEEP_JOB, sweep);
  await ctx.jobs.schedule(SWEEP_JOB, '* * * * *');
  if (ctx.config.workers && timing.sweepEveryMs !== null) {
    // Sooner than the minute cron, where configured (the fault-injection run shortens time).
    const timer = setInterval(() => sweep().catch(() => undefined), timing.sweepEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
