import { listingQuerySchema, listingResultSchema } from '@app/domain/listing/listing.schemas';
import { areaPermissions } from '@app/domain/permissions/permissions';
import {
  fromSupplierInvoiceInputSchema,
  receivableLinesSchema,
  stockAvailableQuerySchema,
  stockAvailableSchema,
  stockDocumentInputSchema,
  stockDocumentListItemSchema,
  stockDocumentSchema,
  stockPublishInputSchema,
} from '@app/domain/stock/stock-document.schemas';
import {
  STOCK_DOCUMENT_STATUSES,
  STOCK_PERMISSION,
  type StockDocumentKind,
} from '@app/domain/stock/stock-kinds';
import { exists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, requireCompany } from '../../platform/auth/access';
import { filterParsers, type ListingSpec, planListing } from '../../platform/listing/listing';
import type { GoodsReceiptFromInvoice } from './goods-receipt-from-invoice';
import type { StockDocumentsService } from './stock-documents.service';
import { stockDocuments as docs, stockDocumentLines as lines } from './stock-documents.tables';

/** The collection path of each kind under /v1/my-companies/:companyId. */
export const STOCK_DOCUMENT_PATHS: Record<StockDocumentKind, string> = {
  'goods-receipt-note': 'goods-receipt-notes',
  'client-goods-despatch-advice': 'client-goods-despatch-advices',
  'stock-consumption-receipt': 'stock-consumption-receipts',
  'stock-reception-receipt': 'stock-reception-receipts',
};

const collectionParams = z.object({ companyId: z.string() });
const itemParams = collectionParams.extend({ documentId: z.string() });

const UUID_TEXT = /^[0-9a-f-]{36}$/i;
const uuidFilter = (value: unknown) => {
  if (typeof value !== 'string' || !UUID_TEXT.test(value)) throw new Error('id expected');
  return value;
};

const listing: ListingSpec = {
  sortable: {
    issueDate: docs.issueDate,
    seriesNumber: docs.seriesNumber,
    partnerName: docs.partnerName,
    grossTotal: docs.grossTotal,
    createdAt: docs.createdAt,
  },
  filterable: {
    status: { column: docs.status, parse: filterParsers.oneOf(...STOCK_DOCUMENT_STATUSES) },
    partnerId: { column: docs.partnerId, parse: uuidFilter },
    warehouseId: { column: docs.warehouseId, parse: uuidFilter },
    supplierInvoiceId: { column: docs.supplierInvoiceId, parse: uuidFilter },
    issueDate: { column: docs.issueDate, parse: filterParsers.day },
    currency: { column: docs.currency, parse: filterParsers.text },
    productId: {
      parse: uuidFilter,
      condition: (_operator, value) =>
        exists(
          sql`(select 1 from ${lines} where ${lines.documentId} = ${docs.id} and ${lines.productId} = ${value})`,
        ),
    },
  },
  searchable: [docs.seriesNumber, docs.partnerName],
  defaultSort: { column: docs.issueDate, dir: 'desc' },
  tiebreaker: docs.id,
};

const companyOf = (request: Parameters<typeof requireCompany>[0]) => requireCompany(request).id;

