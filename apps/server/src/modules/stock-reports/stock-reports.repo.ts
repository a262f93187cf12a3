import type { StockSourceKind } from '@app/domain/stock/stock-kinds';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockBalances, stockMovements } from '../../platform/stock/stock-ledger.tables';
import { clientDocuments } from '../client-invoices/client-invoices.tables';
import { productCategories, products } from '../products/products.tables';
import { stockDocuments } from '../stock-documents/stock-documents.tables';
import { warehouses } from '../warehouses/warehouses.tables';
import type { StockFilters } from './stock-report-request';

/**
 * The stock reports' SQL, read only. The ledger's movements carry positive quantities, their kind
 * giving the direction: `in` and `return-in` (a storno of an unloading) add to the stock, `out` and
 * `return-out` (a storno of a loading) take from it. The period columns follow the accounting
 * convention of a storno: a reversed loading is a negative entry ("in"), a reversed unloading a
 * negative exit ("out"), so in − out is always the period's change. Sums are PostgreSQL numeric and
 * arrive as exact decimal strings. Values other than the current stock's come from replaying the
 * ledger (stock-report-values.ts), which keeps no value per movement.
 */

export type StockScope = StockFilters & { companyId: string };

/** A product in a warehouse: what every row of the current stock, stock at date and balance names. */
export type ProductInWarehouse = {
  productId: string;
  product: string;
  code: string | null;
  unit: string;
  warehouseId: string;
  warehouse: string;
};
/**
 * Quantity and average unit cost with at most 4 decimals and no trailing zeros, value with 2 (the
 * current stock's 100,000 rows are written so by the database, exactly and far cheaper than here).
 */
export type StockRow = ProductInWarehouse & { quantity: string; value: string; averageCost: string | null };
export type BalanceQuantities = ProductInWarehouse & {
  openingQuantity: string;
  inQuantity: string;
  outQuantity: string;
};
export type BalanceRow = BalanceQuantities & { openingValue: string; inValue: string; outValue: string };
export type MovementFacts = ProductInWarehouse & {
  /** The movement's sequence: the ledger's replay names its costs by it. */
  seq: number;
  date: string;
  kind: 'in' | 'out' | 'return-in' | 'return-out';
  sourceKind: StockSourceKind;
  number: string | null;
  partner: string | null;
  quantity: string;
};
export type MovementRow = MovementFacts & { unitCost: string; value: string };

/** A movement's quantity with the sign of its effect on the stock. */
const signed = sql.raw(`case when m.kind in ('in', 'return-in') then m.quantity else -m.quantity end`);
/** The "in" column: loadings, less reversed loadings. */
const entered = sql.raw(
  `case m.kind when 'in' then m.quantity when 'return-out' then -m.quantity else 0 end`,
);
/** The "out" column: unloadings, less reversed unloadings. */
const exited = sql.raw(`case m.kind when 'out' then m.quantity when 'return-in' then -m.quantity else 0 end`);

/**
 * The filters on rows aliased `alias` (a balance or a movement): warehouse, product, and a category
 * with every category under it.
 */
function filtered(scope: StockScope, alias: 'b' | 'm'): SQL {
  const a = sql.raw(alias);
  const parts: SQL[] = [sql`${a}.company_id = ${scope.companyId}`];
  if (scope.warehouseId) parts.push(sql`${a}.warehouse_id = ${scope.warehouseId}`);
  if (scope.productId) parts.push(sql`${a}.product_id = ${scope.productId}`);
  if (scope.categoryId) {
    parts.push(sql`${a}.product_id in (
      with recursive tree (id) as (
        select id from ${productCategories} where id = ${scope.categoryId} and company_id = ${scope.companyId}
        union
        select c.id from ${productCategories} c join tree on c.parent_id = tree.id
      )
      select p.id from ${products} p
      where p.company_id = ${scope.companyId} and p.product_category_id in (select id from tree))`);
  }
  return sql.join(parts, sql` and `);
}

/** The product's and warehouse's columns of a row whose ids are `x.product_id` and `x.warehouse_id`. */
const NAMED = sql.raw(`p.id as "productId", p.name as product, p.product_code as code,
  p.measurement_unit_code as unit, w.id as "warehouseId", w.name as warehouse`);
const joinNamed = (alias: string) =>
  sql`join ${products} p on p.id = ${sql.raw(alias)}.product_id
      join ${warehouses} w on w.id = ${sql.raw(alias)}.warehouse_id`;
const ORDER_NAMED = sql.raw('order by p.name, p.id, w.name, w.id');
/** A stock row's figures from its `quantity` and `value` (see StockRow). */
const stockFigures = (alias: string) =>
  sql.raw(`trim_scale(round(${alias}.quantity, 4))::text as quantity, round(${alias}.value, 2)::text as value,
    case when ${alias}.quantity = 0 then null
      else trim_scale(round(${alias}.value / ${alias}.quantity, 4))::text end as "averageCost"`);

