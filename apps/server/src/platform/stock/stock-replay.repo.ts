// The SQL of replaying streams: the checkpoint each replay starts from, the movements after it, the
// stored pieces of reversed unloadings, and the writes of a re-cost (checkpoints, pieces, current
// stock). Every statement covers all the streams of a call at once: rows travel as one array
// parameter per column (unnest), so a posting costs a few round trips whatever its size.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LedgerPoint, MovementKind, StreamKey } from './stock-ledger.repo';
import { param } from './stock-ledger.repo';
import type { CheckpointLayer, StoredPiece } from './stock-ledger.tables';

/** Before every movement and after every movement: the open ends of a replay's range. */
export const LEDGER_START: LedgerPoint = { date: '0001-01-01', seq: 0 };
export const LEDGER_END: LedgerPoint = { date: '9999-12-31', seq: Number.MAX_SAFE_INTEGER };

/** A replay of a stream: from its latest checkpoint at or before `after`, through `through`. */
export type ReplayRange = StreamKey & { after: LedgerPoint; through: LedgerPoint };

export type CheckpointRow = LedgerPoint & {
  request: number;
  quantity: string;
  entered: string;
  exited: string;
  layers: CheckpointLayer[];
};

/** A movement's facts, as a replay reads them (`request` numbers the range it was read for). */
export type FactRow = LedgerPoint & {
  request: number;
  id: string;
  kind: MovementKind;
  quantity: string;
  unitCost: string;
  reversesMovementId: string | null;
};

export type CheckpointWrite = StreamKey & Omit<CheckpointRow, 'request'>;
export type PiecesWrite = StreamKey & LedgerPoint & { movementId: string; pieces: StoredPiece[] };
export type BalanceWrite = StreamKey & { quantity: string; value: string };

/** Rows per statement when writing: a re-cost of a long stream goes in a few statements. */
const CHUNK = 50_000;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}

const columnOf = <T, K extends keyof T>(rows: T[], key: K) => param(rows.map((row) => row[key]));

/** The ranges as a relation r(n, warehouse_id, product_id, ad, as_, td, ts), n from 1. */
function rangesRelation(ranges: ReplayRange[]) {
  return sql`unnest(${columnOf(ranges, 'warehouseId')}::uuid[], ${columnOf(ranges, 'productId')}::uuid[],
    ${param(ranges.map((r) => r.after.date))}::date[], ${param(ranges.map((r) => r.after.seq))}::bigint[],
    ${param(ranges.map((r) => r.through.date))}::date[], ${param(ranges.map((r) => r.through.seq))}::bigint[])
    with ordinality as r(warehouse_id, product_id, ad, as_, td, ts, n)`;
}

const inStream = (alias: string, companyId: string) =>
  sql`${sql.raw(alias)}.company_id = ${companyId} and ${sql.raw(alias)}.warehouse_id = r.warehouse_id
    and ${sql.raw(alias)}.product_id = r.product_id`;

