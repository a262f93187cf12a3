import {
  type ListingQuery,
  listingQuerySchema,
  listingResultSchema,
} from '@app/domain/listing/listing.schemas';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { can, requireCompany } from '../../platform/auth/access';
import { notFound, ValidationError } from '../../platform/http/errors';
import { type ListingSpec, planListing } from '../../platform/listing/listing';

type SubTable = PgTable & { id: PgColumn; companyId: PgColumn };

export type SubResourceSpec<TInput extends z.ZodType, TOutput extends z.ZodType> = {
  /** URL segment under /v1/my-companies/{companyId}/ and the name of the id parameter. */
  path: string;
  idParam: string;
  tag: string;
  table: SubTable;
  input: TInput;
  output: TOutput;
  toColumns(input: z.output<TInput>): Record<string, unknown>;
  toResponse(row: Record<string, unknown>): z.output<TOutput>;
  listing: Omit<ListingSpec, 'tiebreaker'>;
  /** Field errors for a value another row of the company already uses (checked before writing). */
  clashes?(
    db: Db,
    companyId: string,
    input: z.output<TInput>,
    exceptId: string | null,
  ): Promise<Record<string, string[]>>;
};

/** Erases the generic schema types so Fastify's default typing accepts these routes. */
const schema = (value: Record<string, unknown>) => value as FastifySchema;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * List, create, read, update and delete of one kind of row that belongs to a company, always
 * scoped to the company of the URL (which the access check tied to the session's tenant).
 */
export function registerCompanySubResource<TInput extends z.ZodType, TOutput extends z.ZodType>(
  appInstance: FastifyInstance,
  ctx: AppContext,
  spec: SubResourceSpec<TInput, TOutput>,
): void {
  // Untyped instance: the schemas still validate and document every route; the generic row and
  // body types are asserted once here instead of fighting the type provider's inference.
  const app = appInstance;
  const db = ctx.database.db;
  const base = `/v1/my-companies/:companyId/${spec.path}`;
  const item = `${base}/:${spec.idParam}`;
  const tags = [spec.tag];
  const companyParams = z.object({ companyId: z.string() });
  const itemParams = z.object({ companyId: z.string(), [spec.idParam]: z.string() });
  const table = spec.table as SubTable;
  const scoped = (companyId: string, id: string): SQL | undefined =>
    UUID.test(id) ? and(eq(table.companyId, companyId), eq(table.id, id)) : undefined;

  async function findOrFail(companyId: string, id: string) {
    const where = scoped(companyId, id);
    if (!where) throw notFound();
    const [row] = await db.select().from(table).where(where);
    if (!row) throw notFound();
    return row as Record<string, unknown>;
  }

  async function assertNoClash(companyId: string, input: z.output<TInput>, exceptId: string | null) {
    const errors = (await spec.clashes?.(db, companyId, input, exceptId)) ?? {};
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  app.get(
    base,
    {
      config: can('my-companies.read'),
      schema: schema({
        tags,
        params: companyParams,
        querystring: listingQuerySchema,
        response: { 200: listingResultSchema(spec.output) },
      }),
    },
    async (request) => {
      const companyId = requireCompany(request).id;
      const plan = planListing(request.query as ListingQuery, { ...spec.listing, tiebreaker: table.id });
      const where = and(eq(table.companyId, companyId), plan.where);
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
      return {
        items: rows.map((row) => spec.toResponse(row as Record<string, unknown>)),
        count: total?.n ?? 0,
      };
    },
  );

  app.post(
    base,
    {
      config: can('my-companies.write'),
      schema: schema({ tags, params: companyParams, body: spec.input, response: { 201: spec.output } }),
    },
    async (request, reply) => {
      const companyId = requireCompany(request).id;
      const input = request.body as z.output<TInput>;
      await assertNoClash(companyId, input, null);
      const [row] = await db
        .insert(table)
        .values({ ...spec.toColumns(input), companyId } as never)
        .returning();
      return reply.code(201).send(spec.toResponse(row as Record<string, unknown>));
    },
  );

  app.get(
    item,
    {
      config: can('my-companies.read'),
      schema: schema({ tags, params: itemParams, response: { 200: spec.output } }),
    },
    async (request) => {
      const params = request.params as Record<string, string>;
      return spec.toResponse(await findOrFail(requireCompany(request).id, params[spec.idParam] ?? ''));
    },
  );

  app.put(
    item,
    {
      config: can('my-companies.write'),
      schema: schema({ tags, params: itemParams, body: spec.input, response: { 200: spec.output } }),
    },
    async (request) => {
      const companyId = requireCompany(request).id;
      const id = (request.params as Record<string, string>)[spec.idParam] ?? '';
      await findOrFail(companyId, id);
      const input = request.body as z.output<TInput>;
      await assertNoClash(companyId, input, id);
      const [row] = await db
        .update(table)
        .set(spec.toColumns(input) as never)
        .where(scoped(companyId, id))
        .returning();
      return spec.toResponse(row as Record<string, unknown>);
    },
  );

  app.delete(
    item,
    { config: can('my-companies.write'), schema: schema({ tags, params: itemParams }) },
    async (request, reply) => {
      const companyId = requireCompany(request).id;
      const id = (request.params as Record<string, string>)[spec.idParam] ?? '';
      await findOrFail(companyId, id);
      await db.delete(table).where(scoped(companyId, id));
      return reply.code(204).send();
    },
  );
}
