import type { AreaPermissions } from '@app/domain/permissions/permissions';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { notFound, ValidationError } from '../http/errors';
import type { ListingSpec } from '../listing/listing';
import { type CrudService, type ParentRoute, registerServiceResource, type Scope } from './service-resource';

export type { Scope } from './service-resource';

export type ResourceTable = PgTable & { id: PgColumn; companyId: PgColumn };
type Row = Record<string, unknown>;

/**
 * The company's own addresses, contacts and bank accounts are part of its profile: whoever edits
 * the company removes one of them too. my-companies.delete is deleting the whole company (spec 01
 * §6), far more than removing an old address, so it is not asked here.
 */
const COMPANY_PROFILE: AreaPermissions = {
  read: 'my-companies.read',
  write: 'my-companies.write',
  delete: 'my-companies.write',
};

/** The parent of the URL, and the column of the child table that holds its id. */
export type ParentSpec = ParentRoute & { column: PgColumn };

export type CompanyResourceSpec<TInput extends z.ZodType, TOutput extends z.ZodType> = {
  /** URL segment under /v1/my-companies/{companyId}/ (or under the parent) and the id parameter. */
  path: string;
  idParam: string;
  tag: string;
  table: ResourceTable;
  parent?: ParentSpec;
  /** Read, write and delete permissions on the company; the company's own profile by default. */
  permissions?: AreaPermissions;
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

/**
 * List, create, read, update and delete of one kind of row that belongs to a company (directly or
 * under a parent row), written straight to its table: the spec's checks run before each write.
 */
export function registerCompanyResource<TInput extends z.ZodType, TOutput extends z.ZodType>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: CompanyResourceSpec<TInput, TOutput>,
): void {
  const db = ctx.database.db;
  const { parent, table } = spec;

  const inScope = (scope: Scope): SQL | undefined =>
    and(
      eq(table.companyId, scope.companyId),
      parent && scope.parentId ? eq(parent.column, scope.parentId) : undefined,
    );

  async function findOrFail(scope: Scope, id: string): Promise<Row> {
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

  const service: CrudService<z.output<TInput>, Row> = {
    async list(scope, plan) {
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
      return { items: rows as Row[], count: total?.n ?? 0 };
    },
    get: findOrFail,
    async create(scope, input) {
      await assertNoClash(scope, input, null);
      const parentColumns = parent ? { [columnKey(table, parent.column)]: scope.parentId } : {};
      const [row] = await db
        .insert(table)
        .values({ ...spec.toColumns(input, scope), ...parentColumns, companyId: scope.companyId } as never)
        .returning();
      return row as Row;
    },
    async update(scope, id, input) {
      const existing = await findOrFail(scope, id);
      await spec.beforeUpdate?.(db, scope, existing, input);
      await assertNoClash(scope, input, id);
      const [row] = await db
        .update(table)
        .set(spec.toColumns(input, scope) as never)
        .where(and(inScope(scope), eq(table.id, id)))
        .returning();
      return row as Row;
    },
    async delete(scope, id) {
      const existing = await findOrFail(scope, id);
      await spec.beforeDelete?.(db, scope, existing);
      await db.delete(table).where(and(inScope(scope), eq(table.id, id)));
    },
  };

  registerServiceResource(app, db, {
    path: spec.path,
    idParam: spec.idParam,
    tag: spec.tag,
    permissions: spec.permissions ?? COMPANY_PROFILE,
    parent,
    input: spec.input,
    output: spec.output,
    listing: { ...spec.listing, tiebreaker: table.id },
    toResponse: spec.toResponse,
    service,
  });
}

/** The property name drizzle uses for a column of the table (what `.values()` expects). */
function columnKey(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error(`column ${column.name} is not in the table`);
  return entry[0];
}
