import { companyListEntrySchema } from '@app/domain/companies/company.schemas';
import { listingQuerySchema, listingResultSchema } from '@app/domain/listing/listing.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { can, requireAuth, verified } from '../../platform/auth/access';
import { notFound } from '../../platform/http/errors';
import { filterParsers, planListing } from '../../platform/listing/listing';
import { type CompanyRow, companiesRepo } from './companies.repo';
import { companies } from './companies.tables';

const tags = ['my-companies'];

const toListEntry = (row: CompanyRow) => ({
  id: row.id,
  name: row.legalName,
  businessId: row.businessId,
  anafSpvStatus: row.anafSpvStatus,
  isMigratedToAnafSpvEtransport: false,
  nbInvoices: 0,
  vatPayer: row.vatPayer ? (1 as const) : (0 as const),
  vatUponCollection: row.vatUponCollection ? (1 as const) : (0 as const),
});

const listing = {
  sortable: { name: companies.legalName, businessId: companies.businessId, createdAt: companies.createdAt },
  filterable: {
    vatPayer: { column: companies.vatPayer, parse: filterParsers.boolean },
    anafSpvStatus: {
      column: companies.anafSpvStatus,
      parse: filterParsers.oneOf('active', 'inactive', 'expired', 'unauthorized', 'pending'),
    },
    createdAt: { column: companies.createdAt, parse: filterParsers.date },
  },
  searchable: [companies.legalName, companies.businessId],
  defaultSort: { column: companies.legalName, dir: 'asc' as const },
  tiebreaker: companies.id,
};

export function registerCompanyRoutes(appInstance: FastifyInstance, ctx: AppContext): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/my-companies',
    {
      config: verified,
      schema: {
        tags,
        querystring: listingQuerySchema,
        response: { 200: listingResultSchema(companyListEntrySchema) },
      },
    },
    async (request) => {
      const plan = planListing(request.query, listing);
      const page = await companiesRepo.list(ctx.database.db, requireAuth(request).user.tenantId, plan);
      return { items: page.items.map(toListEntry), count: page.count };
    },
  );

  app.get(
    '/v1/my-companies/:companyId',
    {
      config: can('my-companies.read'),
      schema: {
        tags,
        params: z.object({ companyId: z.string() }),
        response: { 200: companyListEntrySchema },
      },
    },
    async (request) => {
      const row = await companiesRepo.findOfTenant(
        ctx.database.db,
        requireAuth(request).user.tenantId,
        request.params.companyId,
      );
      if (!row) throw notFound();
      return toListEntry(row);
    },
  );
}
