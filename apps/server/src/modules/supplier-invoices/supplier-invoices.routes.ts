import { PAYMENT_STATES, type PaymentState } from '@app/domain/invoicing/payment-state';
import {
  SUPPLIER_INVOICE_STATUSES,
  supplierInvoiceAttachmentSchema,
  supplierInvoiceInputSchema,
  supplierInvoiceLinkInputSchema,
  supplierInvoiceListItemSchema,
  supplierInvoiceMessageInputSchema,
  supplierInvoiceSchema,
} from '@app/domain/invoicing/supplier-invoice.schemas';
import { listingQuerySchema, listingResultSchema } from '@app/domain/listing/listing.schemas';
import { exists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, requireCompany } from '../../platform/auth/access';
import { contentDisposition } from '../../platform/http/content-disposition';
import { uploadedFile } from '../../platform/http/uploads';
import { paymentStateCondition } from '../../platform/invoicing/payment-state-sql';
import { filterParsers, type ListingSpec, planListing } from '../../platform/listing/listing';
import { ATTACHMENT_UPLOAD_LIMITS, readAttachmentUpload } from './supplier-invoice-attachments';
import type { SupplierInvoicesService } from './supplier-invoices.service';
import { supplierInvoices as invoices, supplierInvoiceLines as lines } from './supplier-invoices.tables';

const read = can('supplier-invoices.read');
const write = can('supplier-invoices.write');
const remove = can('supplier-invoices.delete');
const collectionParams = z.object({ companyId: z.string() });
const itemParams = collectionParams.extend({ invoiceId: z.string() });
const attachmentParams = itemParams.extend({ attachmentId: z.string() });

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidFilter = (value: unknown) => {
  if (typeof value !== 'string' || !UUID_TEXT.test(value)) throw new Error('id expected');
  return value;
};

const listing: ListingSpec = {
  sortable: {
    issueDate: invoices.issueDate,
    dueDate: invoices.dueDate,
    grossTotal: invoices.grossTotal,
    partnerName: invoices.partnerName,
    number: invoices.seriesNumber,
    createdAt: invoices.createdAt,
  },
  filterable: {
    partnerId: { column: invoices.partnerId, parse: uuidFilter },
    issueDate: { column: invoices.issueDate, parse: filterParsers.day },
    dueDate: { column: invoices.dueDate, parse: filterParsers.day },
    status: { column: invoices.status, parse: filterParsers.oneOf(...SUPPLIER_INVOICE_STATUSES) },
    currency: { column: invoices.currency, parse: filterParsers.text },
    // Every supplier invoice has a payment state, whatever its status.
    paymentState: {
      parse: filterParsers.oneOf(...PAYMENT_STATES),
      condition: (_operator, value) => paymentStateCondition(invoices, value as PaymentState),
    },
    productId: {
      parse: uuidFilter,
      condition: (_operator, value) =>
        exists(
          sql`(select 1 from ${lines} where ${lines.documentId} = ${invoices.id} and ${lines.productId} = ${value})`,
        ),
    },
  },
  searchable: [invoices.seriesNumber, invoices.partnerName],
  defaultSort: { column: invoices.issueDate, dir: 'desc' },
  tiebreaker: invoices.id,
};

/** Supplier invoices under /v1/my-companies/:companyId/supplier-invoices (team API contract). */
export function registerSupplierInvoiceRoutes(
  appInstance: FastifyInstance,
  service: SupplierInvoicesService,
) {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/my-companies/:companyId/supplier-invoices';
  const tags = ['supplier-invoices'];
  const companyOf = (request: Parameters<typeof requireCompany>[0]) => requireCompany(request).id;
  const invoice = { 200: supplierInvoiceSchema };

  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        params: collectionParams,
        querystring: listingQuerySchema,
        response: { 200: listingResultSchema(supplierInvoiceListItemSchema) },
      },
    },
    async (request) => service.list(companyOf(request), planListing(request.query, listing)),
  );

  app.post(
    base,
    {
      config: write,
      schema: {
        tags,
        params: collectionParams,
        body: supplierInvoiceInputSchema,
        response: { 201: supplierInvoiceSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(companyOf(request), request.body)),
  );

  app.get(
    `${base}/:invoiceId`,
    { config: read, schema: { tags, params: itemParams, response: invoice } },
    async (request) => service.get(companyOf(request), request.params.invoiceId),
  );

  app.put(
    `${base}/:invoiceId`,
    {
      config: write,
      schema: { tags, params: itemParams, body: supplierInvoiceInputSchema, response: invoice },
    },
    async (request) => service.update(companyOf(request), request.params.invoiceId, request.body),
  );

  app.delete(
    `${base}/:invoiceId`,
    { config: remove, schema: { tags, params: itemParams } },
    async (request, reply) => {
      await service.delete(companyOf(request), request.params.invoiceId);
      return reply.code(204).send();
    },
  );

  for (const action of ['confirm', 'reject'] as const) {
    app.post(
      `${base}/:invoiceId/${action}`,
      {
        config: write,
        schema: { tags, params: itemParams, body: supplierInvoiceMessageInputSchema, response: invoice },
      },
      async (request) => service[action](companyOf(request), request.params.invoiceId, request.body.message),
    );
  }

  app.post(
    `${base}/:invoiceId/link`,
    {
      config: write,
      schema: { tags, params: itemParams, body: supplierInvoiceLinkInputSchema, response: invoice },
    },
    async (request) => service.link(companyOf(request), request.params.invoiceId, request.body.targetId),
  );

  app.post(
    `${base}/:invoiceId/attachments`,
    {
      config: write,
      schema: {
        tags,
        params: itemParams,
        response: { 201: supplierInvoiceAttachmentSchema },
      },
    },
    async (request, reply) => {
      const upload = await readAttachmentUpload(await uploadedFile(request, ATTACHMENT_UPLOAD_LIMITS));
      const created = await service.attachments.add(companyOf(request), request.params.invoiceId, upload);
      return reply.code(201).send(created);
    },
  );

  app.get(
    `${base}/:invoiceId/attachments/:attachmentId`,
    { config: read, schema: { tags, params: attachmentParams } },
    async (request, reply) => {
      const { invoiceId, attachmentId } = request.params;
      const file = await service.attachments.file(companyOf(request), invoiceId, attachmentId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  app.delete(
    `${base}/:invoiceId/attachments/:attachmentId`,
    { config: remove, schema: { tags, params: attachmentParams } },
    async (request, reply) => {
      const { invoiceId, attachmentId } = request.params;
      await service.attachments.remove(companyOf(request), invoiceId, attachmentId);
      return reply.code(204).send();
    },
  );
}
