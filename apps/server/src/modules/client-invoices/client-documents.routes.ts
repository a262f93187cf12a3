import { EFACTURA_STATUS_FILTERS } from '@app/domain/efactura/efactura-sending.schemas';
import type { EfacturaState } from '@app/domain/efactura/efactura-states';
import {
  clientDocumentInputSchema,
  clientDocumentListItemSchema,
  clientDocumentSchema,
  DOCUMENT_STATUSES,
  publishInputSchema,
  sendEmailInputSchema,
  templateInputSchema,
} from '@app/domain/invoicing/client-document.schemas';
import { invoicePaymentSchema } from '@app/domain/invoicing/client-payment.schemas';
import { PAYMENT_STATES, type PaymentState } from '@app/domain/invoicing/payment-state';
import { listingQuerySchema, listingResultSchema } from '@app/domain/listing/listing.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { and, eq, exists, gte, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { can, requireCompany } from '../../platform/auth/access';
import { filterParsers, type ListingSpec, planListing } from '../../platform/listing/listing';
import type { ClientDocumentsService } from './client-documents.service';
import type { DocumentKind } from './client-invoices.repo';
import { clientDocumentLines, clientDocuments as docs } from './client-invoices.tables';
import { invoicePayments } from './invoice-payments';

const read = can('client-invoices.read');
const write = can('client-invoices.write');
/** Deleting a draft and voiding an issued document, which is irreversible (spec 02 §4 Documents). */
const remove = can('client-invoices.delete');
const collectionParams = z.object({ companyId: z.string() });
const itemParams = collectionParams.extend({ id: z.string() });

const UUID_TEXT = /^[0-9a-f-]{36}$/i;
const uuidFilter = (value: unknown) => {
  if (typeof value !== 'string' || !UUID_TEXT.test(value)) throw new Error('id expected');
  return value;
};

/** The SQL of a payment state, the same rule as the domain's `paymentState`. */
function paymentStateCondition(state: PaymentState): SQL {
  const today = todayInRomania();
  const issued = and(eq(docs.kind, 'invoice'), eq(docs.status, 'published')) as SQL;
  const paid = or(
    eq(docs.amountDue, '0'),
    and(sql`${docs.amountDue} > 0`, gte(docs.paidTotal, docs.amountDue)),
    and(sql`${docs.amountDue} < 0`, sql`${docs.paidTotal} <= ${docs.amountDue}`),
  ) as SQL;
  const unpaid = sql`not (${paid})`;
  const overdue = sql`${docs.amountDue} > 0 and ${docs.dueDate} is not null and ${docs.dueDate} < ${today}`;
  const open = sql`not (${overdue})`;
  switch (state) {
    case 'paid':
      return and(issued, paid) as SQL;
    case 'overdue':
      return and(issued, unpaid, sql`${overdue}`) as SQL;
    case 'partially-paid':
      return and(issued, unpaid, open, ne(docs.paidTotal, '0')) as SQL;
    default:
      return and(issued, unpaid, open, eq(docs.paidTotal, '0')) as SQL;
  }
}

const listing: ListingSpec = {
  sortable: {
    issueDate: docs.issueDate,
    seriesNumber: docs.seriesNumber,
    partnerName: docs.partnerName,
    grossTotal: docs.grossTotal,
    dueDate: docs.dueDate,
    createdAt: docs.createdAt,
  },
  filterable: {
    status: { column: docs.status, parse: filterParsers.oneOf(...DOCUMENT_STATUSES) },
    partnerId: { column: docs.partnerId, parse: uuidFilter },
    issueDate: { column: docs.issueDate, parse: filterParsers.day },
    dueDate: { column: docs.dueDate, parse: filterParsers.day },
    currency: { column: docs.currency, parse: filterParsers.text },
    productId: {
      parse: uuidFilter,
      condition: (_operator, value) =>
        exists(
          sql`(select 1 from ${clientDocumentLines} where ${clientDocumentLines.documentId} = ${docs.id} and ${clientDocumentLines.productId} = ${value})`,
        ),
    },
    efacturaStatus: {
      parse: filterParsers.oneOf(...EFACTURA_STATUS_FILTERS),
      condition: (_operator, value) =>
        value === 'none' ? isNull(docs.efacturaStatus) : eq(docs.efacturaStatus, value as EfacturaState),
    },
    paymentState: {
      parse: filterParsers.oneOf(...PAYMENT_STATES),
      condition: (_operator, value) => paymentStateCondition(value as PaymentState),
    },
  },
  searchable: [docs.seriesNumber, docs.partnerName],
  defaultSort: { column: docs.issueDate, dir: 'desc' },
  tiebreaker: docs.id,
};

/**
 * The routes one kind of client document shares (list, create, read, update, delete, copy,
 * template); `register` adds the kind's own actions with the same helpers.
 */
