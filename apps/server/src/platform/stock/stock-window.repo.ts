// The SQL of re-costing: what a window of a stream (its movements from a point on) needs to be
// costed again, and the writes that bring the stored layers, consumptions, costs and balances in
// line with the engine's answer. Every statement covers all the windows of a posting at once.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type LedgerPoint,
  type MovementRow,
  movementColumns,
  param,
  type StreamKey,
} from './stock-ledger.repo';

/** A stream costed again from `from` (inclusive) on. */
export type StreamWindow = StreamKey & { from: LedgerPoint };

/** A stored layer with its place in the ledger (the creating movement's, then its piece number). */
export type LayerRow = StreamKey & {
  id: string;
  movementId: string;
  unitCost: string;
  quantity: string;
  date: string;
  seq: number;
};
export type OpenLayerRow = LayerRow & { remaining: string };
export type ConsumptionRow = StreamKey & { movementId: string; layerId: string; quantity: string };
/** What a movement took from one layer, with that layer's place and cost. */
export type PieceRow = {
  movementId: string;
  layerId: string;
  unitCost: string;
  quantity: string;
} & LedgerPoint;

export type LayerWrite = LayerRow;
export type ConsumptionWrite = ConsumptionRow & LedgerPoint;
export type CostWrite = { id: string; unitCost: string; value: string };
export type BalanceDelta = StreamKey & { quantity: string; value: string };

/** Rows per statement when writing back: big re-costs go in a few large statements. */
const CHUNK = 100_000;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}

/** The windows as a relation w(warehouse_id, product_id, d, s) to join each stream's rows to. */
function windowsRelation(windows: StreamWindow[]) {
  return sql`unnest(${param(windows.map((w) => w.warehouseId))}::uuid[], ${param(windows.map((w) => w.productId))}::uuid[],
    ${param(windows.map((w) => w.from.date))}::date[], ${param(windows.map((w) => w.from.seq))}::bigint[])
    as w(warehouse_id, product_id, d, s)`;
}

const inStream = (alias: string, companyId: string) =>
  sql`${sql.raw(alias)}.company_id = ${companyId} and ${sql.raw(alias)}.warehouse_id = w.warehouse_id
    and ${sql.raw(alias)}.product_id = w.product_id`;

const LAYER_COLUMNS = sql`l.id, l.movement_id as "movementId", l.warehouse_id as "warehouseId",
  l.product_id as "productId", l.unit_cost::text as "unitCost", l.quantity::text as quantity,
  l.movement_date::text as date, l.seq::float8 as seq`;

