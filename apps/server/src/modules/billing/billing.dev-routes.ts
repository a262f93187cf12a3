import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireAuth, verified } from '../../platform/auth/access';
import { notFound } from '../../platform/http/errors';
import type { NotificationsService } from '../notifications/notifications.service';
import { billingService } from './billing.service';

/**
 * Development and test trigger: ends a company's subscriptions now, as the expiry job will, so the
 * gated pages and the "subscription expired" notification can be seen without waiting a year.
 */
export function registerBillingDevRoutes(
  appInstance: FastifyInstance,
  ctx: AppContext,
  notifications: NotificationsService,
): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/dev/subscriptions/expire',
    { config: verified, schema: { hide: true, body: z.object({ myCompanyId: z.string().uuid() }) } },
    async (request, reply) => {
      const user = requireAuth(request).user;
      const expired = await ctx.database.transaction(async (tx) => {
        const count = await billingService.expireNow(tx.db, user.tenantId, request.body.myCompanyId);
        if (count > 0) {
          await notifications.notify(tx, {
            tenantId: user.tenantId,
            companyId: request.body.myCompanyId,
            type: 'billing-subscription-expired',
            data: { planName: 'Basic' },
          });
        }
        return count;
      });
      if (expired === 0) throw notFound();
      return reply.code(204).send();
    },
  );

  // Development and test trigger: gives a company of the account the Smart plan (inventory) for a
  // year, as buying it will once paid billing exists; browser tests of the stock screens use it.
  app.post(
    '/dev/subscriptions/smart',
    { config: verified, schema: { hide: true, body: z.object({ myCompanyId: z.string().uuid() }) } },
    async (request, reply) => {
      const user = requireAuth(request).user;
      const granted = await billingService.grantSmartInTenant(
        ctx.database.db,
        user.tenantId,
        request.body.myCompanyId,
      );
      if (!granted) throw notFound();
      return reply.code(204).send();
    },
  );

  // Development and test trigger: a company of the account becomes the platform's own, which
  // issues the proformas and invoices of subscriptions (PLATFORM_COMPANY_ID in production).
  app.post(
    '/dev/billing/platform-company',
    { config: verified, schema: { hide: true, body: z.object({ myCompanyId: z.string().uuid() }) } },
    async (request, reply) => {
      const user = requireAuth(request).user;
      if (!(await billingService.companyOfTenant(ctx.database.db, user.tenantId, request.body.myCompanyId)))
        throw notFound();
      ctx.config.platformCompanyId = request.body.myCompanyId;
      return reply.code(204).send();
    },
  );
}
