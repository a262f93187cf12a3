// The open layers of one product in one warehouse while the engine walks the ledger, in the order they
// were loaded. FIFO takes from the front, LIFO from the back; a `return-out` takes from one movement's
// own layers wherever they sit, which may leave an empty layer in the middle (skipped when reached).
import type { StockUnloadType } from '../stock-kinds';
import type { OpenLayer } from './costing.types';
import { formatScaled, QUANTITY_DECIMALS, UNIT_COST_DECIMALS } from './scaled-decimal';

export type BookLayer = {
  id: string;
  movementId: string;
  unitCost: bigint;
  quantity: bigint;
  remaining: bigint;
};

/** Called for each piece taken, in the order taken. */
export type TakePiece = (layer: BookLayer, quantity: bigint) => void;

export class LayerBook {
  /** Every layer added, oldest first; those before `head` are empty (FIFO keeps them to keep order). */
  private readonly layers: BookLayer[] = [];
  private head = 0;
  /** The quantity on hand: the sum of the layers' remaining quantities. */
  onHand = 0n;
  /** The layers of the movements a `return-out` reverses (only those, to keep big replays lean). */
  private readonly byMovement = new Map<string, BookLayer[]>();

  constructor(
    private readonly method: StockUnloadType,
    private readonly trackedMovements: ReadonlySet<string>,
  ) {}

  add(layer: BookLayer): void {
    this.layers.push(layer);
    this.onHand += layer.remaining;
    if (this.trackedMovements.has(layer.movementId)) {
      const own = this.byMovement.get(layer.movementId);
      if (own) own.push(layer);
      else this.byMovement.set(layer.movementId, [layer]);
    }
  }

  /** Takes `quantity` (at most `onHand`) by the warehouse's method. */
  take(quantity: bigint, piece: TakePiece): void {
    let left = quantity;
    const layers = this.layers;
    if (this.method === 'fifo') {
      while (left > 0n) {
        const layer = layers[this.head] as BookLayer;
        if (layer.remaining === 0n) {
          this.head++;
          continue;
        }
        const taken = layer.remaining < left ? layer.remaining : left;
        layer.remaining -= taken;
        left -= taken;
        piece(layer, taken);
        if (layer.remaining === 0n) this.head++;
      }
    } else {
      while (left > 0n) {
        const layer = layers[layers.length - 1] as BookLayer;
        if (layer.remaining === 0n) {
          layers.pop();
          continue;
        }
        const taken = layer.remaining < left ? layer.remaining : left;
        layer.remaining -= taken;
        left -= taken;
        piece(layer, taken);
        if (layer.remaining === 0n) layers.pop();
      }
    }
    this.onHand -= quantity;
  }

  /** What is left of one movement's own layers. */
  remainingOf(movementId: string): bigint {
    let total = 0n;
    for (const layer of this.byMovement.get(movementId) ?? []) total += layer.remaining;
    return total;
  }

  /** Takes `quantity` (at most `remainingOf`) from one movement's own layers, in the method's order. */
  takeFrom(movementId: string, quantity: bigint, piece: TakePiece): void {
    const own = this.byMovement.get(movementId) ?? [];
    let left = quantity;
    for (let i = 0; i < own.length && left > 0n; i++) {
      const layer = own[this.method === 'fifo' ? i : own.length - 1 - i] as BookLayer;
      const taken = layer.remaining < left ? layer.remaining : left;
      if (taken === 0n) continue;
      layer.remaining -= taken;
      left -= taken;
      piece(layer, taken);
    }
    this.onHand -= quantity;
  }

  /** The layers with something left, oldest first. */
  open(): OpenLayer[] {
    const open: OpenLayer[] = [];
    for (let i = this.method === 'fifo' ? this.head : 0; i < this.layers.length; i++) {
      const layer = this.layers[i] as BookLayer;
      if (layer.remaining === 0n) continue;
      open.push({
        id: layer.id,
        movementId: layer.movementId,
        unitCost: formatScaled(layer.unitCost, UNIT_COST_DECIMALS),
        quantity: formatScaled(layer.quantity, QUANTITY_DECIMALS),
        remaining: formatScaled(layer.remaining, QUANTITY_DECIMALS),
      });
    }
    return open;
  }
}