export const stockReplayRepo = {
  /** Each range's latest checkpoint at or before its `after` (none for a range with none). */
  async checkpoints(db: Db, companyId: string, ranges: ReplayRange[]): Promise<CheckpointRow[]> {
    if (ranges.length === 0) return [];
    const result = await db.execute<CheckpointRow>(sql`
      select c.* from ${rangesRelation(ranges)}
      cross join lateral (
        select r.n::int as request, c.movement_date::text as date, c.seq::float8 as seq,
          c.quantity::text as quantity, c.entered::text as entered, c.exited::text as exited, c.layers
        from stock_checkpoints c
        where ${inStream('c', companyId)} and (c.movement_date, c.seq) <= (r.ad, r.as_)
        order by c.movement_date desc, c.seq desc limit 1
      ) c`);
    return result.rows;
  },

  /** Each range's movements after `from` (its checkpoint's point) through its end, in ledger order. */
  async facts(db: Db, companyId: string, ranges: ReplayRange[]): Promise<FactRow[]> {
    if (ranges.length === 0) return [];
    const result = await db.execute<FactRow>(sql`
      select m.* from ${rangesRelation(ranges)}
      cross join lateral (
        select r.n::int as request, m.id, m.kind, m.quantity::text as quantity, m.unit_cost::text as "unitCost",
          m.reverses_movement_id as "reversesMovementId", m.movement_date::text as date, m.seq::float8 as seq
        from stock_movements m
        where ${inStream('m', companyId)} and (m.movement_date, m.seq) > (r.ad, r.as_)
          and (m.movement_date, m.seq) <= (r.td, r.ts)
        order by m.movement_date, m.seq
      ) m`);
    return result.rows;
  },

  /** The stored pieces of the given unloadings (those that have some). */
  async pieces(db: Db, movementIds: string[]): Promise<Map<string, StoredPiece[]>> {
    if (movementIds.length === 0) return new Map();
    const result = await db.execute<{ movementId: string; pieces: StoredPiece[] }>(sql`
      select movement_id as "movementId", pieces from stock_unloading_pieces
      where movement_id = any(${param(movementIds)}::uuid[])`);
    return new Map(result.rows.map((row) => [row.movementId, row.pieces]));
  },

  /** Deletes the checkpoints and stored pieces after each range's `after` (a re-cost writes them anew). */
  async deleteDerived(db: Db, companyId: string, ranges: ReplayRange[]): Promise<void> {
    if (ranges.length === 0) return;
    for (const table of ['stock_checkpoints', 'stock_unloading_pieces'])
      await db.execute(sql`
        delete from ${sql.raw(table)} x using ${rangesRelation(ranges)}
        where ${inStream('x', companyId)} and (x.movement_date, x.seq) > (r.ad, r.as_)`);
  },

  async insertCheckpoints(db: Db, companyId: string, rows: CheckpointWrite[]): Promise<void> {
    await inChunks(rows, (chunk) =>
      db.execute(sql`
        insert into stock_checkpoints (company_id, warehouse_id, product_id, movement_date, seq, quantity,
          entered, exited, layers)
        select ${companyId}, r.warehouse_id, r.product_id, r.d, r.s, r.quantity, r.entered, r.exited, r.layers
        from unnest(${columnOf(chunk, 'warehouseId')}::uuid[], ${columnOf(chunk, 'productId')}::uuid[],
          ${columnOf(chunk, 'date')}::date[], ${columnOf(chunk, 'seq')}::bigint[], ${columnOf(chunk, 'quantity')}::numeric[],
          ${columnOf(chunk, 'entered')}::numeric[], ${columnOf(chunk, 'exited')}::numeric[],
          ${param(chunk.map((row) => JSON.stringify(row.layers)))}::jsonb[])
          as r(warehouse_id, product_id, d, s, quantity, entered, exited, layers)`),
    );
  },

  /** Writes pieces, replacing those stored for the same unloadings. */
  async upsertPieces(db: Db, companyId: string, rows: PiecesWrite[]): Promise<void> {
    await inChunks(rows, (chunk) =>
      db.execute(sql`
        insert into stock_unloading_pieces (movement_id, company_id, warehouse_id, product_id, movement_date, seq, pieces)
        select r.movement_id, ${companyId}, r.warehouse_id, r.product_id, r.d, r.s, r.pieces
        from unnest(${columnOf(chunk, 'movementId')}::uuid[], ${columnOf(chunk, 'warehouseId')}::uuid[],
          ${columnOf(chunk, 'productId')}::uuid[], ${columnOf(chunk, 'date')}::date[], ${columnOf(chunk, 'seq')}::bigint[],
          ${param(chunk.map((row) => JSON.stringify(row.pieces)))}::jsonb[])
          as r(movement_id, warehouse_id, product_id, d, s, pieces)
        on conflict (movement_id) do update set pieces = excluded.pieces`),
    );
  },

  /** Sets the streams' current stock to what a re-cost ended with. */
  async setBalances(db: Db, companyId: string, rows: BalanceWrite[]): Promise<void> {
    if (rows.length === 0) return;
    await db.execute(sql`
      insert into stock_balances as b (company_id, warehouse_id, product_id, quantity, value)
      select ${companyId}, d.warehouse_id, d.product_id, d.quantity, d.value
      from unnest(${columnOf(rows, 'warehouseId')}::uuid[], ${columnOf(rows, 'productId')}::uuid[],
        ${columnOf(rows, 'quantity')}::numeric[], ${columnOf(rows, 'value')}::numeric[])
        as d(warehouse_id, product_id, quantity, value)
      on conflict (company_id, warehouse_id, product_id)
      do update set quantity = excluded.quantity, value = excluded.value`);
  },
};
