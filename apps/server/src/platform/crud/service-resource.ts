import {
  type ListingQuery,
  listingQuerySchema,
  listingResultSchema,
} from '@app/domain/listing/listing.schemas';
import type { AreaPermissions } from '@app/domain/permissions/permissions';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { can, requireCompany } from '../auth/access';
import { notFound } from '../http/errors';
import { type ListingPlan, type ListingSpec, planListing } from '../listing/listing';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The company of the URL and, for a row under another (a partner's contact), that parent row. */
export type Scope = { companyId: string; parentId: string | null };

/** A resource nested under another row of the company (a partner's contacts, a product's codes...). */
export type ParentRoute = {
  /** URL segment of the parent collection and the name of its id parameter: 'partners', 'partnerId'. */
  path: string;
  param: string;
  /** Whether the parent exists in the company (a foreign or missing parent gives 404). */
  exists(db: Db, companyId: string, parentId: string): Promise<boolean>;
};

export type CrudService<TInput, TView> = {
  list(scope: Scope, plan: ListingPlan): Promise<{ items: TView[]; count: number }>;
  get(scope: Scope, id: string): Promise<TView>;
  create(scope: Scope, input: TInput): Promise<TView>;
  update(scope: Scope, id: string, input: TInput): Promise<TView>;
  delete(scope: Scope, id: string): Promise<void>;
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

export type ServiceResourceSpec<TInput extends z.ZodType, TOutput extends z.ZodType, TView> = {
  /** URL segment under /v1/my-companies/:companyId/ (or under the parent) and the id parameter. */
  path: string;
  idParam: string;
  tag: string;
  /** Listing and reading need read, creating and changing write, deleting delete. */
  permissions: AreaPermissions;
  parent?: ParentRoute;
  input: TInput;
  output: TOutput;
  listing: ListingSpec;
  toResponse(view: TView): z.output<TOutput>;
  service: CrudService<z.output<TInput>, TView>;
};

/** Erases the generic schema types so Fastify's default typing accepts these routes. */
const schema = (value: Record<string, unknown>) => value as FastifySchema;

/**
 * List, create, read, update and delete routes of rows that belong to a company (directly or under a
 * parent row) over a service that holds the rules: the routes only parse, check the permission and
 * scope to the URL's company, which the access check tied to the session's tenant, and its parent.
 */
export function registerServiceResource<TInput extends z.ZodType, TOutput extends z.ZodType, TView>(
  app: FastifyInstance,
  db: Db,
  spec: ServiceResourceSpec<TInput, TOutput, TView>,
): void {
  const { parent } = spec;
  const base = parent
    ? `/v1/my-companies/:companyId/${parent.path}/:${parent.param}/${spec.path}`
    : `/v1/my-companies/:companyId/${spec.path}`;
  const item = `${base}/:${spec.idParam}`;
  const read = can(spec.permissions.read);
  const write = can(spec.permissions.write);
  const remove = can(spec.permissions.delete);
  const tags = [spec.tag];
  const collectionParams = z.object({
    companyId: z.string(),
    ...(parent ? { [parent.param]: z.string() } : {}),
  });
  const itemParams = collectionParams.extend({ [spec.idParam]: z.string() });
  const params = (request: FastifyRequest) => request.params as Record<string, string>;

  async function scopeOf(request: FastifyRequest): Promise<Scope> {
    const companyId = requireCompany(request).id;
    if (!parent) return { companyId, parentId: null };
    const parentId = params(request)[parent.param] ?? '';
    if (!UUID.test(parentId) || !(await parent.exists(db, companyId, parentId))) throw notFound();
    return { companyId, parentId };
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
    { config: remove, schema: schema({ tags, params: itemParams }) },
    async (request, reply) => {
      await spec.service.delete(await scopeOf(request), idOf(request));
      return reply.code(204).send();
    },
  );
}
