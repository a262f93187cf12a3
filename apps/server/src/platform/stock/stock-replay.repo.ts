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

/**
 * A movement's facts, as a replay reads them (`request` numbers the range it was read for), shaped as
 * the engine's input so that a re-cost of a million movements hands the rows over as they come:
 * named by its sequence (`id`, as text), dated by days since 2000-01-01, a loading's unit cost (null
 * for the others), a storno's reversed movement by its sequence.
 */
export type FactRow = {
  request: number;
  id: string;
  day: number;
  kind: MovementKind;
  quantity: string;
  unitCost: string | null;
  reversesMovementId: string | null;
};

/** An earlier movement found by its sequence, with its place. */
export type PlacedMovement = StreamKey & LedgerPoint & { quantity: string; reverses: number | null };

const DAY_ZERO = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;
/** A FactRow's day as an ISO date. */
export const dateOfDay = (day: number) => new Date(DAY_ZERO + day * DAY_MS).toISOString().slice(0, 10);

export type CheckpointWrite = StreamKey & Omit<CheckpointRow, 'request'>;
export type PiecesWrite = StreamKey & LedgerPoint & { pieces: StoredPiece[] };
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

const PLACED = sql`m.warehouse_id as "warehouseId", m.product_id as "productId", m.movement_date::text as date,
  m.seq::float8 as seq, m.quantity::text as quantity,
  (select x.seq::float8 from stock_movements x where x.id = m.reverses_movement_id) as reverses`;

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
        select r.n::int as request, m.seq::text as id, (m.movement_date - date '2000-01-01') as day,
          m.kind, m.quantity::text as quantity,
          case when m.kind = 'in' then m.unit_cost::text end as "unitCost",
          case when m.reverses_movement_id is null then null
            else (select x.seq::text from stock_movements x where x.id = m.reverses_movement_id) end
            as "reversesMovementId"
        from stock_movements m
        where ${inStream('m', companyId)} and (m.movement_date, m.seq) > (r.ad, r.as_)
          and (m.movement_date, m.seq) <= (r.td, r.ts)
        order by m.movement_date, m.seq
      ) m`);
    return result.rows;
  },

  /** The stored pieces of the given unloadings (those that have some), by sequence. */
  async pieces(db: Db, companyId: string, seqs: number[]): Promise<Map<number, StoredPiece[]>> {
    if (seqs.length === 0) return new Map();
    const result = await db.execute<{ seq: number; pieces: StoredPiece[] }>(sql`
      select seq::float8 as seq, pieces from stock_unloading_pieces
      where company_id = ${companyId} and seq = any(${param(seqs)}::bigint[])`);
    return new Map(result.rows.map((row) => [row.seq, row.pieces]));
  },

  /** Movements of the company by sequence, with their places. */
  async placed(db: Db, companyId: string, seqs: number[]): Promise<PlacedMovement[]> {
    if (seqs.length === 0) return [];
    const result = await db.execute<PlacedMovement>(sql`
      select ${PLACED} from stock_movements m
      where m.company_id = ${companyId} and m.seq = any(${param(seqs)}::bigint[])`);
    return result.rows;
  },

  /** The stornos (return-in) of the given unloadings (by sequence), wherever they lie. */
  async returnsOf(db: Db, companyId: string, seqs: number[]): Promise<PlacedMovement[]> {
    if (seqs.length === 0) return [];
    const result = await db.execute<PlacedMovement>(sql`
      select ${PLACED} from stock_movements x
      join stock_movements m on m.reverses_movement_id = x.id
      where x.company_id = ${companyId} and x.seq = any(${param(seqs)}::bigint[]) and m.kind = 'return-in'`);
    return result.rows;
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
        insert into stock_unloading_pieces (seq, company_id, warehouse_id, product_id, movement_date, pieces)
        select r.s, ${companyId}, r.warehouse_id, r.product_id, r.d, r.pieces
        from unnest(${columnOf(chunk, 'seq')}::bigint[], ${columnOf(chunk, 'warehouseId')}::uuid[],
          ${columnOf(chunk, 'productId')}::uuid[], ${columnOf(chunk, 'date')}::date[],
          ${param(chunk.map((row) => JSON.stringify(row.pieces)))}::jsonb[])
          as r(s, warehouse_id, product_id, d, pieces)
        on conflict (seq) do update set pieces = excluded.pieces`),
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
