import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { createPaymentsRuntime, type PaymentsRuntime } from '../../platform/payments/payments-runtime';
import type { SystemDocuments } from '../client-invoices/system-documents';
import type { NotificationsService } from '../notifications/notifications.service';
import { createPaymentAcceptance } from './billing-acceptance';
import { registerBillingAdminRoutes } from './billing-admin.routes';
import {
  BILLING_LIFECYCLE_CRON,
  BILLING_LIFECYCLE_JOB,
  type BillingLifecycle,
  createBillingLifecycle,
} from './billing-lifecycle';
import { registerBillingPurchaseRoutes } from './billing-purchases.routes';
import { createBillingPurchases } from './billing-purchases.service';
import { registerBillingReconcile } from './billing-reconcile';
import {
  createPlatformInvoicing,
  PLATFORM_DOCUMENTS_JOB,
  type PlatformInvoicingDeps,
} from './platform-invoicing';

declare module 'fastify' {
  interface FastifyInstance {
    /** Card payments: Stripe, or the in-process payment provider simulator (tests drive it). */
    payments: PaymentsRuntime;
    /** Reminders, renewals and ends of subscriptions; tests run it at chosen moments. */
    billingLifecycle: BillingLifecycle;
  }
}

/**
 * Buying plans (card, bank transfer) and their lifecycle: the payment provider, the platform's
 * own invoicing of subscriptions, the services, the routes (the operators' too) and the jobs.
 */
export async function registerBillingPurchases(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    notifications: NotificationsService;
    /** The client invoicing the platform's own company issues its documents with. */
    documents: SystemDocuments;
    pdf: PlatformInvoicingDeps['pdf'];
  },
) {
  const { notifications } = deps;
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
  const platformInvoicing = createPlatformInvoicing({
    database: ctx.database,
    mailer: ctx.mailer,
    jobs: ctx.jobs,
    documents: deps.documents,
    pdf: deps.pdf,
    // Read at each use: tests name the platform's company once it exists.
    issuer: () => ctx.config.platformCompanyId,
  });
  await ctx.jobs.register<{ paymentId: string }>(PLATFORM_DOCUMENTS_JOB, ({ paymentId }) =>
    platformInvoicing.process(paymentId),
  );
  const billingDeps = {
    database: ctx.database,
    payments,
    notifications,
    mailer: ctx.mailer,
    appUrl: ctx.config.appUrl,
    platformInvoicing,
    accept: createPaymentAcceptance({ notifications, platformInvoicing }),
  };
  const purchases = createBillingPurchases(billingDeps);
  registerBillingPurchaseRoutes(app, ctx.database, purchases, platformInvoicing);
  registerBillingAdminRoutes(app, ctx.database, billingDeps.accept);
  const lifecycle = createBillingLifecycle(billingDeps);
  app.decorate('billingLifecycle', lifecycle);
  await ctx.jobs.register(BILLING_LIFECYCLE_JOB, async () => {
    await lifecycle.run();
  });
  await ctx.jobs.schedule(BILLING_LIFECYCLE_JOB, BILLING_LIFECYCLE_CRON);
  await registerBillingReconcile(app, ctx, purchases, lifecycle, platformInvoicing);
  return purchases;
}