export const stockWindowRepo = {
  /** Each window's movements in ledger order (grouped by stream). */
  async movements(db: Db, companyId: string, windows: StreamWindow[]): Promise<MovementRow[]> {
    if (windows.length === 0) return [];
    const result = await db.execute<MovementRow>(sql`
      select m.* from ${windowsRelation(windows)}
      cross join lateral (
        select ${movementColumns} from stock_movements m
        where ${inStream('m', companyId)} and (m.movement_date, m.seq) >= (w.d, w.s)
        order by m.movement_date, m.seq
      ) m`);
    return result.rows;
  },

  /**
   * The layers open just before each window: created before its point, less what was taken from
   * them before it.
   */
  async openingLayers(db: Db, companyId: string, windows: StreamWindow[]): Promise<OpenLayerRow[]> {
    if (windows.length === 0) return [];
    const result = await db.execute<OpenLayerRow>(sql`
      select l.* from ${windowsRelation(windows)}
      cross join lateral (
        select ${LAYER_COLUMNS}, (l.quantity - coalesce(u.used, 0))::text as remaining
        from stock_layers l
        cross join lateral (
          select sum(c.quantity) as used from stock_consumptions c
          where c.layer_id = l.id and (c.movement_date, c.seq) < (w.d, w.s)
        ) u
        where ${inStream('l', companyId)} and (l.movement_date, l.seq) < (w.d, w.s)
          and l.quantity > coalesce(u.used, 0)
      ) l`);
    return result.rows;
  },

  /** The layers the windows' movements created, as stored. */
  async layers(db: Db, companyId: string, windows: StreamWindow[]): Promise<LayerRow[]> {
    if (windows.length === 0) return [];
    const result = await db.execute<LayerRow>(sql`
      select l.* from ${windowsRelation(windows)}
      cross join lateral (
        select ${LAYER_COLUMNS} from stock_layers l
        where ${inStream('l', companyId)} and (l.movement_date, l.seq) >= (w.d, w.s)
      ) l`);
    return result.rows;
  },

  /** What the windows' movements took, as stored. */
  async consumptions(db: Db, companyId: string, windows: StreamWindow[]): Promise<ConsumptionRow[]> {
    if (windows.length === 0) return [];
    const result = await db.execute<ConsumptionRow>(sql`
      select c.* from ${windowsRelation(windows)}
      cross join lateral (
        select c.movement_id as "movementId", c.layer_id as "layerId", c.warehouse_id as "warehouseId",
          c.product_id as "productId", c.quantity::text as quantity
        from stock_consumptions c
        where ${inStream('c', companyId)} and (c.movement_date, c.seq) >= (w.d, w.s)
      ) c`);
    return result.rows;
  },

  /** What the given movements took from which layers, with those layers' costs and places. */
  async pieces(db: Db, movementIds: string[]): Promise<PieceRow[]> {
    if (movementIds.length === 0) return [];
    const result = await db.execute<PieceRow>(sql`
      select c.movement_id as "movementId", c.layer_id as "layerId", l.unit_cost::text as "unitCost",
        c.quantity::text as quantity, l.movement_date::text as date, l.seq::float8 as seq
      from stock_consumptions c join stock_layers l on l.id = c.layer_id
      where c.movement_id = any(${param(movementIds)}::uuid[])`);
    return result.rows;
  },

  /** Everything the windows' movements created and took (a full replay writes it all again). */
  async deleteDerived(db: Db, companyId: string, windows: StreamWindow[]): Promise<void> {
    if (windows.length === 0) return;
    await db.execute(sql`
      delete from stock_consumptions c using ${windowsRelation(windows)}
      where ${inStream('c', companyId)} and (c.movement_date, c.seq) >= (w.d, w.s)`);
    await db.execute(sql`
      delete from stock_layers l using ${windowsRelation(windows)}
      where ${inStream('l', companyId)} and (l.movement_date, l.seq) >= (w.d, w.s)`);
  },

  async deleteConsumptions(db: Db, rows: { movementId: string; layerId: string }[]): Promise<void> {
    await inChunks(rows, (chunk) =>
      db.execute(sql`
        delete from stock_consumptions c
        using unnest(${param(chunk.map((r) => r.movementId))}::uuid[], ${param(chunk.map((r) => r.layerId))}::text[]) as d(m, l)
        where c.movement_id = d.m and c.layer_id = d.l`),
    );
  },

  /** Deletes layers (what was taken from them goes with them). */
  async deleteLayers(db: Db, ids: string[]): Promise<void> {
    await inChunks(ids, (chunk) =>
      db.execute(sql`delete from stock_layers where id = any(${param(chunk)}::text[])`),
    );
  },

  /** New layers: plain inserts, as the caller knows none of them is stored (no conflict to resolve). */
  async insertLayers(db: Db, companyId: string, rows: LayerWrite[]): Promise<void> {
    await inChunks(rows, (chunk) => {
      const column = <K extends keyof LayerWrite>(key: K) => param(chunk.map((row) => row[key]));
      return db.execute(sql`
        insert into stock_layers (id, movement_id, company_id, warehouse_id, product_id, movement_date, seq, unit_cost, quantity)
        select r.id, r.movement_id, ${companyId}, r.warehouse_id, r.product_id, r.d, r.s, r.unit_cost, r.quantity
        from unnest(${column('id')}::text[], ${column('movementId')}::uuid[], ${column('warehouseId')}::uuid[],
          ${column('productId')}::uuid[], ${column('date')}::date[], ${column('seq')}::bigint[],
          ${column('unitCost')}::numeric[], ${column('quantity')}::numeric[])
          as r(id, movement_id, warehouse_id, product_id, d, s, unit_cost, quantity)`);
    });
  },

  /** Stored layers whose cost or quantity changed. */
  async updateLayers(db: Db, rows: LayerWrite[]): Promise<void> {
    await inChunks(rows, (chunk) =>
      db.execute(sql`
        update stock_layers l set unit_cost = u.unit_cost, quantity = u.quantity
        from unnest(${param(chunk.map((r) => r.id))}::text[], ${param(chunk.map((r) => r.unitCost))}::numeric[],
          ${param(chunk.map((r) => r.quantity))}::numeric[]) as u(id, unit_cost, quantity)
        where l.id = u.id`),
    );
  },

  /** New consumptions: plain inserts (none of them is stored). */
  async insertConsumptions(db: Db, companyId: string, rows: ConsumptionWrite[]): Promise<void> {
    await inChunks(rows, (chunk) => {
      const column = <K extends keyof ConsumptionWrite>(key: K) => param(chunk.map((row) => row[key]));
      return db.execute(sql`
        insert into stock_consumptions (movement_id, layer_id, company_id, warehouse_id, product_id, movement_date, seq, quantity)
        select r.movement_id, r.layer_id, ${companyId}, r.warehouse_id, r.product_id, r.d, r.s, r.quantity
        from unnest(${column('movementId')}::uuid[], ${column('layerId')}::text[], ${column('warehouseId')}::uuid[],
          ${column('productId')}::uuid[], ${column('date')}::date[], ${column('seq')}::bigint[], ${column('quantity')}::numeric[])
          as r(movement_id, layer_id, warehouse_id, product_id, d, s, quantity)`);
    });
  },

  /** Stored consumptions whose quantity changed. */
  async updateConsumptions(db: Db, rows: ConsumptionWrite[]): Promise<void> {
    await inChunks(rows, (chunk) =>
      db.execute(sql`
        update stock_consumptions c set quantity = u.quantity
        from unnest(${param(chunk.map((r) => r.movementId))}::uuid[], ${param(chunk.map((r) => r.layerId))}::text[],
          ${param(chunk.map((r) => r.quantity))}::numeric[]) as u(movement_id, layer_id, quantity)
        where c.movement_id = u.movement_id and c.layer_id = u.layer_id`),
    );
  },

  async updateCosts(db: Db, rows: CostWrite[]): Promise<void> {
    await inChunks(rows, (chunk) =>
      db.execute(sql`
        update stock_movements m set unit_cost = u.unit_cost, value = u.value
        from unnest(${param(chunk.map((r) => r.id))}::uuid[], ${param(chunk.map((r) => r.unitCost))}::numeric[],
          ${param(chunk.map((r) => r.value))}::numeric[]) as u(id, unit_cost, value)
        where m.id = u.id`),
    );
  },

  /** Adds the changes of quantity and value to the streams' current stock. */
  async addToBalances(db: Db, companyId: string, deltas: BalanceDelta[]): Promise<void> {
    if (deltas.length === 0) return;
    const column = <K extends keyof BalanceDelta>(key: K) => param(deltas.map((row) => row[key]));
    await db.execute(sql`
      insert into stock_balances as b (company_id, warehouse_id, product_id, quantity, value)
      select ${companyId}, d.warehouse_id, d.product_id, d.quantity, d.value
      from unnest(${column('warehouseId')}::uuid[], ${column('productId')}::uuid[], ${column('quantity')}::numeric[],
        ${column('value')}::numeric[]) as d(warehouse_id, product_id, quantity, value)
      on conflict (company_id, warehouse_id, product_id)
      do update set quantity = b.quantity + excluded.quantity, value = b.value + excluded.value`);
  },
};
