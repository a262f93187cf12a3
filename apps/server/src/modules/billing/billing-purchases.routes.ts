import { offerOn } from '@app/domain/billing/launch-offers';
import {
  PAYMENT_METHODS,
  type PlanPrice,
  paymentLinkInputSchema,
  planPriceSchema,
  subscribeInputSchema,
  subscriptionPaymentSchema,
} from '@app/domain/billing/purchase.schemas';
import { periodOfPlanCode, productOfPlanCode } from '@app/domain/billing/purchase-decision';
import { listingResultSchema } from '@app/domain/listing/listing.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { can, requireAuth, requireCompany, serviceCall, verified } from '../../platform/auth/access';
import { notFound } from '../../platform/http/errors';
import { WEBHOOK_PATH } from '../../platform/payments/payments-runtime';
import { billingPaymentsRepo } from './billing-payments.repo';
import type { BillingPurchases } from './billing-purchases.service';
import type { PlatformInvoicing } from './platform-invoicing';

const tags = ['billing'];
/** The plans bought here; the e-Transport add-on is bought from its module, which checks SPV first. */
const planPurchaseInputSchema = subscribeInputSchema.extend({
  product: z.enum(['invoicing-basic', 'invoicing-smart'], { error: 'required' }),
});
const base = '/v1/my-companies/:companyId/billing';
const companyParams = z.object({ companyId: z.string() });
const paymentParams = z.object({ companyId: z.string(), paymentId: z.string().uuid() });
const paymentAnswer = { 200: subscriptionPaymentSchema };

/** The purchase calls: prices, subscribe, the company's payments, and the provider's webhook. */
export function registerBillingPurchaseRoutes(
  appInstance: FastifyInstance,
  database: Database,
  purchases: BillingPurchases,
  platformInvoicing: PlatformInvoicing,
): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();

  // Bank transfer needs the platform's company to issue its proforma.
  app.get(
    '/v1/billing/payment-methods',
    {
      config: verified,
      schema: { tags, response: { 200: listingResultSchema(z.enum(PAYMENT_METHODS)) } },
    },
    async () => {
      const items = PAYMENT_METHODS.filter(
        (method) => method !== 'bank-transfer' || platformInvoicing.available(),
      );
      return { items, count: items.length };
    },
  );

  app.get(
    '/v1/billing/prices',
    { config: verified, schema: { tags, response: { 200: listingResultSchema(planPriceSchema) } } },
    async () => {
      const items: PlanPrice[] = [];
      const offers = await billingPaymentsRepo.launchOffers(database.db);
      const today = todayInRomania();
      for (const plan of await billingPaymentsRepo.pricedPlans(database.db)) {
        const product = productOfPlanCode(plan.code);
        const period = periodOfPlanCode(plan.code);
        const offer = product ? offerOn(offers, product, today) : null;
        if (product && period)
          items.push({
            code: plan.code,
            product,
            period,
            months: plan.months,
            price: plan.price,
            currency: plan.currency,
            offer: offer ? { price: offer.price, endsOn: offer.endsOn } : null,
          });
      }
      return { items, count: items.length };
    },
  );

  const subscribe = async (companyId: string, userId: string, body: z.output<typeof subscribeInputSchema>) =>
    purchases.subscribe(companyId, userId, body);

  app.post(
    `${base}/subscribe`,
    {
      config: can('billing.write'),
      schema: {
        tags,
        params: companyParams,
        body: planPurchaseInputSchema,
        response: { 201: subscriptionPaymentSchema },
      },
    },
    async (request, reply) => {
      const payment = await subscribe(requireCompany(request).id, requireAuth(request).user.id, request.body);
      return reply.code(201).send(payment);
    },
  );

  // The spec's named call for Smart: the same purchase with the product fixed.
  app.post(
    `${base}/subscribe-invoicing-smart`,
    {
      config: can('billing.write'),
      schema: {
        tags,
        params: companyParams,
        body: subscribeInputSchema.omit({ product: true }),
        response: { 201: subscriptionPaymentSchema },
      },
    },
    async (request, reply) => {
      const payment = await subscribe(requireCompany(request).id, requireAuth(request).user.id, {
        ...request.body,
        product: 'invoicing-smart',
      });
      return reply.code(201).send(payment);
    },
  );

  app.get(
    `${base}/payments`,
    {
      config: can('billing.read'),
      schema: {
        tags,
        params: companyParams,
        response: { 200: listingResultSchema(subscriptionPaymentSchema) },
      },
    },
    async (request) => {
      const items = await purchases.payments(requireCompany(request).id);
      return { items, count: items.length };
    },
  );

  app.get(
    `${base}/payments/:paymentId`,
    { config: can('billing.read'), schema: { tags, params: paymentParams, response: paymentAnswer } },
    async (request) => purchases.payment(requireCompany(request).id, request.params.paymentId),
  );

  app.get(
    `${base}/payments/:paymentId/:document/pdf`,
    {
      config: can('billing.read'),
      schema: {
        tags,
        params: paymentParams.extend({ document: z.enum(['proforma', 'invoice']) }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { paymentId, document } = request.params;
      const pdf = await platformInvoicing.pdfOf(requireCompany(request).id, paymentId, document);
      if (!pdf) throw notFound();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .send(pdf.bytes);
    },
  );

  app.post(
    `${base}/payments/:paymentId/retry`,
    {
      config: can('billing.write'),
      schema: { tags, params: paymentParams, response: { 201: subscriptionPaymentSchema } },
    },
    async (request, reply) => {
      const { id } = requireCompany(request);
      const payment = await purchases.retry(id, requireAuth(request).user.id, request.params.paymentId);
      return reply.code(201).send(payment);
    },
  );

  app.post(
    `${base}/payments/:paymentId/cancel`,
    { config: can('billing.write'), schema: { tags, params: paymentParams, response: paymentAnswer } },
    async (request) => purchases.cancel(requireCompany(request).id, request.params.paymentId),
  );

  app.post(
    `${base}/payments/:paymentId/send-link`,
    { config: can('billing.write'), schema: { tags, params: paymentParams, body: paymentLinkInputSchema } },
    async (request, reply) => {
      await purchases.sendPaymentLink(requireCompany(request).id, request.params.paymentId, request.body);
      return reply.code(204).send();
    },
  );

  app.put(
    `${base}/subscriptions/:subscriptionId/auto-renew`,
    {
      config: can('billing.write'),
      schema: {
        tags,
        params: z.object({ companyId: z.string(), subscriptionId: z.string().uuid() }),
        body: z.object({ autoRenew: z.boolean({ error: 'required' }) }),
      },
    },
    async (request, reply) => {
      const { subscriptionId } = request.params;
      await purchases.setAutoRenew(requireCompany(request).id, subscriptionId, request.body.autoRenew);
      return reply.code(204).send();
    },
  );

  // The provider signs the exact bytes it sends: this route reads its body as text, untouched.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      WEBHOOK_PATH,
      { config: serviceCall, schema: { tags, response: { 200: z.object({ received: z.literal(true) }) } } },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {});
        const signature = request.headers['stripe-signature'];
        try {
          const outcome = await purchases.webhook(raw, typeof signature === 'string' ? signature : undefined);
          request.log.info({ outcome }, 'payment provider webhook');
        } catch (error) {
          request.log.warn({ err: error }, 'payment provider webhook refused');
          throw error;
        }
        return { received: true as const };
      },
    );
  });
}
