import {
  type ListingQuery,
  listingQuerySchema,
  listingResultSchema,
} from '@app/domain/listing/listing.schemas';
import type { Permission } from '@app/domain/permissions/permissions';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { can, requireCompany } from '../auth/access';
import { notFound, ValidationError } from '../http/errors';
import { type ListingSpec, planListing } from '../listing/listing';

export type ResourceTable = PgTable & { id: PgColumn; companyId: PgColumn };
type Row = Record<string, unknown>;

/** A resource nested under another row of the company (a partner's contacts, a product's codes...). */
export type ParentSpec = {
  /** URL segment of the parent collection and the name of its id parameter: 'partners', 'partnerId'. */
  path: string;
  param: string;
  /** The column of the child table that holds the parent id. */
  column: PgColumn;
  /** Whether the parent exists in the company (a foreign or missing parent gives 404). */
  exists(db: Db, companyId: string, parentId: string): Promise<boolean>;
};

export type Scope = { companyId: string; parentId: string | null };

export type CompanyResourceSpec<TInput extends z.ZodType, TOutput extends z.ZodType> = {
  /** URL segment under /v1/my-companies/{companyId}/ (or under the parent) and the id parameter. */
  path: string;
  idParam: string;
  tag: string;
  table: ResourceTable;
  parent?: ParentSpec;
  /** Read and write permissions on the company; my-companies.read/write by default. */
  permissions?: { read: Permission; write: Permission };
  input: TInput;
  output: TOutput;
  toColumns(input: z.output<TInput>, scope: Scope): Record<string, unknown>;
  toResponse(row: Row): z.output<TOutput>;
  listing: Omit<ListingSpec, 'tiebreaker'>;
  /** Field errors for a value another row already uses, or any other rule that needs the database. */
  clashes?(
    db: Db,
    scope: Scope,
    input: z.output<TInput>,
    exceptId: string | null,
  ): Promise<Record<string, string[]>>;
  /** Throws (an HttpError) when the row may not be changed, e.g. it is used by documents. */
  beforeUpdate?(db: Db, scope: Scope, row: Row, input: z.output<TInput>): Promise<void>;
  /** Throws (an HttpError) when the row may not be deleted. */
  beforeDelete?(db: Db, scope: Scope, row: Row): Promise<void>;
};

/** Erases the generic schema types so Fastify's default typing accepts these routes. */
const schema = (value: Record<string, unknown>) => value as FastifySchema;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * List, create, read, update and delete of one kind of row that belongs to a company (directly or
 * under a parent row), always scoped to the company of the URL, which the access check tied to the
 * session's tenant.
 */
export function registerCompanyResource<TInput extends z.ZodType, TOutput extends z.ZodType>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: CompanyResourceSpec<TInput, TOutput>,
): void {
  const db = ctx.database.db;
  const { parent, table } = spec;
  const read = can(spec.permissions?.read ?? 'my-companies.read');
  const write = can(spec.permissions?.write ?? 'my-companies.write');
  const base = parent
    ? `/v1/my-companies/:companyId/${parent.path}/:${parent.param}/${spec.path}`
    : `/v1/my-companies/:companyId/${spec.path}`;
  const item = `${base}/:${spec.idParam}`;
  const tags = [spec.tag];
  const collectionParams = z.object({
    companyId: z.string(),
    ...(parent ? { [parent.param]: z.string() } : {}),
  });
  const itemParams = collectionParams.extend({ [spec.idParam]: z.string() });

  /** The company and parent of the URL; 404 when the parent is not the company's. */
  async function scopeOf(request: { params: unknown }): Promise<Scope> {
    const companyId = requireCompany(request as never).id;
    if (!parent) return { companyId, parentId: null };
    const parentId = (request.params as Record<string, string>)[parent.param] ?? '';
    if (!UUID.test(parentId) || !(await parent.exists(db, companyId, parentId))) throw notFound();
    return { companyId, parentId };
  }

  const inScope = (scope: Scope): SQL | undefined =>
    and(
      eq(table.companyId, scope.companyId),
      parent && scope.parentId ? eq(parent.column, scope.parentId) : undefined,
    );

  async function findOrFail(scope: Scope, id: string): Promise<Row> {
    if (!UUID.test(id)) throw notFound();
    const [row] = await db
      .select()
      .from(table)
      .where(and(inScope(scope), eq(table.id, id)));
    if (!row) throw notFound();
    return row as Row;
  }

  async function assertNoClash(scope: Scope, input: z.output<TInput>, exceptId: string | null) {
    const errors = (await spec.clashes?.(db, scope, input, exceptId)) ?? {};
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  const idOf = (request: { params: unknown }) =>
    (request.params as Record<string, string>)[spec.idParam] ?? '';

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
      const plan = planListing(request.query as ListingQuery, { ...spec.listing, tiebreaker: table.id });
      const where = and(inScope(scope), plan.where);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ n: count() }).from(table).where(where),
      ]);
      return { items: rows.map((row) => spec.toResponse(row as Row)), count: total?.n ?? 0 };
    },
  );

  app.post(
    base,
    {
      config: write,
      schema: schema({ tags, params: collectionParams, body: spec.input, response: { 201: spec.output } }),
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const input = request.body as z.output<TInput>;
      await assertNoClash(scope, input, null);
      const parentColumns = parent ? { [columnKey(table, parent.column)]: scope.parentId } : {};
      const [row] = await db
        .insert(table)
        .values({ ...spec.toColumns(input, scope), ...parentColumns, companyId: scope.companyId } as never)
        .returning();
      return reply.code(201).send(spec.toResponse(row as Row));
    },
  );

  app.get(
    item,
    { config: read, schema: schema({ tags, params: itemParams, response: { 200: spec.output } }) },
    async (request) => spec.toResponse(await findOrFail(await scopeOf(request), idOf(request))),
  );

  app.put(
    item,
    {
      config: write,
      schema: schema({ tags, params: itemParams, body: spec.input, response: { 200: spec.output } }),
    },
    async (request) => {
      const scope = await scopeOf(request);
      const id = idOf(request);
      const existing = await findOrFail(scope, id);
      const input = request.body as z.output<TInput>;
      await spec.beforeUpdate?.(db, scope, existing, input);
      await assertNoClash(scope, input, id);
      const [row] = await db
        .update(table)
        .set(spec.toColumns(input, scope) as never)
        .where(and(inScope(scope), eq(table.id, id)))
        .returning();
      return spec.toResponse(row as Row);
    },
  );

  app.delete(
    item,
    { config: write, schema: schema({ tags, params: itemParams }) },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const id = idOf(request);
      const existing = await findOrFail(scope, id);
      await spec.beforeDelete?.(db, scope, existing);
      await db.delete(table).where(and(inScope(scope), eq(table.id, id)));
      return reply.code(204).send();
    },
  );
}

/** The property name drizzle uses for a column of the table (what `.values()` expects). */
function columnKey(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error(`column ${column.name} is not in the table`);
  return entry[0];
}
