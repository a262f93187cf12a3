import {
  type ListingQuery,
  listingQuerySchema,
  listingResultSchema,
} from '@app/domain/listing/listing.schemas';
import type { Permission } from '@app/domain/permissions/permissions';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { can, requireCompany } from '../../platform/auth/access';
import { UUID } from '../../platform/crud/company-resource';
import { notFound } from '../../platform/http/errors';
import { type ListingPlan, type ListingSpec, planListing } from '../../platform/listing/listing';

/** The company of the URL and, for a product's section, the product. */
export type ProductScope = { companyId: string; productId: string | null };

export type CrudService<TInput, TView> = {
  list(scope: ProductScope, plan: ListingPlan): Promise<{ items: TView[]; count: number }>;
  get(scope: ProductScope, id: string): Promise<TView>;
  create(scope: ProductScope, input: TInput): Promise<TView>;
  update(scope: ProductScope, id: string, input: TInput): Promise<TView>;
  delete(scope: ProductScope, id: string): Promise<void>;
};

/** A service of rows that belong to the company directly (products, categories) as a CrudService. */
export function companyLevel<TInput, TView>(service: {
  list(companyId: string, plan: ListingPlan): Promise<{ items: TView[]; count: number }>;
  get(companyId: string, id: string): Promise<TView>;
  create(companyId: string, input: TInput): Promise<TView>;
  update(companyId: string, id: string, input: TInput): Promise<TView>;
  delete(companyId: string, id: string): Promise<void>;
}): CrudService<TInput, TView> {
  return {
    list: (scope, plan) => service.list(scope.companyId, plan),
    get: (scope, id) => service.get(scope.companyId, id),
    create: (scope, input) => service.create(scope.companyId, input),
    update: (scope, id, input) => service.update(scope.companyId, id, input),
    delete: (scope, id) => service.delete(scope.companyId, id),
  };
}

export type ServiceCrudSpec<TInput extends z.ZodType, TOutput extends z.ZodType, TView> = {
  /** Path under /v1/my-companies/:companyId/, e.g. 'products' or 'products/:productId/client-offers'. */
  path: string;
  idParam: string;
  tag: string;
  permissions: { read: Permission; write: Permission };
  /** For a product's sections: whether the product of the URL is the company's (404 otherwise). */
  productExists?: (db: Db, companyId: string, productId: string) => Promise<boolean>;
  input: TInput;
  output: TOutput;
  listing: ListingSpec;
  toResponse(view: TView): z.output<TOutput>;
  service: CrudService<z.output<TInput>, TView>;
};

/** Erases the generic schema types so Fastify's default typing accepts these routes. */
const schema = (value: Record<string, unknown>) => value as FastifySchema;

/**
 * List, create, read, update and delete routes over a service that holds the rules (the generic
 * company resource writes rows itself; products, categories, codes and offers need joins and
 * transactions, so their services do the work and these routes only parse and scope).
 */
export function registerServiceCrud<TInput extends z.ZodType, TOutput extends z.ZodType, TView>(
  app: FastifyInstance,
  db: Db,
  spec: ServiceCrudSpec<TInput, TOutput, TView>,
): void {
  const base = `/v1/my-companies/:companyId/${spec.path}`;
  const item = `${base}/:${spec.idParam}`;
  const read = can(spec.permissions.read);
  const write = can(spec.permissions.write);
  const tags = [spec.tag];
  const collectionParams = z.object({
    companyId: z.string(),
    ...(spec.productExists ? { productId: z.string() } : {}),
  });
  const itemParams = collectionParams.extend({ [spec.idParam]: z.string() });
  const params = (request: FastifyRequest) => request.params as Record<string, string>;

  async function scopeOf(request: FastifyRequest): Promise<ProductScope> {
    const companyId = requireCompany(request).id;
    if (!spec.productExists) return { companyId, productId: null };
    const productId = params(request).productId ?? '';
    if (!UUID.test(productId) || !(await spec.productExists(db, companyId, productId))) throw notFound();
    return { companyId, productId };
  }

  /** The row id of the URL; a malformed one cannot name a row, so it is a 404 at once. */
  function idOf(request: FastifyRequest): string {
    const id = params(request)[spec.idParam] ?? '';
    if (!UUID.test(id)) throw notFound();
    return id;
  }

  app.get(
    base,
    {
      config: read,
      schema: schema({
        tags,
        params: collectionParams,
        querystring: listingQuerySchema,
        response: { 200: listingResultSchema(spec.output) },
      }),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const page = await spec.service.list(scope, planListing(request.query as ListingQuery, spec.listing));
      return { items: page.items.map(spec.toResponse), count: page.count };
    },
  );

  app.post(
    base,
    {
      config: write,
      schema: schema({ tags, params: collectionParams, body: spec.input, response: { 201: spec.output } }),
    },
    async (request, reply) => {
      const view = await spec.service.create(await scopeOf(request), request.body as z.output<TInput>);
      return reply.code(201).send(spec.toResponse(view));
    },
  );

  app.get(
    item,
    { config: read, schema: schema({ tags, params: itemParams, response: { 200: spec.output } }) },
    async (request) => spec.toResponse(await spec.service.get(await scopeOf(request), idOf(request))),
  );

  app.put(
    item,
    {
      config: write,
      schema: schema({ tags, params: itemParams, body: spec.input, response: { 200: spec.output } }),
    },
    async (request) => {
      const scope = await scopeOf(request);
      return spec.toResponse(
        await spec.service.update(scope, idOf(request), request.body as z.output<TInput>),
      );
    },
  );

  app.delete(
    item,
    { config: write, schema: schema({ tags, params: itemParams }) },
    async (request, reply) => {
      await spec.service.delete(await scopeOf(request), idOf(request));
      return reply.code(204).send();
    },
  );
}
