// Costs and values read from the ledger: the ledger keeps only facts and checkpoints, so a document's
// costs, a stock value at a date or a period's movements come from replaying the stretch of each
// stream they need, from the checkpoint before it (usually at most CHECKPOINT_EVERY movements more).
import type { CostingResult, MovementCost, StockTotals } from '@app/domain/stock/costing/costing.types';
import type { Db } from '../../db/client';
import type { StockLineCost } from './stock-ledger';
import { type LedgerPoint, type MovementRow, type StreamKey, stockLedgerRepo } from './stock-ledger.repo';
import { isAfter, justBefore, replayStreams, streamId } from './stock-replay';

type Ok = Extract<CostingResult, { ok: true }>;

/** A stream's stock at a point: quantity (4 decimals) and the totals in bani (value = entered − exited). */
export type StreamStock = StreamKey & { quantity: string; totals: StockTotals };

function succeeded(result: CostingResult, what: string): Ok {
  // The ledger only ever stores what costs without a shortage, so a replay of it cannot be short.
  if (!result.ok) throw new Error(`stock: replaying ${what} came out short (${result.shortage.movementId})`);
  return result;
}

/** The end of a date, after its last movement. */
export const endOf = (date: string): LedgerPoint => ({ date, seq: Number.MAX_SAFE_INTEGER });
/** The start of a date, before its first movement. */
export const startOf = (date: string): LedgerPoint => ({ date, seq: 0 });

/** Each stream's stock after every movement at or before `point`. */
export async function stockAt(
  db: Db,
  companyId: string,
  streams: StreamKey[],
  point: LedgerPoint,
): Promise<StreamStock[]> {
  const { replays } = await replayStreams(
    db,
    companyId,
    streams.map((s) => ({
      warehouseId: s.warehouseId,
      productId: s.productId,
      after: point,
      through: point,
    })),
    { lean: true },
  );
  return replays.map(({ range, result }) => {
    const { onHand, totals } = succeeded(result, streamId(range)).closing;
    return { warehouseId: range.warehouseId, productId: range.productId, quantity: onHand, totals };
  });
}

/** The costs of the streams' movements after `after` through `through`, by movement sequence. */
export async function costsBetween(
  db: Db,
  companyId: string,
  ranges: (StreamKey & { after: LedgerPoint; through: LedgerPoint })[],
): Promise<Map<number, MovementCost>> {
  const { replays } = await replayStreams(db, companyId, ranges, { lean: false });
  const costs = new Map<number, MovementCost>();
  for (const { range, result } of replays)
    for (const cost of succeeded(result, streamId(range)).costs) costs.set(Number(cost.movementId), cost);
  return costs;
}

/** The costs of a document's lines as the ledger gives them now, in publication order. */
export async function documentCosts(db: Db, companyId: string, documentId: string): Promise<StockLineCost[]> {
  const movements = await stockLedgerRepo.movementsOfDocument(db, companyId, documentId);
  return costsOfMovements(db, companyId, movements);
}

/** The costs of the given movements, each stream replayed once over the stretch they span. */
export async function costsOfMovements(
  db: Db,
  companyId: string,
  movements: MovementRow[],
): Promise<StockLineCost[]> {
  const spans = new Map<string, StreamKey & { first: LedgerPoint; last: LedgerPoint }>();
  for (const m of movements) {
    const span = spans.get(streamId(m));
    if (!span)
      spans.set(streamId(m), { warehouseId: m.warehouseId, productId: m.productId, first: m, last: m });
    else {
      if (isAfter(span.first, m)) span.first = m;
      if (isAfter(m, span.last)) span.last = m;
    }
  }
  const costs = await costsBetween(
    db,
    companyId,
    [...spans.values()].map((span) => ({
      warehouseId: span.warehouseId,
      productId: span.productId,
      after: justBefore(span.first),
      through: span.last,
    })),
  );
  return movements.map((m) => {
    const cost = costs.get(m.seq);
    if (!cost) throw new Error(`stock: the replay did not reach movement ${m.id}`);
    return { lineId: m.lineId, quantity: m.quantity, unitCost: cost.unitCost, value: cost.value };
  });
}
