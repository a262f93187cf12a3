// The open layers of one product in one warehouse while the engine walks the ledger, in the order they
// were loaded. FIFO takes from the front, LIFO from the back; a `return-out` takes from one movement's
// own layers wherever they sit, which may leave an empty layer in the middle (skipped when reached).
import type { StockUnloadType } from '../stock-kinds';
import type { OpenLayer } from './costing.types';
import { assertExact, formatUnits } from './scaled-decimal';

/** Quantities and unit costs in ten-thousandths (scaled-decimal.ts). */
export type BookLayer = {
  id: string;
  movementId: string;
  unitCost: number;
  /** The unit cost's text (4 decimals), made once for the layer's outputs. */
  unitCostText: string;
  quantity: number;
  remaining: number;
};

/** Told each piece taken, in the order taken (an object rather than a callback: no closure a movement). */
export type PieceSink = { piece(layer: BookLayer, quantity: number): void };

export class LayerBook {
  /** Every layer added, oldest first; those before `head` are empty (FIFO keeps them to keep order). */
  private readonly layers: BookLayer[] = [];
  private head = 0;
  /** The quantity on hand: the sum of the layers' remaining quantities. */
  onHand = 0;
  /** The layers of the movements a `return-out` reverses (only those, to keep big replays lean). */
  private readonly byMovement = new Map<string, BookLayer[]>();

  constructor(
    private readonly method: StockUnloadType,
    private readonly trackedMovements: ReadonlySet<string>,
  ) {}

  add(layer: BookLayer): void {
    this.layers.push(layer);
    this.onHand += layer.remaining;
    assertExact(this.onHand, 'the quantity on hand');
    if (this.trackedMovements.size > 0 && this.trackedMovements.has(layer.movementId)) {
      const own = this.byMovement.get(layer.movementId);
      if (own) own.push(layer);
      else this.byMovement.set(layer.movementId, [layer]);
    }
  }

  /** Takes `quantity` (at most `onHand`) by the warehouse's method. */
  take(quantity: number, sink: PieceSink): void {
    let left = quantity;
    const layers = this.layers;
    if (this.method === 'fifo') {
      while (left > 0) {
        const layer = layers[this.head] as BookLayer;
        if (layer.remaining === 0) {
          this.head++;
          continue;
        }
        const taken = layer.remaining < left ? layer.remaining : left;
        layer.remaining -= taken;
        left -= taken;
        sink.piece(layer, taken);
        if (layer.remaining === 0) this.head++;
      }
    } else {
      while (left > 0) {
        const layer = layers[layers.length - 1] as BookLayer;
        if (layer.remaining === 0) {
          layers.pop();
          continue;
        }
        const taken = layer.remaining < left ? layer.remaining : left;
        layer.remaining -= taken;
        left -= taken;
        sink.piece(layer, taken);
        if (layer.remaining === 0) layers.pop();
      }
    }
    this.onHand -= quantity;
  }

  /** What is left of one movement's own layers. */
  remainingOf(movementId: string): number {
    let total = 0;
    for (const layer of this.byMovement.get(movementId) ?? []) total += layer.remaining;
    return total;
  }

  /** Takes `quantity` (at most `remainingOf`) from one movement's own layers, in the method's order. */
  takeFrom(movementId: string, quantity: number, sink: PieceSink): void {
    const own = this.byMovement.get(movementId) ?? [];
    let left = quantity;
    for (let i = 0; i < own.length && left > 0; i++) {
      const layer = own[this.method === 'fifo' ? i : own.length - 1 - i] as BookLayer;
      const taken = layer.remaining < left ? layer.remaining : left;
      if (taken === 0) continue;
      layer.remaining -= taken;
      left -= taken;
      sink.piece(layer, taken);
    }
    this.onHand -= quantity;
  }

  /** How many layers may still hold something (FIFO may count emptied ones in the middle). */
  get size(): number {
    return this.method === 'fifo' ? this.layers.length - this.head : this.layers.length;
  }

  /** The layers with something left, oldest first. */
  open(): OpenLayer[] {
    const open: OpenLayer[] = [];
    for (let i = this.method === 'fifo' ? this.head : 0; i < this.layers.length; i++) {
      const layer = this.layers[i] as BookLayer;
      if (layer.remaining === 0) continue;
      open.push({
        id: layer.id,
        movementId: layer.movementId,
        unitCost: layer.unitCostText,
        quantity: formatUnits(layer.quantity),
        remaining: formatUnits(layer.remaining),
      });
    }
    return open;
  }
}