export const stockReportsRepo = {
  /** The filters' choices: the company's warehouses, and its categories with their parents. */
  async filterOptions(db: Db, companyId: string) {
    const [warehouseRows, categoryRows] = await Promise.all([
      db
        .select({ id: warehouses.id, name: warehouses.name })
        .from(warehouses)
        .where(eq(warehouses.companyId, companyId))
        .orderBy(asc(warehouses.name), asc(warehouses.id)),
      db
        .select({
          id: productCategories.id,
          name: productCategories.name,
          parentId: productCategories.parentId,
        })
        .from(productCategories)
        .where(eq(productCategories.companyId, companyId)),
    ]);
    return { warehouses: warehouseRows, categories: categoryRows };
  },

  async findName(
    db: Db,
    companyId: string,
    what: 'warehouse' | 'product' | 'category',
    id: string,
  ): Promise<{ id: string; name: string } | null> {
    const table = { warehouse: warehouses, product: products, category: productCategories }[what];
    const result = await db.execute<{ id: string; name: string }>(
      sql`select id, name from ${table} where id = ${id} and company_id = ${companyId}`,
    );
    return result.rows[0] ?? null;
  },

  /** The stock now, as the ledger keeps it per warehouse and product (stock_balances). */
  async currentStock(db: Db, scope: StockScope): Promise<StockRow[]> {
    const result = await db.execute<StockRow>(sql`
      select ${NAMED}, ${stockFigures('b')}
      from ${stockBalances} b ${joinNamed('b')}
      where ${filtered(scope, 'b')} and (b.quantity <> 0 or b.value <> 0)
      ${ORDER_NAMED}`);
    return result.rows;
  },

  /** The warehouses and products in scope with a movement dated on or before `through`, named. */
  async streams(db: Db, scope: StockScope, through: string): Promise<ProductInWarehouse[]> {
    const result = await db.execute<ProductInWarehouse>(sql`
      select ${NAMED}
      from (
        select distinct m.warehouse_id, m.product_id from ${stockMovements} m
        where ${filtered(scope, 'm')} and m.movement_date <= ${through}::date
      ) s ${joinNamed('s')}
      ${ORDER_NAMED}`);
    return result.rows;
  },

  /**
   * Per warehouse and product: the quantity before `from`, and what came in and went out up to `to`
   * (the values come from replaying the ledger: stock-report-values.ts).
   */
  async balanceQuantities(db: Db, scope: StockScope, from: string, to: string): Promise<BalanceQuantities[]> {
    const before = sql`m.movement_date < ${from}::date`;
    const within = sql`m.movement_date >= ${from}::date`;
    const result = await db.execute<BalanceQuantities>(sql`
      select ${NAMED}, s.opening_q::text as "openingQuantity", s.in_q::text as "inQuantity",
        s.out_q::text as "outQuantity"
      from (
        select m.warehouse_id, m.product_id,
          coalesce(sum(${signed}) filter (where ${before}), 0) as opening_q,
          coalesce(sum(${entered}) filter (where ${within}), 0) as in_q,
          coalesce(sum(${exited}) filter (where ${within}), 0) as out_q
        from ${stockMovements} m
        where ${filtered(scope, 'm')} and m.movement_date <= ${to}::date
        group by m.warehouse_id, m.product_id
      ) s ${joinNamed('s')}
      ${ORDER_NAMED}`);
    return result.rows;
  },

  /**
   * Every movement of the period in ledger order (date, then publication), with its document's
   * number and partner: a stock document's, or a client invoice's (source_kind client-invoice).
   */
  async movements(db: Db, scope: StockScope, from: string, to: string): Promise<MovementFacts[]> {
    const result = await db.execute<MovementFacts>(sql`
      select ${NAMED}, m.seq::float8 as seq, to_char(m.movement_date, 'YYYY-MM-DD') as date, m.kind,
        m.source_kind as "sourceKind",
        coalesce(sd.series_number, cd.series_number) as number,
        coalesce(sd.partner_name, cd.buyer->>'name') as partner,
        m.quantity::text as quantity
      from ${stockMovements} m ${joinNamed('m')}
      left join ${stockDocuments} sd on sd.id = m.document_id and m.source_kind <> 'client-invoice'
      left join ${clientDocuments} cd on cd.id = m.document_id and m.source_kind = 'client-invoice'
      where ${filtered(scope, 'm')}
        and m.movement_date between ${from}::date and ${to}::date
      order by m.movement_date, m.seq`);
    return result.rows;
  },
};
