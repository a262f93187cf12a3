// The reference model of the costing engine: a deliberately simple FIFO/LIFO that replays a whole
// ledger from the start in decimal.js, with none of the engine's machinery (no scaled integers, no
// opening layers, no pieces kept aside, no stack or head pointer: it searches its list of layers on every
// step). The property test compares the engine with it.
import Decimal from 'decimal.js';
import type { StockUnloadType } from '../stock-kinds';
import type { StockMovementInput } from './costing.types';

export const D = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_UP });
export type D = Decimal;

type ModelLayer = { id: string; movementId: string; unitCost: D; quantity: D; remaining: D };
export type ModelPiece = { layerId: string; unitCost: D; quantity: D };

/** What one movement did, and the layers open right after it (oldest first). */
export type ModelStep = {
  movementId: string;
  value: string;
  unitCost: string;
  created: { id: string; unitCost: string; quantity: string }[];
  taken: { layerId: string; quantity: string }[];
  open: { id: string; unitCost: string; remaining: string }[];
};

export type ModelReplay =
  | { ok: true; steps: ModelStep[] }
  | { ok: false; shortage: { movementId: string; available: string; requested: string } };

const q4 = (value: D) => value.toFixed(4);

/** Replays the ledger from an empty warehouse. */
export function replayModel(method: StockUnloadType, ledger: readonly StockMovementInput[]): ModelReplay {
  const layers: ModelLayer[] = [];
  const piecesOf = new Map<string, ModelPiece[]>();
  const steps: ModelStep[] = [];
  for (const movement of ledger) {
    const quantity = new D(movement.quantity);
    let pieces: ModelPiece[] = [];
    let created: ModelLayer[] = [];
    if (movement.kind === 'in') {
      const unitCost = new D(movement.unitCost);
      created = [{ id: movement.id, movementId: movement.id, unitCost, quantity, remaining: quantity }];
      pieces = [{ layerId: movement.id, unitCost, quantity }];
    } else if (movement.kind === 'return-in') {
      // What the earlier stornos of the same unloading brought back is skipped from the end.
      const reversed = piecesOf.get(movement.reversesMovementId) ?? [];
      let skip = ledger
        .slice(0, ledger.indexOf(movement))
        .filter(
          (other) => other.kind === 'return-in' && other.reversesMovementId === movement.reversesMovementId,
        )
        .reduce((total, other) => total.plus(other.quantity), new D(0));
      let left = quantity;
      for (const piece of [...reversed].reverse()) {
        const unreturned = D.max(piece.quantity.minus(skip), 0);
        skip = D.max(skip.minus(piece.quantity), 0);
        const back = D.min(unreturned, left);
        if (back.isZero()) continue;
        left = left.minus(back);
        const id = `${movement.id}#${created.length + 1}`;
        created.push({
          id,
          movementId: movement.id,
          unitCost: piece.unitCost,
          quantity: back,
          remaining: back,
        });
        pieces.push({ layerId: id, unitCost: piece.unitCost, quantity: back });
      }
      if (left.gt(0)) throw new Error(`model: ${movement.id} returns more than was taken`);
    } else {
      const candidates = layers.filter(
        (layer) =>
          layer.remaining.gt(0) &&
          (movement.kind === 'out' || layer.movementId === movement.reversesMovementId),
      );
      if (method === 'lifo') candidates.reverse();
      const available = candidates.reduce((total, layer) => total.plus(layer.remaining), new D(0));
      if (quantity.gt(available))
        return {
          ok: false,
          shortage: { movementId: movement.id, available: q4(available), requested: q4(quantity) },
        };
      let left = quantity;
      for (const layer of candidates) {
        const taken = D.min(layer.remaining, left);
        if (taken.isZero()) break;
        layer.remaining = layer.remaining.minus(taken);
        left = left.minus(taken);
        pieces.push({ layerId: layer.id, unitCost: layer.unitCost, quantity: taken });
      }
      piecesOf.set(movement.id, pieces);
    }
    layers.push(...created);
    const exact = pieces.reduce((total, piece) => total.plus(piece.quantity.times(piece.unitCost)), new D(0));
    steps.push({
      movementId: movement.id,
      value: exact.toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2),
      unitCost: quantity.isZero()
        ? '0.0000'
        : exact.div(quantity).toDecimalPlaces(4, D.ROUND_HALF_UP).toFixed(4),
      created: created.map((layer) => ({
        id: layer.id,
        unitCost: q4(layer.unitCost),
        quantity: q4(layer.quantity),
      })),
      taken:
        movement.kind === 'out' || movement.kind === 'return-out'
          ? pieces.map((piece) => ({ layerId: piece.layerId, quantity: q4(piece.quantity) }))
          : [],
      open: layers
        .filter((layer) => layer.remaining.gt(0))
        .map((layer) => ({ id: layer.id, unitCost: q4(layer.unitCost), remaining: q4(layer.remaining) })),
    });
  }
  return { ok: true, steps };
}
