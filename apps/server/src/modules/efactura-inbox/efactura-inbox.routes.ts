import {
  efacturaMessageSchema,
  efacturaSyncQueuedSchema,
  importedSupplierInvoicesSchema,
} from '@app/domain/efactura/efactura-registry.schemas';
import {
  EFACTURA_DIRECTIONS,
  EFACTURA_MESSAGE_KINDS,
  EFACTURA_MESSAGE_STATES,
} from '@app/domain/efactura/efactura-states';
import { listingQuerySchema, listingResultSchema } from '@app/domain/listing/listing.schemas';
import { isIsoDate } from '@app/domain/validators/iso-date';
import { and, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, requireCompany } from '../../platform/auth/access';
import { efacturaMessages as messages } from '../../platform/efactura/efactura-messages.tables';
import { notFound } from '../../platform/http/errors';
import { filterParsers, type ListingSpec, planListing } from '../../platform/listing/listing';
import { type InboxContext, SYNC_JOB } from './efactura-inbox.context';
import { efacturaInboxRepo as repo } from './efactura-inbox.repo';
import { toRegistryMessage } from './efactura-registry.view';
import { retryReply } from './efactura-replies';
import { type RegistryFileKind, registryFile } from './registry-files';
import { anafCreatedAt } from './sync-window';

const registryRead = can('anaf-spv.ro-e-factura.read');
const registryWrite = can('anaf-spv.ro-e-factura.write');
const invoicesRead = can('supplier-invoices.read');
const invoicesWrite = can('supplier-invoices.write');
const companyParams = z.object({ companyId: z.string() });
const messageParams = companyParams.extend({ messageId: z.string() });
const invoiceParams = companyParams.extend({ invoiceId: z.string() });

/** The start of a Romanian day, and of the next one. */
const dayStart = (day: string) => anafCreatedAt(`${day.replaceAll('-', '')}0000`) as Date;
const nextDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return dayStart(date.toISOString().slice(0, 10));
};
const when = sql`coalesce(${messages.anafCreatedAt}, ${messages.createdAt})`;

const listing: ListingSpec = {
  sortable: {
    date: messages.createdAt,
    partnerName: messages.partnerName,
    seriesNumber: messages.seriesNumber,
    state: messages.state,
  },
  filterable: {
    direction: { column: messages.direction, parse: filterParsers.oneOf(...EFACTURA_DIRECTIONS) },
    kind: { column: messages.kind, parse: filterParsers.oneOf(...EFACTURA_MESSAGE_KINDS) },
    state: { column: messages.state, parse: filterParsers.oneOf(...EFACTURA_MESSAGE_STATES) },
    // The partner's CUI (with or without RO) or part of its name.
    partner: {
      parse: filterParsers.text,
      condition: (_operator, value) => {
        const text = String(value).trim();
        const digits = text.replace(/^RO/i, '');
        return or(
          eq(messages.partnerCif, digits),
          ilike(messages.partnerName, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
        ) as SQL;
      },
    },
    // dateFrom (gte) and dateTo (lte): Romanian days of when ANAF made the message (or we did).
    date: {
      parse: (value) => {
        if (typeof value !== 'string' || !isIsoDate(value)) throw new Error('date expected');
        return value;
      },
      condition: (operator, value) => {
        const day = value as string;
        if (operator === 'gte') return gte(when, dayStart(day));
        if (operator === 'gt') return gte(when, nextDay(day));
        if (operator === 'lte') return lt(when, nextDay(day));
        if (operator === 'lt') return lt(when, dayStart(day));
        return and(gte(when, dayStart(day)), lt(when, nextDay(day))) as SQL;
      },
    },
  },
  searchable: [
    messages.seriesNumber,
    messages.partnerName,
    messages.partnerCif,
    messages.anafId,
    messages.uploadIndex,
  ],
  defaultSort: { column: messages.createdAt, dir: 'desc' },
  tiebreaker: messages.id,
};

/** The e-invoicing registry and the inbox's actions under /v1/my-companies/:companyId. */
export function registerEfacturaInboxRoutes(appInstance: FastifyInstance, ctx: InboxContext) {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/my-companies/:companyId';
  const tags = ['efactura'];
  const companyOf = (request: Parameters<typeof requireCompany>[0]) => requireCompany(request).id;
  const db = ctx.database.db;

  app.get(
    `${base}/efactura`,
    {
      config: registryRead,
      schema: {
        tags,
        params: companyParams,
        querystring: listingQuerySchema,
        response: { 200: listingResultSchema(efacturaMessageSchema) },
      },
    },
    async (request) => {
      const page = await repo.list(db, companyOf(request), planListing(request.query, listing));
      return { items: page.items.map(toRegistryMessage), count: page.count };
    },
  );

  app.post(
    `${base}/efactura/sync`,
    {
      config: registryWrite,
      schema: { tags, params: companyParams, response: { 202: efacturaSyncQueuedSchema } },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const connection = await repo.connection(db, companyId);
      await ctx.database.transaction((tx) => ctx.jobs.enqueue(tx, SYNC_JOB, { companyId }));
      return reply
        .code(202)
        .send({ queued: true, lastSyncAt: connection?.lastSyncAt?.toISOString() ?? null });
    },
  );

  app.get(
    `${base}/efactura/imported`,
    {
      config: invoicesRead,
      schema: { tags, params: companyParams, response: { 200: importedSupplierInvoicesSchema } },
    },
    async (request) => {
      const answer = await repo.imported(db, companyOf(request), 5);
      return {
        total: answer.total,
        items: answer.items.map((item) => ({ ...item, importedAt: item.importedAt.toISOString() })),
      };
    },
  );

  app.get(
    `${base}/efactura/:messageId`,
    {
      config: registryRead,
      schema: { tags, params: messageParams, response: { 200: efacturaMessageSchema } },
    },
    async (request) => {
      const row = await repo.find(db, companyOf(request), request.params.messageId);
      if (!row) throw notFound();
      return toRegistryMessage(row);
    },
  );

  for (const kind of ['xml', 'seal', 'pdf'] as const satisfies readonly RegistryFileKind[]) {
    app.get(
      `${base}/efactura/:messageId/${kind}`,
      { config: registryRead, schema: { tags, params: messageParams } },
      async (request, reply) => {
        const file = await registryFile(ctx, companyOf(request), request.params.messageId, kind);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      },
    );
  }

  app.post(
    `${base}/efactura/:messageId/retry`,
    {
      config: invoicesWrite,
      schema: { tags, params: messageParams, response: { 200: efacturaMessageSchema } },
    },
    async (request) => toRegistryMessage(await retryReply(ctx, companyOf(request), request.params.messageId)),
  );

  app.get(
    `${base}/supplier-invoices/:invoiceId/efactura/messages`,
    {
      config: invoicesRead,
      schema: { tags, params: invoiceParams, response: { 200: z.array(efacturaMessageSchema) } },
    },
    async (request) => {
      const companyId = companyOf(request);
      const invoice = await repo.supplierInvoiceExists(db, companyId, request.params.invoiceId);
      if (!invoice) throw notFound();
      return (await repo.ofSupplierInvoice(db, companyId, request.params.invoiceId)).map(toRegistryMessage);
    },
  );
}
