// The costing engine (issue 14 item 6): walks one product's movements in one warehouse in ledger order
// from the layers open before them, and says what each loading created, what each unloading took and
// at what cost. Pure and exact (scaled integers, scaled-decimal.ts): the ledger re-costs from any
// point of a product's history with the layers open there, and gets what a replay from the start would.
import type {
  CostingResult,
  CostMovements,
  MovementCost,
  StockCheckpoint,
  StockConsumption,
  StockLayer,
  StockMovementInput,
  StockPiece,
} from './costing.types';
import { type BookLayer, LayerBook, type PieceSink } from './layer-book';
import { type ScaledPiece, unreturnedScaledPieces } from './returned-pieces';
import { canonicalUnits, ExactSum, formatHundredths, formatUnits, parseUnits } from './scaled-decimal';

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

/** Where an unloading's pieces go: its consumptions, its exact value, its pieces when a storno needs them. */
class Unloading implements PieceSink {
  movementId = '';
  quantity = 0;
  quantityText = '';
  kept: ScaledPiece[] | null = null;
  /** The only layer taken from so far (null once there are two): its unit cost is the movement's. */
  onlyLayer: BookLayer | null = null;
  pieces = 0;
  readonly sum = new ExactSum();

  /** `consumptions` is null in a lean run: nothing is kept per movement. */
  constructor(private readonly consumptions: StockConsumption[] | null) {}

  start(movementId: string, quantity: number, quantityText: string, keep: boolean): void {
    this.movementId = movementId;
    this.quantity = quantity;
    this.quantityText = quantityText;
    this.kept = keep ? [] : null;
    this.onlyLayer = null;
    this.pieces = 0;
    this.sum.reset();
  }

  piece(layer: BookLayer, quantity: number): void {
    this.sum.add(quantity, layer.unitCost);
    this.onlyLayer = this.pieces === 0 ? layer : null;
    this.pieces++;
    this.consumptions?.push({
      movementId: this.movementId,
      layerId: layer.id,
      // Taken whole from one layer (the usual case), the quantity's text is the movement's.
      quantity: quantity === this.quantity ? this.quantityText : formatUnits(quantity),
    });
    this.kept?.push({ layerId: layer.id, unitCost: layer.unitCost, quantity });
  }

  unitCostText(): string {
    return this.onlyLayer === null ? this.sum.unitCostText(this.quantity) : this.onlyLayer.unitCostText;
  }
}

