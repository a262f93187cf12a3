import { DOCUMENT_STATUSES } from '@app/domain/invoicing/client-document.schemas';
import {
  clientPaymentInputSchema,
  clientPaymentListItemSchema,
  clientPaymentSchema,
  PAYMENT_TYPES,
  type PaymentType,
  payableInvoiceSchema,
} from '@app/domain/invoicing/client-payment.schemas';
import { currencyCode } from '@app/domain/invoicing/invoice-line.schemas';
import { listingQuerySchema, listingResultSchema } from '@app/domain/listing/listing.schemas';
import { optionalId, requiredId } from '@app/domain/products/product.schemas';
import { isIsoDate } from '@app/domain/validators/iso-date';
import { type AnyColumn, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, requireCompany } from '../../platform/auth/access';
import { UUID } from '../../platform/crud/service-resource';
import { filterParsers, type ListingSpec, planListing } from '../../platform/listing/listing';
import { partners } from '../partners/partners.tables';
import type { ClientPaymentsService } from './client-payments.service';
import { clientPayments } from './client-payments.tables';

const collectionParams = z.object({ companyId: z.string() });
const itemParams = collectionParams.extend({ paymentId: z.string() });
const read = can('client-invoices.read');
const write = can('client-invoices.write');

type FilterValue = Parameters<typeof filterParsers.text>[0];
const idFilter = (value: FilterValue) => {
  const text = filterParsers.text(value);
  if (!UUID.test(text)) throw new Error('id expected');
  return text;
};
const dateFilter = (value: FilterValue) => {
  const text = filterParsers.text(value);
  if (!isIsoDate(text)) throw new Error('date expected');
  return text;
};

const partnerName = sql`lower(${partners.name})` as unknown as AnyColumn;

const listing: ListingSpec = {
  sortable: {
    date: clientPayments.date,
    amount: clientPayments.amount,
    partnerName,
    number: clientPayments.seriesNumber,
    createdAt: clientPayments.createdAt,
  },
  filterable: {
    type: { column: clientPayments.type, parse: filterParsers.oneOf(...PAYMENT_TYPES) },
    partnerId: { column: clientPayments.partnerId, parse: idFilter },
    date: { column: clientPayments.date, parse: dateFilter },
    status: { column: clientPayments.status, parse: filterParsers.oneOf(...DOCUMENT_STATUSES) },
    currency: { column: clientPayments.currency, parse: (value) => filterParsers.text(value).toUpperCase() },
  },
  searchable: [clientPayments.seriesNumber, partners.name, clientPayments.description],
  defaultSort: { column: clientPayments.date, dir: 'desc' },
  tiebreaker: clientPayments.id,
};

/** On the receipts' routes the body is a receipt whether or not it says so. */
const receiptInputSchema = z.preprocess(
  (body) =>
    body && typeof body === 'object' && !Array.isArray(body) && !('type' in body)
      ? { ...body, type: 'receipt' }
      : body,
  clientPaymentInputSchema,
);

const payableQuery = z.object({
  partnerId: requiredId,
  currency: currencyCode,
  /** Editing a payment: its own invoices are listed too, as if it had not paid them. */
  paymentId: optionalId,
});

const pdfQuery = z.object({
  language: z.enum(['ro-RO', 'en-GB']).default('ro-RO'),
  /** Any value: an attachment to save rather than a document to open. */
  download: z.string().optional(),
});

const companyOf = (request: FastifyRequest) => requireCompany(request).id;

/** List, create, read, update and delete of payments, of one type when `type` is given. */
function registerCollection(
  app: FastifyInstance,
  service: ClientPaymentsService,
  options: { base: string; tag: string; type?: PaymentType },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { base, type } = options;
  const tags = [options.tag];
  const body = type === 'receipt' ? receiptInputSchema : clientPaymentInputSchema;

  typed.get(
    base,
    {
      config: read,
      schema: {
        tags,
        params: collectionParams,
        querystring: listingQuerySchema,
        response: { 200: listingResultSchema(clientPaymentListItemSchema) },
      },
    },
    async (request) => service.list(companyOf(request), planListing(request.query, listing), type),
  );

  typed.post(
    base,
    {
      config: write,
      schema: { tags, params: collectionParams, body, response: { 201: clientPaymentSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(companyOf(request), request.body, type)),
  );

  typed.get(
    `${base}/:paymentId`,
    { config: read, schema: { tags, params: itemParams, response: { 200: clientPaymentSchema } } },
    async (request) => service.get(companyOf(request), request.params.paymentId, type),
  );

  typed.put(
    `${base}/:paymentId`,
    {
      config: write,
      schema: { tags, params: itemParams, body, response: { 200: clientPaymentSchema } },
    },
    async (request) => service.update(companyOf(request), request.params.paymentId, request.body, type),
  );

  typed.delete(
    `${base}/:paymentId`,
    { config: write, schema: { tags, params: itemParams } },
    async (request, reply) => {
      await service.delete(companyOf(request), request.params.paymentId, type);
      return reply.code(204).send();
    },
  );
}

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

  // Before /:paymentId, so the static segment is not taken for an id.
  app.get(
    `${payments}/payable-invoices`,
    {
      config: read,
      schema: {
        tags: ['client-payments'],
        params: collectionParams,
        querystring: payableQuery,
        response: { 200: z.array(payableInvoiceSchema) },
      },
    },
    async (request) => service.payableInvoices(companyOf(request), request.query),
  );

  registerCollection(app, service, { base: payments, tag: 'client-payments' });
  registerCollection(app, service, { base: receipts, tag: 'client-receipts', type: 'receipt' });

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
      config: write,
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
