import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import type { BillingLifecycle } from './billing-lifecycle';
import type { BillingPurchases } from './billing-purchases.service';
import { billingReconcileRepo as repo } from './billing-reconcile.repo';
import type { PlatformInvoicing } from './platform-invoicing';

export const BILLING_RECONCILE_JOB = 'billing.reconcile';
/** Every 10 minutes, five minutes off the lifecycle job's runs, so the two passes seldom overlap. */
export const BILLING_RECONCILE_CRON = '5-59/10 * * * *';
/** A pending payment younger than this is left to its buyer's return and the provider's webhook. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/** Stale payments checked a sweep (oldest first); the rest wait for the next one. */
const SWEEP_LIMIT = 500;

declare module 'fastify' {
  interface FastifyInstance {
    /** The reconciliation sweep (run on start and by its job); tests run it when they choose. */
    billingReconcile: BillingReconcile;
  }
}

export type BillingReconcile = ReturnType<typeof createBillingReconcile>;

/**
 * Reconciles card payments with the provider after a crash between charging and recording: a
 * checkout paid at the provider whose webhook was lost (or whose process died) is asked about again
 * through the purchases service's own check, which completes it once; a renewal charge left
 * processing is charged again with its idempotency key by the lifecycle's pass, which starts with
 * the open charges; an accepted payment whose platform invoice could not be issued is tried again.
 * All are idempotent, so any number of processes may sweep at once.
 */
export function createBillingReconcile(deps: {
  database: Database;
  purchases: Pick<BillingPurchases, 'payment'>;
  lifecycle: Pick<BillingLifecycle, 'run'>;
  platformInvoicing: Pick<PlatformInvoicing, 'available' | 'process'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { database, purchases, lifecycle, platformInvoicing, log } = deps;
  return {
    /** One pass at `now`; what became of the stale payments checked, and the lifecycle's pass. */
    async sweep(now = new Date()) {
      const done = { checked: 0, accepted: 0, rejected: 0, pending: 0, failed: 0 };
      const before = new Date(now.getTime() - RECONCILE_AFTER_MS);
      for (const row of await repo.stalePendingCardPayments(database.db, before, SWEEP_LIMIT)) {
        done.checked++;
        try {
          const { status } = await purchases.payment(row.companyId, row.id);
          if (status === 'accepted') done.accepted++;
          else if (status === 'rejected') done.rejected++;
          else done.pending++;
        } catch (error) {
          // One payment that cannot be completed does not stop the others.
          done.failed++;
          log.error({ err: error, paymentId: row.id }, 'billing reconcile: payment not checked');
        }
      }
      const lifecyclePass = await lifecycle.run(null, now);
      // Invoices the platform could not issue yet are tried again (its set-up may be mended now).
      let invoicesRetried = 0;
      if (platformInvoicing.available()) {
        for (const row of await repo.uninvoicedPayments(database.db, before, SWEEP_LIMIT)) {
          await platformInvoicing
            .process(row.id)
            .then(() => invoicesRetried++)
            .catch((error: unknown) =>
              log.error({ err: error, paymentId: row.id }, 'billing reconcile: invoice not issued'),
            );
        }
      }
      return { ...done, lifecycle: lifecyclePass, invoicesRetried };
    },
  };
}

/** The sweep once the app listens (not awaited by the start; errors logged) and every 10 minutes. */
export async function registerBillingReconcile(
  app: FastifyInstance,
  ctx: AppContext,
  purchases: BillingPurchases,
  lifecycle: BillingLifecycle,
  platformInvoicing: PlatformInvoicing,
) {
  const reconcile = createBillingReconcile({
    database: ctx.database,
    purchases,
    lifecycle,
    platformInvoicing,
    log: app.log,
  });
  app.decorate('billingReconcile', reconcile);
  let onStart: Promise<unknown> = Promise.resolve();
  app.addHook('onListen', async () => {
    onStart = reconcile
      .sweep()
      .catch((error: unknown) => app.log.error({ err: error }, 'billing reconcile on start failed'));
  });
  // Closing waits for that sweep, so it never runs on a closed database.
  app.addHook('onClose', async () => {
    await onStart;
  });
  await ctx.jobs.register(BILLING_RECONCILE_JOB, async () => {
    await reconcile.sweep();
  });
  await ctx.jobs.schedule(BILLING_RECONCILE_JOB, BILLING_RECONCILE_CRON);
}