/** The routes of one kind: list, CRUD of drafts, publish, void, storno, duplicate, PDF. */
function registerKindRoutes(
  appInstance: FastifyInstance,
  service: StockDocumentsService,
  pdf: (
    companyId: string,
    kind: StockDocumentKind,
    id: string,
  ) => Promise<{ bytes: Buffer; fileName: string }>,
  kind: StockDocumentKind,
) {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const base = `/v1/my-companies/:companyId/${STOCK_DOCUMENT_PATHS[kind]}`;
  const tags = [STOCK_DOCUMENT_PATHS[kind]];
  const permissions = areaPermissions(STOCK_PERMISSION[kind]);
  const read = can(permissions.read);
  const write = can(permissions.write);
  // Deleting a draft and voiding an issued document, which cannot be undone.
  const remove = can(permissions.delete);
  const document = { 200: stockDocumentSchema };
  const created = { 201: stockDocumentSchema };

  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        params: collectionParams,
        querystring: listingQuerySchema,
        response: { 200: listingResultSchema(stockDocumentListItemSchema) },
      },
    },
    async (request) => service.list(companyOf(request), kind, planListing(request.query, listing)),
  );
  app.post(
    base,
    {
      config: write,
      schema: { tags, params: collectionParams, body: stockDocumentInputSchema, response: created },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(companyOf(request), kind, request.body)),
  );
  app.get(
    `${base}/:documentId`,
    { config: read, schema: { tags, params: itemParams, response: document } },
    async (request) => service.get(companyOf(request), kind, request.params.documentId),
  );
  app.put(
    `${base}/:documentId`,
    {
      config: write,
      schema: { tags, params: itemParams, body: stockDocumentInputSchema, response: document },
    },
    async (request) => service.update(companyOf(request), kind, request.params.documentId, request.body),
  );
  app.delete(
    `${base}/:documentId`,
    { config: remove, schema: { tags, params: itemParams } },
    async (request, reply) => {
      await service.delete(companyOf(request), kind, request.params.documentId);
      return reply.code(204).send();
    },
  );
  app.post(
    `${base}/:documentId/publish`,
    {
      config: write,
      schema: { tags, params: itemParams, body: stockPublishInputSchema.optional(), response: document },
    },
    async (request) =>
      service.publish(companyOf(request), kind, request.params.documentId, request.body ?? {}),
  );
  app.post(
    `${base}/:documentId/void`,
    { config: remove, schema: { tags, params: itemParams, response: document } },
    async (request) => service.void(companyOf(request), kind, request.params.documentId),
  );
  app.post(
    `${base}/:documentId/storno`,
    { config: write, schema: { tags, params: itemParams, response: created } },
    async (request, reply) =>
      reply.code(201).send(await service.storno(companyOf(request), kind, request.params.documentId)),
  );
  app.post(
    `${base}/:documentId/duplicate`,
    { config: write, schema: { tags, params: itemParams, response: created } },
    async (request, reply) =>
      reply.code(201).send(await service.duplicate(companyOf(request), kind, request.params.documentId)),
  );
  app.get(
    `${base}/:documentId/pdf`,
    {
      config: read,
      schema: { tags, params: itemParams, querystring: z.object({ download: z.string().optional() }) },
    },
    async (request, reply) => {
      const { bytes, fileName } = await pdf(companyOf(request), kind, request.params.documentId);
      const disposition = request.query.download ? 'attachment' : 'inline';
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${disposition}; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
}

export function registerStockDocumentRoutes(
  appInstance: FastifyInstance,
  service: StockDocumentsService,
  fromInvoice: GoodsReceiptFromInvoice,
  pdf: (
    companyId: string,
    kind: StockDocumentKind,
    id: string,
  ) => Promise<{ bytes: Buffer; fileName: string }>,
) {
  for (const kind of Object.keys(STOCK_DOCUMENT_PATHS) as StockDocumentKind[])
    registerKindRoutes(appInstance, service, pdf, kind);

  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const company = '/v1/my-companies/:companyId';
  const notes = areaPermissions(STOCK_PERMISSION['goods-receipt-note']);
  app.get(
    `${company}/supplier-invoices/:invoiceId/receivable-lines`,
    {
      config: can(notes.read),
      schema: {
        tags: ['goods-receipt-notes'],
        params: collectionParams.extend({ invoiceId: z.string() }),
        response: { 200: receivableLinesSchema },
      },
    },
    async (request) => fromInvoice.receivableLines(companyOf(request), request.params.invoiceId),
  );
  app.post(
    `${company}/goods-receipt-notes/from-supplier-invoice`,
    {
      config: can(notes.write),
      schema: {
        tags: ['goods-receipt-notes'],
        params: collectionParams,
        body: fromSupplierInvoiceInputSchema,
        response: { 201: stockDocumentSchema },
      },
    },
    async (request, reply) => {
      const { matches, issueDate, ...rest } = request.body;
      return reply
        .code(201)
        .send(
          await fromInvoice.create(companyOf(request), { ...rest, issueDate: issueDate ?? null, matches }),
        );
    },
  );
  app.get(
    `${company}/stock/available`,
    {
      config: can('warehouses.read'),
      schema: {
        tags: ['stock'],
        params: collectionParams,
        querystring: stockAvailableQuerySchema,
        response: { 200: stockAvailableSchema },
      },
    },
    async (request) => {
      const { warehouseId, productIds, date } = request.query;
      return service.available(companyOf(request), warehouseId, productIds, date);
    },
  );
}
