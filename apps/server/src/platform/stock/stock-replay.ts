// Replaying streams of the ledger: each from its nearest checkpoint (or its first movement) through a
// point, with the costing engine. Re-costing replays to the end and writes checkpoints; reading a
// document's costs or a report's values replays the stretch it needs. Stornos of unloadings that lie
// before a replay's start get their pieces from the stored ones (stock_unloading_pieces), or, for the
// first storno of an unloading, from a replay of that unloading itself.
import { costMovements } from '@app/domain/stock/costing/cost-movements';
import type {
  CostingResult,
  OpenLayer,
  StockMovementInput,
  StockPiece,
} from '@app/domain/stock/costing/costing.types';
import { unreturnedPieces } from '@app/domain/stock/costing/returned-pieces';
import type { Db } from '../../db/client';
import { fromScaled, QTY_SCALE, RON_SCALE, toScaled } from './stock-decimal';
import { type LedgerPoint, type StreamKey, stockLedgerRepo } from './stock-ledger.repo';
import {
  type CheckpointRow,
  type FactRow,
  LEDGER_START,
  type PiecesWrite,
  type ReplayRange,
  stockReplayRepo,
} from './stock-replay.repo';

export type ReplayOptions = {
  /** Totals, checkpoints and pieces only (a re-cost); otherwise every movement's cost too. */
  lean: boolean;
  checkpointEvery?: number;
  /** Unloadings whose pieces to give back even without a storno of them in the replay. */
  keepPiecesOf?: ReadonlySet<string>;
};

export type StreamReplay = {
  range: ReplayRange;
  /** Where the replay started: its checkpoint's point, or before the stream's first movement. */
  start: LedgerPoint;
  movements: FactRow[];
  result: CostingResult;
};

export type Replayed = {
  replays: StreamReplay[];
  /** Pieces of unloadings before the replays computed for their first stornos (a re-cost stores them). */
  computedPieces: PiecesWrite[];
};

export const streamId = (key: StreamKey) => `${key.warehouseId}:${key.productId}`;

/** The point just before a movement's (seqs are whole numbers, unique over the ledger). */
export const justBefore = (point: LedgerPoint): LedgerPoint => ({ date: point.date, seq: point.seq - 1 });

export const isAfter = (a: LedgerPoint, b: LedgerPoint) =>
  a.date > b.date || (a.date === b.date && a.seq > b.seq);

const factAfter = (a: FactRow, b: FactRow) =>
  a.day > b.day || (a.day === b.day && Number(a.id) > Number(b.id));

/** Rows come from the stream index in ledger order; sorted here only if the plan ever differs. */
function inLedgerOrder(rows: FactRow[]): FactRow[] {
  for (let i = 1; i < rows.length; i++)
    if (factAfter(rows[i - 1] as FactRow, rows[i] as FactRow))
      return [...rows].sort((x, y) => (factAfter(x, y) ? 1 : factAfter(y, x) ? -1 : 0));
  return rows;
}

function openingOf(checkpoint: CheckpointRow | undefined) {
  if (!checkpoint) return { layers: [], totals: { entered: 0, exited: 0 } };
  const layers: OpenLayer[] = checkpoint.layers.map(([id, movementId, unitCost, quantity, remaining]) => ({
    id,
    movementId,
    unitCost,
    quantity,
    remaining,
  }));
  const bani = (text: string) => Number(toScaled(text, RON_SCALE));
  return { layers, totals: { entered: bani(checkpoint.entered), exited: bani(checkpoint.exited) } };
}

/** The pieces given to a storno whose unloading lies before its replay (by that unloading's id). */
type EarlierPieces = Map<string, StockPiece[]>;

/**
 * The rows as the engine's input, as they are (a FactRow has the input's shape; no copy of a million
 * rows): only the stornos of earlier unloadings get those unloadings' pieces.
 */
function engineInput(rows: FactRow[], earlier: EarlierPieces): StockMovementInput[] {
  if (earlier.size > 0)
    for (const row of rows)
      if (row.kind === 'return-in') {
        const pieces = earlier.get(row.reversesMovementId as string);
        if (pieces) Object.assign(row, { reversedPieces: pieces });
      }
  return rows as unknown as StockMovementInput[];
}

/**
 * For each replay's stornos of unloadings before its start: what the unloading took (stored, or
 * replayed now), less what its stornos up to the start brought back.
 */
