import { CATEGORY_PATH_SEPARATOR } from '@app/domain/products/product.schemas';
import { type AnyColumn, and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListingPlan } from '../../platform/listing/listing';
import { productCategories, products } from './products.tables';

export type CategoryRow = typeof productCategories.$inferSelect;
export type CategoryView = CategoryRow & { path: string };

/** Deepest tree walked: the parent rule keeps the tree acyclic; this only bounds a damaged one. */
const MAX_DEPTH = 100;

/** The outer row's id, spelt out: drizzle leaves a lone table's columns unqualified. */
const outerId = sql.raw('"product_categories"."id"');

/** Names from the root down to the row's category, joined ("Băuturi / Sucuri"). */
export const categoryPath = sql<string>`(
  with recursive up (id, parent_id, name, depth) as (
    select c.id, c.parent_id, c.name, 0 from product_categories c where c.id = ${outerId}
    union all
    select p.id, p.parent_id, p.name, up.depth + 1
    from product_categories p join up on p.id = up.parent_id
    where up.depth < ${MAX_DEPTH}
  )
  select string_agg(name, ${CATEGORY_PATH_SEPARATOR} order by depth desc) from up
)`;

/** The path as a sort key (lists sort by it so children follow their parent). */
export const categoryPathColumn = categoryPath as unknown as AnyColumn;

const ofCompany = (companyId: string, id: string) =>
  and(eq(productCategories.companyId, companyId), eq(productCategories.id, id));

const withPath = { category: productCategories, path: categoryPath };
const toView = (row: { category: CategoryRow; path: string | null }): CategoryView => ({
  ...row.category,
  path: row.path ?? row.category.name,
});

export const productCategoriesRepo = {
  async list(db: Db, companyId: string, plan: ListingPlan) {
    const where = and(eq(productCategories.companyId, companyId), plan.where);
    const [rows, [total]] = await Promise.all([
      db
        .select(withPath)
        .from(productCategories)
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      db.select({ n: count() }).from(productCategories).where(where),
    ]);
    return { items: rows.map(toView), count: total?.n ?? 0 };
  },

  async view(db: Db, companyId: string, id: string): Promise<CategoryView | null> {
    const [row] = await db.select(withPath).from(productCategories).where(ofCompany(companyId, id));
    return row ? toView(row) : null;
  },

  async exists(db: Db, companyId: string, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(ofCompany(companyId, id));
    return row !== undefined;
  },

  /** The ids from a category up to its root, the category first. */
  async lineage(db: Db, companyId: string, id: string): Promise<string[]> {
    const result = await db.execute<{ id: string }>(sql`
      with recursive up (id, parent_id, depth) as (
        select c.id, c.parent_id, 0 from product_categories c
        where c.id = ${id}::uuid and c.company_id = ${companyId}::uuid
        union all
        select p.id, p.parent_id, up.depth + 1
        from product_categories p join up on p.id = up.parent_id
        where up.depth < ${MAX_DEPTH}
      )
      select id from up order by depth`);
    return result.rows.map((row) => row.id);
  },

  async nameTaken(db: Db, companyId: string, name: string, exceptId: string | null): Promise<boolean> {
    const conditions: SQL[] = [
      eq(productCategories.companyId, companyId),
      sql`lower(${productCategories.name}) = lower(${name})`,
    ];
    if (exceptId) conditions.push(ne(productCategories.id, exceptId));
    const [row] = await db
      .select({ n: count() })
      .from(productCategories)
      .where(and(...conditions));
    return (row?.n ?? 0) > 0;
  },

  async insert(db: Db, values: typeof productCategories.$inferInsert): Promise<CategoryRow> {
    const [row] = await db.insert(productCategories).values(values).returning();
    if (!row) throw new Error('category not created');
    return row;
  },

  async update(db: Db, companyId: string, id: string, values: { name: string; parentId: string | null }) {
    await db.update(productCategories).set(values).where(ofCompany(companyId, id));
  },

  async delete(db: Db, companyId: string, id: string): Promise<void> {
    await db.delete(productCategories).where(ofCompany(companyId, id));
  },

  async productsIn(db: Db, companyId: string, id: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products.productCategoryId, id)));
    return row?.n ?? 0;
  },

  async childrenOf(db: Db, companyId: string, id: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(productCategories)
      .where(and(eq(productCategories.companyId, companyId), eq(productCategories.parentId, id)));
    return row?.n ?? 0;
  },

  async countOfCompany(db: Db, companyId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(productCategories)
      .where(eq(productCategories.companyId, companyId));
    return row?.n ?? 0;
  },
};
