import {
  adminPaymentSchema,
  adminSubscriptionSchema,
  billingAuditEntrySchema,
  extendSubscriptionInputSchema,
  markReceivedInputSchema,
} from '@app/domain/billing/admin.schemas';
import { listingResultSchema } from '@app/domain/listing/listing.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { operatorOnly, requireAuth } from '../../platform/auth/access';
import type { PaymentAcceptance } from './billing-acceptance';
import { createBillingAdmin } from './billing-admin.service';

const tags = ['billing-admin'];

/**
 * The platform operator's billing administration (issue 17): every tenant's subscriptions and
 * payments, marking a bank transfer received and extending a subscription, each change written to the audit trail with its reason.
 */
export function registerBillingAdminRoutes(
  appInstance: FastifyInstance,
  database: Database,
  accept: PaymentAcceptance,
) {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const billingAdmin = createBillingAdmin(database, accept);

  app.get(
    '/v1/platform/subscriptions',
    {
      config: operatorOnly,
      schema: { tags, response: { 200: listingResultSchema(adminSubscriptionSchema) } },
    },
    async () => {
      const items = await billingAdmin.subscriptions();
      return { items, count: items.length };
    },
  );

  app.get(
    '/v1/platform/payments',
    { config: operatorOnly, schema: { tags, response: { 200: listingResultSchema(adminPaymentSchema) } } },
    async () => {
      const items = await billingAdmin.payments();
      return { items, count: items.length };
    },
  );

  app.post(
    '/v1/platform/payments/:paymentId/mark-received',
    {
      config: operatorOnly,
      schema: {
        tags,
        params: z.object({ paymentId: z.string().uuid() }),
        body: markReceivedInputSchema,
        response: { 200: adminPaymentSchema },
      },
    },
    async (request) =>
      billingAdmin.markReceived(requireAuth(request).user.id, request.params.paymentId, request.body),
  );

  app.post(
    '/v1/platform/subscriptions/:subscriptionId/extend',
    {
      config: operatorOnly,
      schema: {
        tags,
        params: z.object({ subscriptionId: z.string().uuid() }),
        body: extendSubscriptionInputSchema,
        response: { 200: z.object({ expiresAt: z.string() }) },
      },
    },
    async (request) => {
      const expiresAt = await billingAdmin.extend(
        requireAuth(request).user.id,
        request.params.subscriptionId,
        request.body,
      );
      return { expiresAt: expiresAt.toISOString() };
    },
  );

  app.get(
    '/v1/platform/billing-audit',
    {
      config: operatorOnly,
      schema: { tags, response: { 200: listingResultSchema(billingAuditEntrySchema) } },
    },
    async () => {
      const items = await billingAdmin.auditTrail();
      return { items, count: items.length };
    },
  );
}
