// The contract of the costing engine (pure, shared by server and tests). Decimals travel as strings:
// quantities with up to 4 decimals, unit costs in RON with up to 4 decimals, values in RON with 2.
import type { StockUnloadType } from '../stock-kinds';

/**
 * One movement of one product in one warehouse, in ledger order (issue date, then publication order).
 * - `in` loads a layer at `unitCost`;
 * - `out` unloads by the warehouse's method (FIFO: oldest layer first; LIFO: newest first);
 * - `return-in` (storno of an unloading) loads back what the reversed movement took, at the costs it
 *   took them (the pieces taken last come back first); `reversedPieces` gives those pieces when the
 *   reversed movement lies before the window being costed, otherwise the engine uses its own result;
 *   given pieces are those not yet brought back by stornos before the window (`unreturnedPieces` in
 *   returned-pieces.ts trims them), in the order taken;
 * - `return-out` (storno of a loading) takes from the reversed movement's own layers only.
 */
export type StockMovementInput =
  | { id: string; kind: 'in'; quantity: string; unitCost: string }
  | { id: string; kind: 'out'; quantity: string }
  | {
      id: string;
      kind: 'return-in';
      quantity: string;
      reversesMovementId: string;
      reversedPieces?: StockPiece[];
    }
  | { id: string; kind: 'return-out'; quantity: string; reversesMovementId: string };

/** A quantity at one unit cost: what a movement took from one layer. */
export type StockPiece = { layerId: string; unitCost: string; quantity: string };

/** A layer created by an `in` (id = the movement's id) or a `return-in` (`<movementId>#<n>`). */
export type StockLayer = { id: string; movementId: string; unitCost: string; quantity: string };

/** What is left of a layer at a point of the ledger. */
export type OpenLayer = StockLayer & { remaining: string };

/** An unloading (`out`, `return-out`) taking `quantity` from `layerId`. */
export type StockConsumption = { movementId: string; layerId: string; quantity: string };

/** The cost of one movement: its value in RON (2 decimals) and the unit cost it implies (4 decimals). */
export type MovementCost = { movementId: string; value: string; unitCost: string };

/**
 * The ledger's running totals in bani (hundredths of RON), each movement's value rounded once:
 * `entered` the loadings less reversed loadings, `exited` the unloadings less reversed unloadings.
 * The stock's value is entered − exited.
 */
export type StockTotals = { entered: number; exited: number };

/** The state after the first `after` movements of the input: what a later replay starts from. */
export type StockCheckpoint = { after: number; layers: OpenLayer[]; onHand: string; totals: StockTotals };

export type CostingInput = {
  method: StockUnloadType;
  /** The layers open just before the first movement (from the ledger's prefix), oldest first. */
  openingLayers: OpenLayer[];
  movements: StockMovementInput[];
  /** The totals before the first movement (zero when absent). */
  openingTotals?: StockTotals;
  /** Only totals, checkpoints and pieces: no cost, layer or consumption per movement (a re-cost). */
  lean?: boolean;
  /**
   * A checkpoint after every `checkpointEvery` movements, or after as many movements as there are
   * open layers when those are more (a checkpoint costs about as much to read as that replay).
   */
  checkpointEvery?: number;
  /** Unloadings whose pieces to give back even with no storno of them among the movements. */
  keepPiecesOf?: ReadonlySet<string>;
};

export type CostingResult =
  | {
      ok: true;
      costs: MovementCost[];
      layers: StockLayer[];
      consumptions: StockConsumption[];
      /** Open layers after the last movement, oldest first. */
      closingLayers: OpenLayer[];
      /** The quantity on hand and the totals after the last movement. */
      closing: { onHand: string; totals: StockTotals };
      checkpoints: StockCheckpoint[];
      /** What each unloading reversed by a storno among the movements (or kept on request) took, in order. */
      pieces: Map<string, StockPiece[]>;
    }
  /** The first movement that would take more than is there: stock may never go below zero. */
  | { ok: false; shortage: { movementId: string; available: string; requested: string } };

export type CostMovements = (input: CostingInput) => CostingResult;