export function registerClientDocumentRoutes(
  appInstance: FastifyInstance,
  service: ClientDocumentsService,
  kind: DocumentKind,
  collection: string,
) {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const base = `/v1/my-companies/:companyId/${collection}`;
  const tags = [collection];
  const companyOf = (request: Parameters<typeof requireCompany>[0]) => requireCompany(request).id;
  const document = { 200: clientDocumentSchema };

  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        params: collectionParams,
        querystring: listingQuerySchema,
        response: { 200: listingResultSchema(clientDocumentListItemSchema) },
      },
    },
    async (request) => service.list(companyOf(request), kind, planListing(request.query, listing)),
  );

  app.post(
    base,
    {
      config: write,
      schema: {
        tags,
        params: collectionParams,
        body: clientDocumentInputSchema,
        response: { 201: clientDocumentSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(companyOf(request), kind, request.body)),
  );

  app.get(
    `${base}/:id`,
    { config: read, schema: { tags, params: itemParams, response: document } },
    async (request) => service.get(companyOf(request), kind, request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      config: write,
      schema: { tags, params: itemParams, body: clientDocumentInputSchema, response: document },
    },
    async (request) => service.update(companyOf(request), kind, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    { config: remove, schema: { tags, params: itemParams } },
    async (request, reply) => {
      await service.delete(companyOf(request), kind, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    `${base}/:id/duplicate`,
    { config: write, schema: { tags, params: itemParams, response: { 201: clientDocumentSchema } } },
    async (request, reply) =>
      reply.code(201).send(await service.duplicate(companyOf(request), kind, request.params.id)),
  );

  app.put(
    `${base}/:id/template`,
    { config: write, schema: { tags, params: itemParams, body: templateInputSchema, response: document } },
    async (request) =>
      service.setTemplate(companyOf(request), kind, request.params.id, request.body.template),
  );

  app.get(
    `${base}/:id/pdf`,
    {
      config: read,
      schema: { tags, params: itemParams, querystring: z.object({ download: z.string().optional() }) },
    },
    async (request, reply) => {
      const { bytes, fileName } = await service.pdf(companyOf(request), kind, request.params.id);
      const disposition = request.query.download ? 'attachment' : 'inline';
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${disposition}; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  app.post(
    `${base}/:id/email`,
    { config: write, schema: { tags, params: itemParams, body: sendEmailInputSchema } },
    async (request, reply) => {
      const { to, cc, subject, message } = request.body;
      await service.email(companyOf(request), kind, request.params.id, { to, cc, subject, message });
      return reply.code(202).send({ queued: true });
    },
  );

  return { app, base, tags, companyOf };
}

/** Client invoices: the shared routes plus publish, void and refund. */
export function registerClientInvoiceRoutes(
  appInstance: FastifyInstance,
  service: ClientDocumentsService,
  database: Database,
) {
  const { app, base, tags, companyOf } = registerClientDocumentRoutes(
    appInstance,
    service,
    'invoice',
    'client-invoices',
  );
  const document = { 200: clientDocumentSchema };

  app.post(
    `${base}/:id/publish`,
    {
      config: write,
      schema: { tags, params: itemParams, body: publishInputSchema.optional(), response: document },
    },
    async (request) => service.publish(companyOf(request), request.params.id, request.body ?? {}),
  );
  app.post(
    `${base}/:id/void`,
    { config: remove, schema: { tags, params: itemParams, response: document } },
    async (request) => service.void(companyOf(request), request.params.id),
  );
  app.get(
    `${base}/:id/payments`,
    // The payments allocated to the invoice are the payments area's to show.
    {
      config: can('client-payments.read'),
      schema: { tags, params: itemParams, response: { 200: z.array(invoicePaymentSchema) } },
    },
    async (request) => {
      const companyId = companyOf(request);
      await service.get(companyId, 'invoice', request.params.id);
      return invoicePayments.ofInvoice(database.db, companyId, request.params.id);
    },
  );
  app.post(
    `${base}/:id/refund`,
    { config: write, schema: { tags, params: itemParams, response: { 201: clientDocumentSchema } } },
    async (request, reply) =>
      reply.code(201).send(await service.refund(companyOf(request), request.params.id)),
  );
  // The draft invoice of a published client goods despatch advice (issue 14; inventory is Smart).
  app.post(
    `${base}/from-despatch-advice/:documentId`,
    {
      config: { ...write, plan: 'smart' },
      schema: {
        tags,
        params: collectionParams.extend({ documentId: z.string() }),
        response: { 201: clientDocumentSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.invoiceFromDespatchAdvice(companyOf(request), request.params.documentId)),
  );
  return { app, base, tags, companyOf };
}

/** Proformas: the shared routes plus the invoice made from one. */
export function registerClientProformaRoutes(appInstance: FastifyInstance, service: ClientDocumentsService) {
  const { app, base, tags, companyOf } = registerClientDocumentRoutes(
    appInstance,
    service,
    'proforma',
    'client-proformas',
  );
  app.post(
    `${base}/:id/invoice`,
    { config: write, schema: { tags, params: itemParams, response: { 201: clientDocumentSchema } } },
    async (request, reply) =>
      reply.code(201).send(await service.invoiceFromProforma(companyOf(request), request.params.id)),
  );
  return { app, base, tags, companyOf };
}
