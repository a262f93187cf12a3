import { DOCUMENT_STATUSES } from '@app/domain/invoicing/client-document.schemas';
import {
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
import { partners } from '../../modules/partners/partners.tables';
import { type Access, requireCompany } from '../auth/access';
import { UUID } from '../crud/service-resource';
import { filterParsers, type ListingPlan, type ListingSpec, planListing } from '../listing/listing';
import type { PaymentTables } from './payment-tables';

export const paymentCollectionParams = z.object({ companyId: z.string() });
export const paymentItemParams = paymentCollectionParams.extend({ paymentId: z.string() });
export const companyOf = (request: FastifyRequest) => requireCompany(request).id;
/** A route's access declaration (`can('...')`). */
type RouteAccess = { access: Access };

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

/** What a payments list sorts, filters and searches on, for either side's table. */
export function paymentListing({ payments }: PaymentTables): ListingSpec {
  return {
    sortable: {
      date: payments.date,
      amount: payments.amount,
      partnerName,
      number: payments.seriesNumber,
      createdAt: payments.createdAt,
    },
    filterable: {
      type: { column: payments.type, parse: filterParsers.oneOf(...PAYMENT_TYPES) },
      partnerId: { column: payments.partnerId, parse: idFilter },
      date: { column: payments.date, parse: dateFilter },
      status: { column: payments.status, parse: filterParsers.oneOf(...DOCUMENT_STATUSES) },
      currency: { column: payments.currency, parse: (value) => filterParsers.text(value).toUpperCase() },
    },
    searchable: [payments.seriesNumber, partners.name, payments.description],
    defaultSort: { column: payments.date, dir: 'desc' },
    tiebreaker: payments.id,
  };
}

/** On the receipts' routes the body is a receipt whether or not it says so. */
export const asReceiptBody = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess(
    (body) =>
      body && typeof body === 'object' && !Array.isArray(body) && !('type' in body)
        ? { ...body, type: 'receipt' }
        : body,
    schema,
  );

/**
 * What the collection routes call, the same on both sides. The answers are checked against the
 * side's response schemas when they are written, so here they are only handed on (`as never`).
 */
export type PaymentCollectionService<Input> = {
  list(companyId: string, plan: ListingPlan, type?: PaymentType): Promise<unknown>;
  get(companyId: string, id: string, type?: PaymentType): Promise<unknown>;
  create(companyId: string, input: Input, type?: PaymentType): Promise<unknown>;
  update(companyId: string, id: string, input: Input, type?: PaymentType): Promise<unknown>;
  delete(companyId: string, id: string, type?: PaymentType): Promise<void>;
  payableInvoices(
    companyId: string,
    filter: { partnerId: string; currency: string; paymentId?: string | null },
  ): Promise<unknown>;
};

/**
 * List, create, read, update and delete of payments under `base`, of one type when `type` is given
 * (the receipts' routes: any other payment is not found there).
 */
export function registerPaymentCollection<Input>(
  appInstance: FastifyInstance,
  service: PaymentCollectionService<Input>,
  options: {
    base: string;
    tag: string;
    type?: PaymentType;
    /** Reading, recording and changing, deleting (`can(...)` of the side's permissions). */
    access: { read: RouteAccess; write: RouteAccess; delete: RouteAccess };
    listing: ListingSpec;
    body: z.ZodTypeAny;
    item: z.ZodTypeAny;
    listItem: z.ZodTypeAny;
  },
) {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const { base, type, access, body, item } = options;
  const tags = [options.tag];

  app.get(
    base,
    {
      config: access.read,
      schema: {
        tags,
        params: paymentCollectionParams,
        querystring: listingQuerySchema,
        response: { 200: listingResultSchema(options.listItem) },
      },
    },
    async (request) =>
      (await service.list(companyOf(request), planListing(request.query, options.listing), type)) as never,
  );

  app.post(
    base,
    {
      config: access.write,
      schema: { tags, params: paymentCollectionParams, body, response: { 201: item } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(companyOf(request), request.body as Input, type)),
  );

  app.get(
    `${base}/:paymentId`,
    { config: access.read, schema: { tags, params: paymentItemParams, response: { 200: item } } },
    async (request) => (await service.get(companyOf(request), request.params.paymentId, type)) as never,
  );

  app.put(
    `${base}/:paymentId`,
    {
      config: access.write,
      schema: { tags, params: paymentItemParams, body, response: { 200: item } },
    },
    async (request) =>
      (await service.update(
        companyOf(request),
        request.params.paymentId,
        request.body as Input,
        type,
      )) as never,
  );

  app.delete(
    `${base}/:paymentId`,
    { config: access.delete, schema: { tags, params: paymentItemParams } },
    async (request, reply) => {
      await service.delete(companyOf(request), request.params.paymentId, type);
      return reply.code(204).send();
    },
  );
}

const payableQuery = z.object({
  partnerId: requiredId,
  currency: currencyCode,
  /** Editing a payment: its own invoices are listed too, as if it had not paid them. */
  paymentId: optionalId,
});

/** `GET <payments>/payable-invoices`: registered before `/:paymentId`, so it is not taken for an id. */
export function registerPayableInvoicesRoute(
  appInstance: FastifyInstance,
  service: Pick<PaymentCollectionService<unknown>, 'payableInvoices'>,
  options: { base: string; tag: string; read: RouteAccess },
) {
  appInstance.withTypeProvider<ZodTypeProvider>().get(
    `${options.base}/payable-invoices`,
    {
      config: options.read,
      schema: {
        tags: [options.tag],
        params: paymentCollectionParams,
        querystring: payableQuery,
        response: { 200: z.array(payableInvoiceSchema) },
      },
    },
    async (request) => (await service.payableInvoices(companyOf(request), request.query)) as never,
  );
}
