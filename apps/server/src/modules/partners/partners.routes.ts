import { listingQuerySchema, listingResultSchema } from '@app/domain/listing/listing.schemas';
import {
  PARTNER_ROLES,
  PARTNER_TYPES,
  partnerInputSchema,
  partnerSchema,
} from '@app/domain/partners/partner.schemas';
import { type AnyColumn, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { can, requireCompany } from '../../platform/auth/access';
import { UUID } from '../../platform/crud/service-resource';
import { notFound } from '../../platform/http/errors';
import { filterParsers, type ListingSpec, planListing } from '../../platform/listing/listing';
import { toPartner } from './partner-mapping';
import { partnersRepo } from './partners.repo';
import type { PartnersService } from './partners.service';
import { partners } from './partners.tables';

const tags = ['partners'];
const collectionParams = z.object({ companyId: z.string() });
const itemParams = collectionParams.extend({ partnerId: z.string() });

// Names sort without regard to case, along the (company_id, lower(name)) index.
const nameOrder = sql`lower(${partners.name})` as unknown as AnyColumn;

const listing: ListingSpec = {
  sortable: {
    name: nameOrder,
    businessId: partners.businessId,
    personId: partners.personId,
    role: partners.role,
    secondaryBusinessId: partners.secondaryBusinessId,
    createdAt: partners.createdAt,
  },
  filterable: {
    role: { column: partners.role, parse: filterParsers.oneOf(...PARTNER_ROLES) },
    type: { column: partners.type, parse: filterParsers.oneOf(...PARTNER_TYPES) },
    vatPayer: { column: partners.vatPayer, parse: filterParsers.boolean },
    countryCode: { column: partners.countryCode, parse: filterParsers.text },
  },
  searchable: [
    partners.name,
    partners.legalName,
    partners.businessId,
    partners.internationalBusinessId,
    partners.secondaryBusinessId,
    partners.personId,
  ],
  defaultSort: { column: nameOrder, dir: 'asc' },
  tiebreaker: partners.id,
};

export function registerPartnerRoutes(
  appInstance: FastifyInstance,
  ctx: AppContext,
  service: PartnersService,
) {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const read = can('partners.read');
  const write = can('partners.write');
  const remove = can('partners.delete');
  const companyOf = (request: Parameters<typeof requireCompany>[0]) => requireCompany(request).id;
  /** The partner id of the URL; anything but a UUID cannot be a partner (404, not a SQL error). */
  const partnerIdOf = (params: { partnerId: string }) => {
    if (!UUID.test(params.partnerId)) throw notFound();
    return params.partnerId;
  };

  app.get(
    '/v1/my-companies/:companyId/partners',
    {
      config: read,
      schema: {
        tags,
        params: collectionParams,
        querystring: listingQuerySchema,
        response: { 200: listingResultSchema(partnerSchema) },
      },
    },
    async (request) => {
      const page = await partnersRepo.list(
        ctx.database.db,
        companyOf(request),
        planListing(request.query, listing),
      );
      return { items: page.items.map(toPartner), count: page.count };
    },
  );

  app.post(
    '/v1/my-companies/:companyId/partners',
    {
      config: write,
      schema: { tags, params: collectionParams, body: partnerInputSchema, response: { 201: partnerSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(toPartner(await service.create(companyOf(request), request.body))),
  );

  app.get(
    '/v1/my-companies/:companyId/partners/:partnerId',
    { config: read, schema: { tags, params: itemParams, response: { 200: partnerSchema } } },
    async (request) => toPartner(await service.get(companyOf(request), partnerIdOf(request.params))),
  );

  app.put(
    '/v1/my-companies/:companyId/partners/:partnerId',
    {
      config: write,
      schema: { tags, params: itemParams, body: partnerInputSchema, response: { 200: partnerSchema } },
    },
    async (request) =>
      toPartner(await service.update(companyOf(request), partnerIdOf(request.params), request.body)),
  );

  app.delete(
    '/v1/my-companies/:companyId/partners/:partnerId',
    { config: remove, schema: { tags, params: itemParams } },
    async (request, reply) => {
      await service.delete(companyOf(request), partnerIdOf(request.params));
      return reply.code(204).send();
    },
  );
}
