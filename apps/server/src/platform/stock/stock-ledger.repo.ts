// The SQL of the stock ledger's movements: locks, inserting and deleting a document's movements,
// a document's movements and what is available. Replays and what re-costing writes are in
// stock-replay.repo.ts. Many rows travel as one array parameter per column (unnest), so a
// posting or a re-cost costs a few round trips whatever its size.
import type { StockUnloadType } from '@app/domain/stock/stock-kinds';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StockPosting } from './stock-ledger';

export type MovementKind = 'in' | 'out' | 'return-in' | 'return-out';

/** A stream of the ledger: one product in one warehouse (of the company at hand). */
export type StreamKey = { warehouseId: string; productId: string };

/** A place in a stream's order: the movement date, then the publication sequence. */
export type LedgerPoint = { date: string; seq: number };

/** A movement as re-costing and removal need it. */
export type MovementRow = StreamKey & {
  id: string;
  lineId: string;
  kind: MovementKind;
  quantity: string;
  /** An `in`'s unit cost; 0 for the others (their costs come from a replay). */
  unitCost: string;
  reversesMovementId: string | null;
  date: string;
  seq: number;
};

export type NewMovement = {
  productId: string;
  lineId: string;
  kind: MovementKind;
  quantity: string;
  unitCost: string;
  reversesMovementId: string | null;
};

/** The stream's key in the lock space (company, warehouse, product). */
export const streamLockKey = (companyId: string, key: StreamKey) =>
  `stock:${companyId}:${key.warehouseId}:${key.productId}`;

/** Streams in one fixed order, so two transactions lock shared streams in the same order. */
export function sortedStreams(keys: StreamKey[]): StreamKey[] {
  const unique = new Map(keys.map((key) => [`${key.warehouseId}:${key.productId}`, key]));
  return [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, key]) => key);
}

export const param = <T>(values: T[]) => sql.param(values);

const MOVEMENT_COLUMNS = sql`m.id, m.line_id as "lineId", m.kind, m.warehouse_id as "warehouseId",
  m.product_id as "productId", m.quantity::text as quantity, m.unit_cost::text as "unitCost",
  m.reverses_movement_id as "reversesMovementId",
  m.movement_date::text as date, m.seq::float8 as seq`;

export const movementColumns = MOVEMENT_COLUMNS;

