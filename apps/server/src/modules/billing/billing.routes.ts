import { planSchema, subscriptionSchema } from '@app/domain/billing/billing.schemas';
import { listingResultSchema } from '@app/domain/listing/listing.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireAuth, verified } from '../../platform/auth/access';
import { billingService } from './billing.service';

const tags = ['billing'];

export function registerBillingRoutes(appInstance: FastifyInstance, ctx: AppContext): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/billing/plans',
    { config: verified, schema: { tags, response: { 200: listingResultSchema(planSchema) } } },
    async () => {
      const items = await billingService.plans(ctx.database.db);
      return { items, count: items.length };
    },
  );

  app.get(
    '/v1/billing/subscriptions',
    { config: verified, schema: { tags, response: { 200: listingResultSchema(subscriptionSchema) } } },
    async (request) => {
      const items = await billingService.subscriptionsVisibleTo(ctx.database.db, requireAuth(request).user);
      return { items, count: items.length };
    },
  );
}
