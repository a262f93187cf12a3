// What the database ledger does with the engine, in memory. It keeps only the movements (facts),
// checkpoints (the state after every few movements, keyed by the movement they follow) and the pieces
// of reversed unloadings. A change at position p re-costs from the checkpoint before p in a lean run
// and writes back only those; a cost or the layers at a point are read back by replaying from the
// checkpoint before that point. Stornos of unloadings before a replay get the stored pieces (or, for a
// first storno, a replay of the unloading), less what stornos before the replay brought back. The
// property test drives it and compares what it reads back with the reference model.
import type { StockUnloadType } from '../stock-kinds';
import { costMovements } from './cost-movements';
import type {
  CostingResult,
  OpenLayer,
  StockCheckpoint,
  StockMovementInput,
  StockPiece,
} from './costing.types';
import { D, type ModelStep } from './reference-model.test-helpers';
import { unreturnedPieces } from './returned-pieces';

export type StoredLedger = {
  /** Checkpoints by the id of the movement they follow. */
  checkpoints: Map<string, StockCheckpoint>;
  /** What each reversed unloading took, in the order taken. */
  pieces: Map<string, StockPiece[]>;
};

export const emptyLedger = (): StoredLedger => ({ checkpoints: new Map(), pieces: new Map() });

/** The index of the latest checkpoint's movement before `end` (-1: none, replay from the start). */
function checkpointBefore(stored: StoredLedger, ledger: readonly StockMovementInput[], end: number) {
  for (let i = end - 1; i >= 0; i--)
    if (stored.checkpoints.has((ledger[i] as StockMovementInput).id)) return i;
  return -1;
}

type Replay = { from: number; result: CostingResult; computed: Map<string, StockPiece[]> };

/**
 * Replays `ledger` from the checkpoint before `end` through index `through` (inclusive), as the
 * ledger's replays do.
 */
function replay(
  method: StockUnloadType,
  stored: StoredLedger,
  ledger: readonly StockMovementInput[],
  end: number,
  through: number,
  options: { lean: boolean; checkpointEvery?: number; keepPiecesOf?: ReadonlySet<string> },
): Replay {
  const at = checkpointBefore(stored, ledger, end);
  const checkpoint = at < 0 ? null : (stored.checkpoints.get((ledger[at] as StockMovementInput).id) ?? null);
  const from = at + 1;
  const movements = ledger.slice(from, through + 1);
  const inReplay = new Set(movements.filter((m) => m.kind === 'out').map((m) => m.id));
  const computed = new Map<string, StockPiece[]>();
  const input = movements.map((movement) => {
    if (movement.kind !== 'return-in' || inReplay.has(movement.reversesMovementId)) return movement;
    const reversed = movement.reversesMovementId;
    let taken = stored.pieces.get(reversed) ?? computed.get(reversed);
    if (!taken) {
      // A first storno of an earlier unloading: that unloading replayed from its own checkpoint.
      const index = ledger.findIndex((m) => m.id === reversed);
      const own = replay(method, stored, ledger, index, index, {
        lean: true,
        keepPiecesOf: new Set([reversed]),
      });
      if (!own.result.ok) throw new Error(`emulation: the replay of ${reversed} is short`);
      taken = own.result.pieces.get(reversed) ?? [];
      computed.set(reversed, taken);
    }
    const returnedBefore = ledger
      .slice(0, from)
      .filter((other) => other.kind === 'return-in' && other.reversesMovementId === reversed)
      .reduce((total, other) => total.plus(other.quantity), new D(0));
    return { ...movement, reversedPieces: unreturnedPieces(taken, returnedBefore.toFixed(4)) };
  });
  const result = costMovements({
    method,
    openingLayers: checkpoint?.layers ?? [],
    openingTotals: checkpoint?.totals,
    movements: input,
    ...options,
  });
  return { from, result, computed };
}

export type Recost =
  | { ok: true; stored: StoredLedger }
  | { ok: false; shortage: { movementId: string; available: string; requested: string } };

/**
 * Re-costs `ledger` (the stored ledger with a change at `start`: the movements before it are stored
 * unchanged) from the checkpoint before `start`, and gives what the ledger then stores.
 */
export function recostFrom(
  method: StockUnloadType,
  stored: StoredLedger,
  ledger: readonly StockMovementInput[],
  start: number,
  checkpointEvery: number,
): Recost {
  const run = replay(method, stored, ledger, start, ledger.length - 1, { lean: true, checkpointEvery });
  if (!run.result.ok) return run.result;
  const kept = new Set(ledger.slice(0, run.from).map((m) => m.id));
  const checkpoints = new Map([...stored.checkpoints].filter(([id]) => kept.has(id)));
  for (const checkpoint of run.result.checkpoints)
    checkpoints.set((ledger[run.from + checkpoint.after - 1] as StockMovementInput).id, checkpoint);
  const pieces = new Map([...stored.pieces].filter(([id]) => kept.has(id)));
  for (const [id, taken] of [...run.computed, ...run.result.pieces]) pieces.set(id, taken);
  return { ok: true, stored: { checkpoints, pieces } };
}

type Ok = Extract<CostingResult, { ok: true }>;

/** What the movement at `index` did and the layers open after it, read back as the ledger reads. */
export function readStep(
  method: StockUnloadType,
  stored: StoredLedger,
  ledger: readonly StockMovementInput[],
  index: number,
): ModelStep {
  const { result } = replay(method, stored, ledger, index, index, { lean: false });
  if (!result.ok) throw new Error(`emulation: reading ${index} came out short`);
  const ok = result as Ok;
  const id = (ledger[index] as StockMovementInput).id;
  const cost = ok.costs[ok.costs.length - 1] as Ok['costs'][number];
  const q4 = (value: string) => new D(value).toFixed(4);
  return {
    movementId: cost.movementId,
    value: cost.value,
    unitCost: cost.unitCost,
    created: ok.layers
      .filter((layer) => layer.movementId === id)
      .map((layer) => ({ id: layer.id, unitCost: q4(layer.unitCost), quantity: q4(layer.quantity) })),
    taken: ok.consumptions
      .filter((taken) => taken.movementId === id)
      .map((taken) => ({ layerId: taken.layerId, quantity: q4(taken.quantity) })),
    open: ok.closingLayers.map((layer: OpenLayer) => ({
      id: layer.id,
      unitCost: q4(layer.unitCost),
      remaining: q4(layer.remaining),
    })),
  };
}