export const costMovements: CostMovements = (input): CostingResult => {
  const { method, openingLayers, movements, lean = false } = input;
  const tracked = reversedIds(movements);
  for (const id of input.keepPiecesOf ?? []) tracked.piecesOf.add(id);
  const book = new LayerBook(method, tracked.layersOf);
  for (const layer of openingLayers) {
    const unitCost = parseUnits(layer.unitCost, `layer ${layer.id} unit cost`);
    book.add({
      id: layer.id,
      movementId: layer.movementId,
      unitCost,
      unitCostText: canonicalUnits(layer.unitCost, unitCost),
      quantity: parseUnits(layer.quantity, `layer ${layer.id} quantity`),
      remaining: parseUnits(layer.remaining, `layer ${layer.id} remaining`),
    });
  }

  const costs: MovementCost[] = [];
  const layers: StockLayer[] = [];
  const consumptions: StockConsumption[] = [];
  const checkpoints: StockCheckpoint[] = [];
  const every = input.checkpointEvery ?? 0;
  let sinceCheckpoint = 0;
  let done = 0;
  let entered = input.openingTotals?.entered ?? 0;
  let exited = input.openingTotals?.exited ?? 0;
  const unloading = new Unloading(lean ? null : consumptions);
  const sum = unloading.sum;
  /** The pieces taken by the unloadings in the window that a later `return-in` reverses. */
  const piecesOf = new Map<string, ScaledPiece[]>();
  /** What the `return-in`s in the window brought back so far, per reversed movement. */
  const returnedOf = new Map<string, number>();
  const addLayer = (layer: BookLayer, quantityText: string) => {
    book.add(layer);
    if (!lean)
      layers.push({
        id: layer.id,
        movementId: layer.movementId,
        unitCost: layer.unitCostText,
        quantity: quantityText,
      });
  };
  /** Books a movement's value (bani) into the totals, and its cost unless the run is lean. */
  const booked = (id: string, kind: StockMovementInput['kind'], unitCostText: string) => {
    const value = sum.valueHundredths();
    if (kind === 'in') entered += value;
    else if (kind === 'return-out') entered -= value;
    else if (kind === 'out') exited += value;
    else exited -= value;
    if (!lean) costs.push({ movementId: id, value: formatHundredths(value), unitCost: unitCostText });
    done++;
    if (every > 0 && ++sinceCheckpoint >= every && sinceCheckpoint >= book.size) {
      sinceCheckpoint = 0;
      checkpoints.push({
        after: done,
        layers: book.open(),
        onHand: formatUnits(book.onHand),
        totals: { entered, exited },
      });
    }
  };

  for (const movement of movements) {
    const id = movement.id;
    const quantity = parseUnits(movement.quantity, `movement ${id} quantity`);
    sum.reset();

    if (movement.kind === 'in') {
      const unitCost = parseUnits(movement.unitCost, `movement ${id} unit cost`);
      const unitCostText = canonicalUnits(movement.unitCost, unitCost);
      sum.add(quantity, unitCost);
      addLayer(
        { id, movementId: id, unitCost, unitCostText, quantity, remaining: quantity },
        canonicalUnits(movement.quantity, quantity),
      );
      booked(id, 'in', unitCostText);
      continue;
    }

    if (movement.kind === 'return-in') {
      const reversed = movement.reversesMovementId;
      const returned = returnedOf.get(reversed) ?? 0;
      const pieces = unreturnedScaledPieces(reversedPiecesOf(movement, piecesOf), returned);
      let left = quantity;
      let n = 0;
      // The pieces taken last come back first, each as a layer of its own at the cost it was taken at.
      for (let i = pieces.length - 1; i >= 0 && left > 0; i--) {
        const piece = pieces[i] as ScaledPiece;
        const back = piece.quantity < left ? piece.quantity : left;
        left -= back;
        sum.add(back, piece.unitCost);
        n++;
        const unitCostText = formatUnits(piece.unitCost);
        const layer = {
          id: `${id}#${n}`,
          movementId: id,
          unitCost: piece.unitCost,
          unitCostText,
          quantity: back,
        };
        addLayer({ ...layer, remaining: back }, formatUnits(back));
      }
      if (left > 0)
        throw new RangeError(
          `costing: return-in ${id} gives back ${formatUnits(quantity)}, more than ${reversed} took and has not had back`,
        );
      returnedOf.set(reversed, returned + quantity);
      booked(id, 'return-in', lean ? '' : sum.unitCostText(quantity));
      continue;
    }

    // An unloading: `out` by the method, `return-out` from the reversed loading's own layers only.
    const available =
      movement.kind === 'return-out' ? book.remainingOf(movement.reversesMovementId) : book.onHand;
    if (quantity > available)
      return {
        ok: false,
        shortage: { movementId: id, available: formatUnits(available), requested: formatUnits(quantity) },
      };
    unloading.start(id, quantity, canonicalUnits(movement.quantity, quantity), tracked.piecesOf.has(id));
    if (movement.kind === 'return-out') book.takeFrom(movement.reversesMovementId, quantity, unloading);
    else book.take(quantity, unloading);
    if (unloading.kept) piecesOf.set(id, unloading.kept);
    booked(id, movement.kind, lean ? '' : unloading.unitCostText());
  }

  return {
    ok: true,
    costs,
    layers,
    consumptions,
    closingLayers: book.open(),
    closing: { onHand: formatUnits(book.onHand), totals: { entered, exited } },
    checkpoints,
    pieces: piecesAsText(piecesOf),
  };
};

function piecesAsText(piecesOf: ReadonlyMap<string, ScaledPiece[]>): Map<string, StockPiece[]> {
  const pieces = new Map<string, StockPiece[]>();
  for (const [id, own] of piecesOf)
    pieces.set(
      id,
      own.map((piece) => ({
        layerId: piece.layerId,
        unitCost: formatUnits(piece.unitCost),
        quantity: formatUnits(piece.quantity),
      })),
    );
  return pieces;
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
    unitCost: parseUnits(piece.unitCost, `reversed piece ${piece.layerId} unit cost`),
    quantity: parseUnits(piece.quantity, `reversed piece ${piece.layerId} quantity`),
  }));
}
