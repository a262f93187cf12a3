// The costing engine (issue 14 item 6): walks one product's movements in one warehouse in ledger order
// from the layers open before them, and says what each loading created, what each unloading took and
// at what cost. Pure and exact (scaled bigints): the ledger re-costs from any point of a product's
// history with the layers open there, and gets what a replay from the start would give.
import type {
  CostingResult,
  CostMovements,
  MovementCost,
  StockConsumption,
  StockLayer,
  StockMovementInput,
} from './costing.types';
import { type BookLayer, LayerBook } from './layer-book';
import { type ScaledPiece, unreturnedScaledPieces } from './returned-pieces';
import {
  formatScaled,
  parseScaled,
  QUANTITY_DECIMALS,
  roundedValue,
  UNIT_COST_DECIMALS,
  unitCostOf,
  VALUE_DECIMALS,
} from './scaled-decimal';

const quantityText = (value: bigint) => formatScaled(value, QUANTITY_DECIMALS);
const unitCostText = (value: bigint) => formatScaled(value, UNIT_COST_DECIMALS);

/** The movements that stornos reverse: only their pieces (return-in) or layers (return-out) are kept. */
function reversedIds(movements: readonly StockMovementInput[]) {
  const piecesOf = new Set<string>();
  const layersOf = new Set<string>();
  for (const movement of movements) {
    if (movement.kind === 'return-in') piecesOf.add(movement.reversesMovementId);
    else if (movement.kind === 'return-out') layersOf.add(movement.reversesMovementId);
  }
  return { piecesOf, layersOf };
}

export const costMovements: CostMovements = ({ method, openingLayers, movements }): CostingResult => {
  const tracked = reversedIds(movements);
  const book = new LayerBook(method, tracked.layersOf);
  for (const layer of openingLayers) {
    book.add({
      id: layer.id,
      movementId: layer.movementId,
      unitCost: parseScaled(layer.unitCost, UNIT_COST_DECIMALS, `layer ${layer.id} unit cost`),
      quantity: parseScaled(layer.quantity, QUANTITY_DECIMALS, `layer ${layer.id} quantity`),
      remaining: parseScaled(layer.remaining, QUANTITY_DECIMALS, `layer ${layer.id} remaining`),
    });
  }

  const costs: MovementCost[] = [];
  const layers: StockLayer[] = [];
  const consumptions: StockConsumption[] = [];
  /** The pieces taken by the unloadings in the window that a later `return-in` reverses. */
  const piecesOf = new Map<string, ScaledPiece[]>();
  /** What the `return-in`s in the window brought back so far, per reversed movement. */
  const returnedOf = new Map<string, bigint>();

  for (const movement of movements) {
    const id = movement.id;
    const quantity = parseScaled(movement.quantity, QUANTITY_DECIMALS, `movement ${id} quantity`);
    let exact = 0n;

    if (movement.kind === 'in') {
      const unitCost = parseScaled(movement.unitCost, UNIT_COST_DECIMALS, `movement ${id} unit cost`);
      exact = quantity * unitCost;
      addLayer(book, layers, { id, movementId: id, unitCost, quantity, remaining: quantity });
      costs.push({
        movementId: id,
        value: formatScaled(roundedValue(exact), VALUE_DECIMALS),
        unitCost: unitCostText(unitCost),
      });
      continue;
    }

    if (movement.kind === 'return-in') {
      const reversed = movement.reversesMovementId;
      const returned = returnedOf.get(reversed) ?? 0n;
      const pieces = unreturnedScaledPieces(reversedPiecesOf(movement, piecesOf), returned);
      let left = quantity;
      let n = 0;
      // The pieces taken last come back first, each as a layer of its own at the cost it was taken at.
      for (let i = pieces.length - 1; i >= 0 && left > 0n; i--) {
        const piece = pieces[i] as ScaledPiece;
        const back = piece.quantity < left ? piece.quantity : left;
        left -= back;
        exact += back * piece.unitCost;
        n++;
        const layer = {
          id: `${id}#${n}`,
          movementId: id,
          unitCost: piece.unitCost,
          quantity: back,
          remaining: back,
        };
        addLayer(book, layers, layer);
      }
      if (left > 0n)
        throw new RangeError(
          `costing: return-in ${id} gives back ${quantityText(quantity)}, more than ${reversed} took and has not had back`,
        );
      returnedOf.set(reversed, returned + quantity);
    } else {
      // An unloading: `out` by the method, `return-out` from the reversed loading's own layers only.
      const fromOwn = movement.kind === 'return-out';
      const available = fromOwn ? book.remainingOf(movement.reversesMovementId) : book.onHand;
      if (quantity > available)
        return {
          ok: false,
          shortage: { movementId: id, available: quantityText(available), requested: quantityText(quantity) },
        };
      const keep = tracked.piecesOf.has(id) ? ([] as ScaledPiece[]) : null;
      const piece = (layer: BookLayer, taken: bigint) => {
        exact += taken * layer.unitCost;
        consumptions.push({ movementId: id, layerId: layer.id, quantity: quantityText(taken) });
        keep?.push({ layerId: layer.id, unitCost: layer.unitCost, quantity: taken });
      };
      if (movement.kind === 'return-out') book.takeFrom(movement.reversesMovementId, quantity, piece);
      else book.take(quantity, piece);
      if (keep) piecesOf.set(id, keep);
    }
    costs.push({
      movementId: id,
      value: formatScaled(roundedValue(exact), VALUE_DECIMALS),
      unitCost: unitCostText(unitCostOf(exact, quantity)),
    });
  }

  return { ok: true, costs, layers, consumptions, closingLayers: book.open() };
};

function addLayer(book: LayerBook, layers: StockLayer[], layer: BookLayer): void {
  book.add(layer);
  layers.push({
    id: layer.id,
    movementId: layer.movementId,
    unitCost: unitCostText(layer.unitCost),
    quantity: quantityText(layer.quantity),
  });
}

/** The reversed movement's pieces: the engine's own when it lies in the window, else the caller's. */
function reversedPiecesOf(
  movement: Extract<StockMovementInput, { kind: 'return-in' }>,
  piecesOf: ReadonlyMap<string, ScaledPiece[]>,
): ScaledPiece[] {
  const own = piecesOf.get(movement.reversesMovementId);
  if (own) return own;
  if (!movement.reversedPieces)
    throw new RangeError(
      `costing: return-in ${movement.id} reverses ${movement.reversesMovementId}, which is neither before it in the window nor given as reversedPieces`,
    );
  return movement.reversedPieces.map((piece) => ({
    layerId: piece.layerId,
    unitCost: parseScaled(piece.unitCost, UNIT_COST_DECIMALS, `reversed piece ${piece.layerId} unit cost`),
    quantity: parseScaled(piece.quantity, QUANTITY_DECIMALS, `reversed piece ${piece.layerId} quantity`),
  }));
}