export const stockLedgerRepo = {
  /**
   * Transaction-scoped advisory locks on the streams, taken one after the other in the sorted order
   * (the function scan hands the rows over in array order), so publications on the same product
   * wait for each other and publications on other products do not.
   */
  async lockStreams(db: Db, companyId: string, keys: StreamKey[]): Promise<void> {
    if (keys.length === 0) return;
    const lockKeys = sortedStreams(keys).map((key) => streamLockKey(companyId, key));
    await db.execute(sql`
      select 1 from unnest(${param(lockKeys)}::text[]) with ordinality as k(key, n)
      cross join lateral (select pg_advisory_xact_lock(hashtextextended(k.key, 0))) as l`);
  },

  /** The warehouses' unloading methods. */
  async methods(db: Db, companyId: string, warehouseIds: string[]): Promise<Map<string, StockUnloadType>> {
    const result = await db.execute<{ id: string; method: StockUnloadType }>(sql`
      select id, unload_type as method from warehouses
      where company_id = ${companyId} and id = any(${param(warehouseIds)}::uuid[])`);
    return new Map(result.rows.map((row) => [row.id, row.method]));
  },

  /** The movements of the given lines of the company, by line (a reversal finds what it reverses). */
  async movementsOfLines(db: Db, companyId: string, lineIds: string[]): Promise<MovementRow[]> {
    if (lineIds.length === 0) return [];
    const result = await db.execute<MovementRow>(sql`
      select ${MOVEMENT_COLUMNS} from stock_movements m
      where m.company_id = ${companyId} and m.line_id = any(${param(lineIds)}::uuid[])`);
    return result.rows;
  },

  /** Inserts a posting's movements in line order; the sequence puts them after everything so far. */
  async insertMovements(db: Db, posting: StockPosting, rows: NewMovement[]): Promise<MovementRow[]> {
    const column = <K extends keyof NewMovement>(key: K) => param(rows.map((row) => row[key]));
    const result = await db.execute<MovementRow>(sql`
      insert into stock_movements as m (company_id, warehouse_id, product_id, movement_date, kind, quantity,
        unit_cost, reverses_movement_id, source_kind, document_id, line_id)
      select ${posting.companyId}, ${posting.warehouseId}, r.product_id, ${posting.date}::date, r.kind,
        r.quantity, r.unit_cost, r.reverses, ${posting.sourceKind}, ${posting.documentId}, r.line_id
      from unnest(${column('productId')}::uuid[], ${column('kind')}::text[], ${column('quantity')}::numeric[],
        ${column('unitCost')}::numeric[], ${column('reversesMovementId')}::uuid[],
        ${column('lineId')}::uuid[]) with ordinality as r(product_id, kind, quantity, unit_cost, reverses, line_id, n)
      order by r.n
      returning ${MOVEMENT_COLUMNS}`);
    return result.rows;
  },

  /** The streams a document's movements are in (to lock them before deleting). */
  async streamsOfDocument(db: Db, companyId: string, documentId: string): Promise<StreamKey[]> {
    const result = await db.execute<StreamKey>(sql`
      select distinct warehouse_id as "warehouseId", product_id as "productId" from stock_movements
      where company_id = ${companyId} and document_id = ${documentId}`);
    return result.rows;
  },

  /** Movements of other documents that reverse this document's movements (stornos still in force). */
  async reversalsOfDocument(db: Db, companyId: string, documentId: string): Promise<number> {
    const result = await db.execute<{ count: number }>(sql`
      select count(*)::int as count from stock_movements r
      join stock_movements m on m.id = r.reverses_movement_id
      where m.company_id = ${companyId} and m.document_id = ${documentId} and r.document_id <> ${documentId}`);
    return result.rows[0]?.count ?? 0;
  },

  /** Deletes a document's movements (their stored pieces cascade) and returns them. */
  async deleteDocument(db: Db, companyId: string, documentId: string): Promise<MovementRow[]> {
    const result = await db.execute<MovementRow>(sql`
      delete from stock_movements m where m.company_id = ${companyId} and m.document_id = ${documentId}
      returning ${MOVEMENT_COLUMNS}`);
    return result.rows;
  },

  /** A document's movements in publication order. */
  async movementsOfDocument(db: Db, companyId: string, documentId: string): Promise<MovementRow[]> {
    const result = await db.execute<MovementRow>(sql`
      select ${MOVEMENT_COLUMNS} from stock_movements m
      where m.company_id = ${companyId} and m.document_id = ${documentId} order by m.seq`);
    return result.rows;
  },

  /**
   * Per product, the most that can still leave the warehouse at the end of `date`: the stock then,
   * or less when a later date holds less (an unloading dated `date` lowers every later balance too).
   */
  async available(
    db: Db,
    companyId: string,
    warehouseId: string,
    productIds: string[],
    date: string,
  ): Promise<Map<string, string>> {
    const result = await db.execute<{ productId: string; available: string }>(sql`
      with running as (
        select m.product_id, m.movement_date, m.seq,
          sum(case when m.kind in ('in', 'return-in') then m.quantity else -m.quantity end)
            over (partition by m.product_id order by m.movement_date, m.seq) as balance
        from stock_movements m
        where m.company_id = ${companyId} and m.warehouse_id = ${warehouseId}
          and m.product_id = any(${param(productIds)}::uuid[])
      ), per_product as (
        select p.id,
          coalesce((select r.balance from running r where r.product_id = p.id and r.movement_date <= ${date}::date
            order by r.movement_date desc, r.seq desc limit 1), 0) as at_end,
          (select min(r.balance) from running r where r.product_id = p.id and r.movement_date > ${date}::date) as later_min
        from unnest(${param(productIds)}::uuid[]) as p(id)
      )
      select id as "productId", greatest(0, least(at_end, coalesce(later_min, at_end)))::text as available
      from per_product`);
    return new Map(result.rows.map((row) => [row.productId, row.available]));
  },
};
