import {
  clientPaymentInputSchema,
  clientPaymentListItemSchema,
  clientPaymentSchema,
} from '@app/domain/invoicing/client-payment.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../platform/auth/access';
import {
  asReceiptBody,
  companyOf,
  paymentItemParams as itemParams,
  paymentListing,
  registerPayableInvoicesRoute,
  registerPaymentCollection,
} from '../../platform/payments/payment-routes';
import type { ClientPaymentsService } from './client-payments.service';
import { clientPaymentTables } from './client-payments.tables';

const read = can('client-payments.read');
const write = can('client-payments.write');
/** Deleting a payment or a draft receipt, and voiding an issued receipt (irreversible). */
const remove = can('client-payments.delete');
const listing = paymentListing(clientPaymentTables);

const pdfQuery = z.object({
  language: z.enum(['ro-RO', 'en-GB']).default('ro-RO'),
  /** Any value: an attachment to save rather than a document to open. */
  download: z.string().optional(),
});

/**
 * Client payments and refunds (`/client-payments`, bank transfers and receipts alike) and client
 * receipts (`/client-receipts`, receipts only, with publish, void and the printable receipt).
 */
export function registerClientPaymentRoutes(
  appInstance: FastifyInstance,
  service: ClientPaymentsService,
): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const payments = '/v1/my-companies/:companyId/client-payments';
  const receipts = '/v1/my-companies/:companyId/client-receipts';
  const shared = {
    access: { read, write, delete: remove },
    listing,
    item: clientPaymentSchema,
    listItem: clientPaymentListItemSchema,
  };

  registerPayableInvoicesRoute(app, service, { base: payments, tag: 'client-payments', read });
  registerPaymentCollection(app, service, {
    ...shared,
    base: payments,
    tag: 'client-payments',
    body: clientPaymentInputSchema,
  });
  registerPaymentCollection(app, service, {
    ...shared,
    base: receipts,
    tag: 'client-receipts',
    type: 'receipt',
    body: asReceiptBody(clientPaymentInputSchema),
  });

  app.post(
    `${receipts}/:paymentId/publish`,
    {
      config: write,
      schema: { tags: ['client-receipts'], params: itemParams, response: { 200: clientPaymentSchema } },
    },
    async (request) => service.publish(companyOf(request), request.params.paymentId),
  );

  app.post(
    `${receipts}/:paymentId/void`,
    {
      config: remove,
      schema: { tags: ['client-receipts'], params: itemParams, response: { 200: clientPaymentSchema } },
    },
    async (request) => service.void(companyOf(request), request.params.paymentId),
  );

  app.get(
    `${receipts}/:paymentId/pdf`,
    {
      config: read,
      schema: { tags: ['client-receipts'], params: itemParams, querystring: pdfQuery },
    },
    async (request, reply) => {
      const file = await service.pdf(companyOf(request), request.params.paymentId, request.query.language);
      const disposition = request.query.download ? 'attachment' : 'inline';
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
}
