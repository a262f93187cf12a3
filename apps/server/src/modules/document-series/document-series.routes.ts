import {
  DOCUMENT_SERIES_TYPES,
  documentSeriesInputSchema,
  documentSeriesSchema,
} from '@app/domain/document-series/document-series.schemas';
import { listingQuerySchema, listingResultSchema } from '@app/domain/listing/listing.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { can, requireCompany } from '../../platform/auth/access';
import { filterParsers, planListing } from '../../platform/listing/listing';
import { registerUsageRoute } from '../../platform/usage/usage-route';
import { documentSeriesRepo } from './document-series.repo';
import { type DocumentSeriesService, toDocumentSeries } from './document-series.service';
import { documentSeries } from './document-series.tables';

const tags = ['document-series'];
const BASE = '/v1/my-companies/:companyId/document-series';
const collectionParams = z.object({ companyId: z.string() });
const itemParams = collectionParams.extend({ seriesId: z.string() });
const read = can('settings.read');
const write = can('settings.write');
const remove = can('settings.delete');

const listing = {
  sortable: {
    type: documentSeries.type,
    prefix: documentSeries.prefix,
    startDate: documentSeries.startDate,
    createdAt: documentSeries.createdAt,
  },
  filterable: {
    type: { column: documentSeries.type, parse: filterParsers.oneOf(...DOCUMENT_SERIES_TYPES) },
    startDate: { column: documentSeries.startDate, parse: filterParsers.day },
  },
  searchable: [documentSeries.prefix, documentSeries.suffix],
  defaultSort: { column: documentSeries.prefix, dir: 'asc' as const },
  tiebreaker: documentSeries.id,
};

/** The company's numbering series: list, create, read, update, delete and what uses one. */
export function registerDocumentSeriesRoutes(
  appInstance: FastifyInstance,
  ctx: AppContext,
  service: DocumentSeriesService,
): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const companyOf = (request: Parameters<typeof requireCompany>[0]) => requireCompany(request).id;

  app.get(
    BASE,
    {
      config: read,
      schema: {
        tags,
        params: collectionParams,
        querystring: listingQuerySchema,
        response: { 200: listingResultSchema(documentSeriesSchema) },
      },
    },
    async (request) => {
      const plan = planListing(request.query, listing);
      const page = await documentSeriesRepo.list(ctx.database.db, companyOf(request), plan);
      return { items: page.items.map(toDocumentSeries), count: page.count };
    },
  );

  app.post(
    BASE,
    {
      config: write,
      schema: {
        tags,
        params: collectionParams,
        body: documentSeriesInputSchema,
        response: { 201: documentSeriesSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(toDocumentSeries(await service.create(companyOf(request), request.body))),
  );

  app.get(
    `${BASE}/:seriesId`,
    { config: read, schema: { tags, params: itemParams, response: { 200: documentSeriesSchema } } },
    async (request) => toDocumentSeries(await service.get(companyOf(request), request.params.seriesId)),
  );

  app.put(
    `${BASE}/:seriesId`,
    {
      config: write,
      schema: {
        tags,
        params: itemParams,
        body: documentSeriesInputSchema,
        response: { 200: documentSeriesSchema },
      },
    },
    async (request) =>
      toDocumentSeries(await service.update(companyOf(request), request.params.seriesId, request.body)),
  );

  app.delete(
    `${BASE}/:seriesId`,
    { config: remove, schema: { tags, params: itemParams } },
    async (request, reply) => {
      await service.delete(companyOf(request), request.params.seriesId);
      return reply.code(204).send();
    },
  );

  registerUsageRoute(app, {
    collection: 'document-series',
    idParam: 'seriesId',
    tag: 'document-series',
    permission: 'settings.read',
    reasons: (companyId, id) => service.usedBy(companyId, id),
  });
}
