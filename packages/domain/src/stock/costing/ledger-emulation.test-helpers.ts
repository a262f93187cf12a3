// What the database ledger does with the engine, in memory: it keeps each movement's cost, layers and
// consumptions, and after a change at position p re-costs only the movements from p on, starting from
// the layers open just before p (read from what it keeps) and giving the stornos of earlier unloadings
// their pieces less what earlier stornos brought back. The property test drives it and compares it with
// the reference model after every change.
import type { StockUnloadType } from '../stock-kinds';
import { costMovements } from './cost-movements';
import type {
  MovementCost,
  OpenLayer,
  StockConsumption,
  StockLayer,
  StockMovementInput,
  StockPiece,
} from './costing.types';
import { D } from './reference-model.test-helpers';
import { unreturnedPieces } from './returned-pieces';

/** One movement of the ledger as stored after costing. */
export type CostedMovement = {
  movement: StockMovementInput;
  cost: MovementCost;
  layers: StockLayer[];
  consumptions: StockConsumption[];
};

/** The layers open after the first `end` stored movements, oldest first. */
export function openLayersAfter(stored: readonly CostedMovement[], end: number): OpenLayer[] {
  const open = new Map<string, OpenLayer>();
  for (const entry of stored.slice(0, end)) {
    for (const layer of entry.layers) open.set(layer.id, { ...layer, remaining: layer.quantity });
    for (const taken of entry.consumptions) {
      const layer = open.get(taken.layerId) as OpenLayer;
      layer.remaining = new D(layer.remaining).minus(taken.quantity).toFixed(4);
    }
  }
  return [...open.values()].filter((layer) => new D(layer.remaining).gt(0));
}

/** The pieces a stored unloading took, in the order taken, at its layers' unit costs. */
function storedPieces(stored: readonly CostedMovement[], movementId: string): StockPiece[] {
  const unitCosts = new Map<string, string>();
  for (const entry of stored) for (const layer of entry.layers) unitCosts.set(layer.id, layer.unitCost);
  const entry = stored.find((candidate) => candidate.movement.id === movementId) as CostedMovement;
  return entry.consumptions.map((taken) => ({
    layerId: taken.layerId,
    unitCost: unitCosts.get(taken.layerId) as string,
    quantity: taken.quantity,
  }));
}

/** The window from `start`: its stornos of unloadings before it carry their pieces, as the ledger gives them. */
function windowFrom(
  stored: readonly CostedMovement[],
  ledger: readonly StockMovementInput[],
  start: number,
): StockMovementInput[] {
  const before = new Set(ledger.slice(0, start).map((movement) => movement.id));
  return ledger.slice(start).map((movement) => {
    if (movement.kind !== 'return-in' || !before.has(movement.reversesMovementId)) return movement;
    const returnedBefore = ledger
      .slice(0, start)
      .filter(
        (other) => other.kind === 'return-in' && other.reversesMovementId === movement.reversesMovementId,
      )
      .reduce((total, other) => total.plus(other.quantity), new D(0));
    const pieces = storedPieces(stored, movement.reversesMovementId);
    return { ...movement, reversedPieces: unreturnedPieces(pieces, returnedBefore.toFixed(4)) };
  });
}

export type Recost =
  | { ok: true; stored: CostedMovement[]; closingLayers: OpenLayer[] }
  | { ok: false; shortage: { movementId: string; available: string; requested: string } };

/**
 * Re-costs `ledger` (the stored ledger with a change at `start`: the movements before it are stored
 * unchanged) from `start`, and gives the new stored ledger.
 */
export function recostFrom(
  method: StockUnloadType,
  stored: readonly CostedMovement[],
  ledger: readonly StockMovementInput[],
  start: number,
): Recost {
  const window = windowFrom(stored, ledger, start);
  const result = costMovements({ method, openingLayers: openLayersAfter(stored, start), movements: window });
  if (!result.ok) return result;
  const layersOf = groupBy(result.layers, (layer) => layer.movementId);
  const consumptionsOf = groupBy(result.consumptions, (taken) => taken.movementId);
  const recosted = window.map((movement, index) => ({
    movement: ledger[start + index] as StockMovementInput,
    cost: result.costs[index] as MovementCost,
    layers: layersOf.get(movement.id) ?? [],
    consumptions: consumptionsOf.get(movement.id) ?? [],
  }));
  return { ok: true, stored: [...stored.slice(0, start), ...recosted], closingLayers: result.closingLayers };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
