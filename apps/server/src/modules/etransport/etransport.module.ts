import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { SpvAccess } from '../../platform/anaf/spv-access';
import { requeueOverdue } from '../../platform/anaf/stepped-send';
import type { BillingPurchases } from '../billing/billing-purchases.service';
import { sendingTimingsFromEnv } from '../efactura-sending/sending-timings';
import type { NotificationsService } from '../notifications/notifications.service';
import { etransportRepo } from './etransport.repo';
import { registerEtransportRoutes } from './etransport.routes';
import { createEtransportService } from './etransport.service';
import { registerEtransportActivation } from './etransport-activation.routes';
import { createEtransportDocuments } from './etransport-documents';
import { registerEtransportImport } from './etransport-import';
import { createOutcomeRecorder } from './etransport-outcomes';
import { createEtransportWorker, ETRANSPORT_SUBMISSION_JOB } from './etransport-worker';

const SWEEP_JOB = 'etransport.sweep';

/** RO e-Transport (spec 03): the register, its documents and their sending, exactly once. */
export async function registerEtransport(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { access: SpvAccess; notifications: NotificationsService; purchases: BillingPurchases },
) {
  // The same delays as e-Factura's sends (EFACTURA_TIME_SCALE shortens both in tests).
  const timing = sendingTimingsFromEnv(process.env);
  const service = createEtransportService(ctx.database, ctx.jobs);
  const worker = createEtransportWorker({
    database: ctx.database,
    access: deps.access,
    jobs: ctx.jobs,
    timings: timing.steps,
    leaseMs: timing.leaseMs,
    settleWindowMs: timing.steps.limit,
    recordOutcome: createOutcomeRecorder(deps.notifications),
  });
  registerEtransportRoutes(app, ctx.database, service, createEtransportDocuments(ctx.database, ctx.mailer));
  registerEtransportActivation(app, ctx.database, deps.purchases);

  await ctx.jobs.register<{ id: string }>(ETRANSPORT_SUBMISSION_JOB, ({ id }) => worker.advance(id), {
    concurrency: 20,
  });
  const sweep = async () => {
    await requeueOverdue(ctx.jobs, ETRANSPORT_SUBMISSION_JOB, () =>
      etransportRepo.overdue(ctx.database.db, timing.sweepGraceMs),
    );
  };
  await ctx.jobs.register(SWEEP_JOB, sweep);
  await ctx.jobs.schedule(SWEEP_JOB, '* * * * *');
  if (ctx.config.workers && timing.sweepEveryMs !== null) {
    const timer = setInterval(() => sweep().catch(() => undefined), timing.sweepEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  // Declarations other firms made naming the company as partner (spec 03: imported states).
  await registerEtransportImport(app, ctx.jobs, {
    database: ctx.database,
    access: deps.access,
    notifications: deps.notifications,
  });
  return { service };
}
