import {
  businessIdSchema,
  companyCreateSchema,
  companyListEntrySchema,
  companyLookupSchema,
  companySchema,
  companyUpdateSchema,
} from '@app/domain/companies/company.schemas';
import { listingQuerySchema, listingResultSchema } from '@app/domain/listing/listing.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { can, canGlobally, requireAuth, requireCompany, verified } from '../../platform/auth/access';
import { notFound } from '../../platform/http/errors';
import { uploadedFile } from '../../platform/http/uploads';
import { filterParsers, planListing } from '../../platform/listing/listing';
import { companiesRepo } from './companies.repo';
import type { CompaniesService } from './companies.service';
import { companies } from './companies.tables';
import { readLogo } from './company-logo';
import { toCompany, toCompanyListEntry } from './company-mapping';
import { visibleCompanies } from './company-visibility';

const tags = ['my-companies'];
const companyParams = z.object({ companyId: z.string() });

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

export function registerCompanyRoutes(
  appInstance: FastifyInstance,
  ctx: AppContext,
  service: CompaniesService,
): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const tenantOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.tenantId;
  const companyOf = async (request: Parameters<typeof requireAuth>[0]) => {
    const row = await companiesRepo.findOfTenant(db, tenantOf(request), requireCompany(request).id);
    if (!row) throw notFound();
    return row;
  };

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
      // The company selector and the list: only the companies the user may see.
      const visible = visibleCompanies(requireAuth(request).user);
      const page = await companiesRepo.list(db, visible, planListing(request.query, listing));
      return { items: page.items.map(toCompanyListEntry), count: page.count };
    },
  );

  app.post(
    '/v1/my-companies',
    {
      config: canGlobally('my-companies.write'),
      schema: { tags, body: companyCreateSchema, response: { 201: companySchema } },
    },
    async (request, reply) =>
      reply.code(201).send(toCompany(await service.create(tenantOf(request), request.body))),
  );

  app.get(
    '/v1/my-companies/lookup',
    {
      config: verified,
      schema: {
        tags,
        querystring: z.object({ businessId: businessIdSchema }),
        response: { 200: companyLookupSchema },
      },
    },
    async (request) => service.lookup(request.query.businessId),
  );

  app.get(
    '/v1/my-companies/:companyId',
    {
      config: can('my-companies.read'),
      schema: { tags, params: companyParams, response: { 200: companySchema } },
    },
    async (request) => toCompany(await companyOf(request)),
  );

  app.put(
    '/v1/my-companies/:companyId',
    {
      config: can('my-companies.write'),
      schema: { tags, params: companyParams, body: companyUpdateSchema, response: { 200: companySchema } },
    },
    async (request) =>
      toCompany(await service.update(tenantOf(request), requireCompany(request).id, request.body)),
  );

  app.delete(
    '/v1/my-companies/:companyId',
    { config: can('my-companies.delete'), schema: { tags, params: companyParams } },
    async (request, reply) => {
      await service.delete(tenantOf(request), requireCompany(request).id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/v1/my-companies/:companyId/logo',
    { config: can('my-companies.read'), schema: { tags, params: companyParams } },
    async (request, reply) => {
      const logo = await companiesRepo.logo(db, requireCompany(request).id);
      if (!logo) throw notFound();
      reply.header('content-type', logo.contentType).header('cache-control', 'private, max-age=86400');
      return reply.send(logo.bytes);
    },
  );

  app.post(
    '/v1/my-companies/:companyId/logo',
    {
      config: can('my-companies.write'),
      schema: { tags, params: companyParams, response: { 200: companySchema } },
    },
    async (request) => {
      const company = await companyOf(request);
      const logo = await readLogo(await uploadedFile(request));
      await ctx.database.transaction(async (tx) => {
        await companiesRepo.saveLogo(tx.db, company.id, logo.contentType, logo.bytes);
        await companiesRepo.update(tx.db, company.tenantId, company.id, { logoUpdatedAt: new Date() });
      });
      return toCompany(await companyOf(request));
    },
  );

  // Removing the logo edits the company's profile, as uploading one does; my-companies.delete is
  // deleting the company itself.
  app.delete(
    '/v1/my-companies/:companyId/logo',
    {
      config: can('my-companies.write'),
      schema: { tags, params: companyParams, response: { 200: companySchema } },
    },
    async (request) => {
      const company = await companyOf(request);
      await ctx.database.transaction(async (tx) => {
        await companiesRepo.deleteLogo(tx.db, company.id);
        await companiesRepo.update(tx.db, company.tenantId, company.id, { logoUpdatedAt: null });
      });
      return toCompany(await companyOf(request));
    },
  );
}
