import { subscriptionPaymentSchema } from '@app/domain/billing/purchase.schemas';
import { etransportActivationInputSchema } from '@app/domain/etransport/etransport-api.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { can, requireAuth, requireCompany } from '../../platform/auth/access';
import type { BillingPurchases } from '../billing/billing-purchases.service';
import { checkActivation } from './etransport-access';

/**
 * The module's activation (spec 03 §1): a purchase of the add-on for the chosen period, paid by card
 * on the provider's page, which sends the buyer back to the module's subscription page.
 */
export function registerEtransportActivation(
  appInstance: FastifyInstance,
  database: Database,
  purchases: BillingPurchases,
) {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/v1/my-companies/:companyId/etransport/activate',
    {
      config: can('anaf-spv.ro-e-transport.write'),
      schema: {
        tags: ['etransport'],
        params: z.object({ companyId: z.string() }),
        body: etransportActivationInputSchema,
        response: { 201: subscriptionPaymentSchema },
      },
    },
    async (request, reply) => {
      const companyId = requireCompany(request).id;
      await checkActivation(database.db, companyId);
      const payment = await purchases.subscribe(
        companyId,
        requireAuth(request).user.id,
        {
          product: 'etransport',
          period: request.body.period,
          paymentMethod: 'card',
          autoRenew: request.body.autoRenew,
          acceptTerms: true,
        },
        { returnPath: '/spv/etransport/subscription' },
      );
      return reply.code(201).send(payment);
    },
  );
}
