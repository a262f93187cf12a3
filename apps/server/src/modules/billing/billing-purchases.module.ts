import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { createPaymentsRuntime, type PaymentsRuntime } from '../../platform/payments/payments-runtime';
import type { NotificationsService } from '../notifications/notifications.service';
import {
  BILLING_LIFECYCLE_CRON,
  BILLING_LIFECYCLE_JOB,
  type BillingLifecycle,
  createBillingLifecycle,
} from './billing-lifecycle';
import { registerBillingPurchaseRoutes } from './billing-purchases.routes';
import { createBillingPurchases } from './billing-purchases.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Card payments: Stripe, or the in-process payment provider simulator (tests drive it). */
    payments: PaymentsRuntime;
    /** Reminders, renewals and ends of subscriptions; tests run it at chosen moments. */
    billingLifecycle: BillingLifecycle;
  }
}

/** Buying plans by card and their lifecycle: the payment provider, the services, routes and job. */
export async function registerBillingPurchases(
  app: FastifyInstance,
  ctx: AppContext,
  notifications: NotificationsService,
) {
  const payments = await createPaymentsRuntime(ctx.config.payments);
  app.decorate('payments', payments);
  app.addHook('onClose', payments.close);
  // The simulator delivers its webhooks to this very server, whose port is known once it listens.
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') {
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      const reachable = host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host;
      payments.listeningAt(`http://${reachable}:${address.port}`);
    }
  });
  const purchases = createBillingPurchases({
    database: ctx.database,
    payments,
    notifications,
    mailer: ctx.mailer,
    appUrl: ctx.config.appUrl,
  });
  registerBillingPurchaseRoutes(app, ctx.database, purchases);
  const lifecycle = createBillingLifecycle({
    database: ctx.database,
    payments,
    notifications,
    mailer: ctx.mailer,
    appUrl: ctx.config.appUrl,
  });
  app.decorate('billingLifecycle', lifecycle);
  await ctx.jobs.register(BILLING_LIFECYCLE_JOB, async () => {
    await lifecycle.run();
  });
  await ctx.jobs.schedule(BILLING_LIFECYCLE_JOB, BILLING_LIFECYCLE_CRON);
  return purchases;
}