async function earlierPieces(
  db: Db,
  companyId: string,
  groups: { start: LedgerPoint; movements: FactRow[] }[],
): Promise<{ byGroup: EarlierPieces[]; computed: PiecesWrite[] }> {
  const wanted = new Set<number>();
  const wantedBy = groups.map(({ movements }) => {
    const inReplay = new Set<string>();
    const own: number[] = [];
    for (const row of movements) {
      const reversed = row.reversesMovementId as string;
      if (row.kind === 'return-in' && !inReplay.has(reversed)) own.push(Number(reversed));
      if (row.kind === 'out') inReplay.add(row.id);
    }
    for (const id of own) wanted.add(id);
    return own;
  });
  if (wanted.size === 0) return { byGroup: groups.map(() => new Map()), computed: [] };
  const seqs = [...wanted];
  const stored = await stockReplayRepo.pieces(db, companyId, seqs);
  const computed = await replayPieces(
    db,
    companyId,
    seqs.filter((seq) => !stored.has(seq)),
  );
  const taken = new Map<number, StockPiece[]>();
  for (const [id, pieces] of stored)
    taken.set(
      id,
      pieces.map(([layerId, unitCost, quantity]) => ({ layerId, unitCost, quantity })),
    );
  for (const write of computed)
    taken.set(
      write.seq,
      write.pieces.map(([layerId, unitCost, quantity]) => ({ layerId, unitCost, quantity })),
    );
  const returns = await stockReplayRepo.returnsOf(db, companyId, seqs);
  const byGroup = groups.map(({ start }, index) => {
    const pieces: EarlierPieces = new Map();
    for (const seq of wantedBy[index] as number[]) {
      let returned = 0n;
      for (const r of returns)
        if (r.reverses === seq && !isAfter(r, start)) returned += toScaled(r.quantity, QTY_SCALE);
      pieces.set(`${seq}`, unreturnedPieces(taken.get(seq) ?? [], fromScaled(returned, QTY_SCALE)));
    }
    return pieces;
  });
  return { byGroup, computed };
}

/** The pieces of unloadings none are stored for yet: each replayed from its stream's checkpoint to it. */
async function replayPieces(db: Db, companyId: string, seqs: number[]): Promise<PiecesWrite[]> {
  if (seqs.length === 0) return [];
  const unloadings = await stockReplayRepo.placed(db, companyId, seqs);
  const { replays, computedPieces } = await replayStreams(
    db,
    companyId,
    unloadings.map((m) => ({
      warehouseId: m.warehouseId,
      productId: m.productId,
      after: justBefore(m),
      through: m,
    })),
    { lean: true, keepPiecesOf: new Set(seqs.map((seq) => `${seq}`)) },
  );
  const own = replays.map(({ range, result }, index): PiecesWrite => {
    const unloading = unloadings[index] as (typeof unloadings)[number];
    if (!result.ok)
      throw new Error(`stock: the replay of ${unloading.seq} is short, which the ledger never stores`);
    const pieces = result.pieces.get(`${unloading.seq}`) ?? [];
    return {
      warehouseId: range.warehouseId,
      productId: range.productId,
      date: unloading.date,
      seq: unloading.seq,
      pieces: pieces.map((p) => [p.layerId, p.unitCost, p.quantity]),
    };
  });
  return [...computedPieces, ...own];
}

/** Replays each range (streams of one company) from its latest checkpoint at or before `after`. */
export async function replayStreams(
  db: Db,
  companyId: string,
  ranges: ReplayRange[],
  options: ReplayOptions,
): Promise<Replayed> {
  if (ranges.length === 0) return { replays: [], computedPieces: [] };
  const methods = await stockLedgerRepo.methods(db, companyId, [
    ...new Set(ranges.map((r) => r.warehouseId)),
  ]);
  const checkpoints = new Map(
    (await stockReplayRepo.checkpoints(db, companyId, ranges)).map((row) => [row.request, row]),
  );
  const starts = ranges.map((_, index) => {
    const checkpoint = checkpoints.get(index + 1);
    return checkpoint ? { date: checkpoint.date, seq: checkpoint.seq } : LEDGER_START;
  });
  const rows = await stockReplayRepo.facts(
    db,
    companyId,
    ranges.map((range, index) => ({ ...range, after: starts[index] as LedgerPoint })),
  );
  const grouped: FactRow[][] = ranges.map(() => []);
  for (const row of rows) (grouped[row.request - 1] as FactRow[]).push(row);
  const groups = grouped.map((movements, index) => ({
    start: starts[index] as LedgerPoint,
    movements: inLedgerOrder(movements),
  }));
  const earlier = await earlierPieces(db, companyId, groups);

  const replays = ranges.map((range, index) => {
    const method = methods.get(range.warehouseId);
    if (!method) throw new Error(`stock: warehouse ${range.warehouseId} is not the company's`);
    const { start, movements } = groups[index] as (typeof groups)[number];
    const opening = openingOf(checkpoints.get(index + 1));
    const pieces = earlier.byGroup[index] as EarlierPieces;
    const result = costMovements({
      method,
      openingLayers: opening.layers,
      openingTotals: opening.totals,
      movements: engineInput(movements, pieces),
      lean: options.lean,
      checkpointEvery: options.checkpointEvery,
      keepPiecesOf: options.keepPiecesOf,
    });
    return { range, start, movements, result };
  });
  return { replays, computedPieces: earlier.computed };
}
