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
 * The stock reports' SQL, read only. The ledger's movements carry positive quantities and values,
 * their kind giving the direction: `in` and `return-in` (a storno of an unloading) add to the stock,
 * `out` and `return-out` (a storno of a loading) take from it. The period columns follow the
 * accounting convention of a storno: a reversed loading is a negative entry ("in"), a reversed
 * unloading a negative exit ("out"), so in − out is always the period's change. Sums are
 * PostgreSQL numeric and arrive as exact decimal strings.
 */

export type StockScope = StockFilters & { companyId: string };

/** A product in a warehouse: what every row of the current stock, stock at date and balance names. */
type ProductInWarehouse = {
  productId: string;
  product: string;
  code: string | null;
  unit: string;
  warehouseId: string;
  warehouse: string;
};
/**
 * Written by the database as the report shows them (a big catalogue's current stock is 100,000 rows:
 * formatting them there is exact and far cheaper than decimals in JavaScript): quantity and average
 * unit cost with at most 4 decimals and no trailing zeros, value with 2.
 */
export type StockRow = ProductInWarehouse & { quantity: string; value: string; averageCost: string | null };
export type BalanceRow = ProductInWarehouse & {
  openingQuantity: string;
  openingValue: string;
  inQuantity: string;
  inValue: string;
  outQuantity: string;
  outValue: string;
};
export type MovementRow = ProductInWarehouse & {
  date: string;
  kind: 'in' | 'out' | 'return-in' | 'return-out';
  sourceKind: StockSourceKind;
  number: string | null;
  partner: string | null;
  quantity: string;
  unitCost: string;
  value: string;
};

/** A movement's quantity or value with the sign of its effect on the stock. */
const signed = (column: 'quantity' | 'value') =>
  sql.raw(`case when m.kind in ('in', 'return-in') then m.${column} else -m.${column} end`);
/** The "in" column: loadings, less reversed loadings. */
const entered = (column: 'quantity' | 'value') =>
  sql.raw(`case m.kind when 'in' then m.${column} when 'return-out' then -m.${column} else 0 end`);
/** The "out" column: unloadings, less reversed unloadings. */
const exited = (column: 'quantity' | 'value') =>
  sql.raw(`case m.kind when 'out' then m.${column} when 'return-in' then -m.${column} else 0 end`);

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

  /** The stock at the end of a date: every movement dated on or before it. */
  async stockAtDate(db: Db, scope: StockScope, date: string): Promise<StockRow[]> {
    const result = await db.execute<StockRow>(sql`
      select ${NAMED}, ${stockFigures('s')}
      from (
        select m.warehouse_id, m.product_id, sum(${signed('quantity')}) as quantity,
          sum(${signed('value')}) as value
        from ${stockMovements} m
        where ${filtered(scope, 'm')} and m.movement_date <= ${date}::date
        group by m.warehouse_id, m.product_id
      ) s ${joinNamed('s')}
      where s.quantity <> 0 or s.value <> 0
      ${ORDER_NAMED}`);
    return result.rows;
  },

  /** Per warehouse and product: the stock before `from`, and what came in and went out up to `to`. */
  async balance(db: Db, scope: StockScope, from: string, to: string): Promise<BalanceRow[]> {
    const before = sql`m.movement_date < ${from}::date`;
    const within = sql`m.movement_date >= ${from}::date`;
    const result = await db.execute<BalanceRow>(sql`
      select ${NAMED},
        s.opening_q::text as "openingQuantity", s.opening_v::text as "openingValue",
        s.in_q::text as "inQuantity", s.in_v::text as "inValue",
        s.out_q::text as "outQuantity", s.out_v::text as "outValue"
      from (
        select m.warehouse_id, m.product_id,
          coalesce(sum(${signed('quantity')}) filter (where ${before}), 0) as opening_q,
          coalesce(sum(${signed('value')}) filter (where ${before}), 0) as opening_v,
          coalesce(sum(${entered('quantity')}) filter (where ${within}), 0) as in_q,
          coalesce(sum(${entered('value')}) filter (where ${within}), 0) as in_v,
          coalesce(sum(${exited('quantity')}) filter (where ${within}), 0) as out_q,
          coalesce(sum(${exited('value')}) filter (where ${within}), 0) as out_v
        from ${stockMovements} m
        where ${filtered(scope, 'm')} and m.movement_date <= ${to}::date
        group by m.warehouse_id, m.product_id
      ) s ${joinNamed('s')}
      where s.opening_q <> 0 or s.opening_v <> 0 or s.in_q <> 0 or s.in_v <> 0
        or s.out_q <> 0 or s.out_v <> 0
      ${ORDER_NAMED}`);
    return result.rows;
  },

  /** The stock before `from` (a stock record's opening line). */
  async openingStock(db: Db, scope: StockScope, from: string): Promise<{ quantity: string; value: string }> {
    const result = await db.execute<{ quantity: string; value: string }>(sql`
      select coalesce(sum(${signed('quantity')}), 0)::text as quantity,
        coalesce(sum(${signed('value')}), 0)::text as value
      from ${stockMovements} m
      where ${filtered(scope, 'm')} and m.movement_date < ${from}::date`);
    return result.rows[0] ?? { quantity: '0', value: '0' };
  },

  /**
   * Every movement of the period in ledger order (date, then publication), with its document's
   * number and partner: a stock document's, or a client invoice's (source_kind client-invoice).
   */
  async movements(db: Db, scope: StockScope, from: string, to: string): Promise<MovementRow[]> {
    const result = await db.execute<MovementRow>(sql`
      select ${NAMED}, to_char(m.movement_date, 'YYYY-MM-DD') as date, m.kind,
        m.source_kind as "sourceKind",
        coalesce(sd.series_number, cd.series_number) as number,
        coalesce(sd.partner_name, cd.buyer->>'name') as partner,
        m.quantity::text as quantity, m.unit_cost::text as "unitCost", m.value::text as value
      from ${stockMovements} m ${joinNamed('m')}
      left join ${stockDocuments} sd on sd.id = m.document_id and m.source_kind <> 'client-invoice'
      left join ${clientDocuments} cd on cd.id = m.document_id and m.source_kind = 'client-invoice'
      where ${filtered(scope, 'm')}
        and m.movement_date between ${from}::date and ${to}::date
      order by m.movement_date, m.seq`);
    return result.rows;
  },
};
