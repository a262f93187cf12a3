// Re-costing: runs the costing engine over each touched stream from its point on (the window), with
// the layers open just before that point, and writes back only what differs from what is stored:
// layers, consumptions, the movements' costs, and the change of the current stock. A shortage
// anywhere in a window writes nothing and is answered to the caller, which rolls back.
import { costMovements } from '@app/domain/stock/costing/cost-movements';
import type {
  CostingInput,
  CostMovements,
  OpenLayer,
  StockMovementInput,
  StockPiece,
} from '@app/domain/stock/costing/costing.types';
import { unreturnedPieces } from '@app/domain/stock/costing/returned-pieces';
import type { StockUnloadType } from '@app/domain/stock/stock-kinds';
import type { Db } from '../../db/client';
import { fromScaled, QTY_SCALE, RON_SCALE, toScaled } from './stock-decimal';
import { type MovementRow, type StreamKey, stockLedgerRepo } from './stock-ledger.repo';
import {
  type BalanceDelta,
  type ConsumptionRow,
  type ConsumptionWrite,
  type CostWrite,
  type LayerRow,
  type LayerWrite,
  type StreamWindow,
  stockWindowRepo,
} from './stock-window.repo';

/** The first movement of a stream that would take more than is there. */
export type StreamShortage = StreamKey & { movementId: string; available: string; requested: string };

/** A change of a stream's current stock, in scaled units (quantity 10^-4, value 10^-2). */
export type StockChange = { quantity: bigint; value: bigint };

export type RecostOptions = {
  /** Changes of the current stock made before re-costing (movements inserted or removed), by stream. */
  changes?: Map<string, StockChange>;
  /** Rebuild the windows from nothing (a full replay) instead of writing only the differences. */
  rebuild?: boolean;
  engine?: CostMovements;
};

export const streamId = (key: StreamKey) => `${key.warehouseId}:${key.productId}`;
const INWARD = new Set(['in', 'return-in']);
export const signOf = (kind: string) => (INWARD.has(kind) ? 1n : -1n);

/** A layer's place among those of the same movement: `<movementId>#<n>`, or 0 for an `in`'s one layer. */
const pieceNumber = (layerId: string) => {
  const hash = layerId.indexOf('#');
  return hash < 0 ? 0 : Number(layerId.slice(hash + 1));
};

/** Ledger order of layers (oldest first): the creating movement's date and sequence, then the piece. */
function compareLayers(
  a: { id: string; date: string; seq: number },
  b: { id: string; date: string; seq: number },
) {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.seq !== b.seq) return a.seq - b.seq;
  return pieceNumber(a.id) - pieceNumber(b.id);
}

function groupBy<T extends StreamKey>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = streamId(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** Rows come from the stream index in ledger order; sorted here only if the plan ever differs. */
function inLedgerOrder(movements: MovementRow[]): MovementRow[] {
  for (let i = 1; i < movements.length; i++) {
    const a = movements[i - 1] as MovementRow;
    const b = movements[i] as MovementRow;
    if (a.date > b.date || (a.date === b.date && a.seq > b.seq))
      return [...movements].sort((x, y) => (x.date !== y.date ? (x.date < y.date ? -1 : 1) : x.seq - y.seq));
  }
  return movements;
}

function engineInput(row: MovementRow, pieces: Map<string, StockPiece[]>): StockMovementInput {
  const { id, quantity } = row;
  switch (row.kind) {
    case 'in':
      return { id, kind: 'in', quantity, unitCost: row.unitCost };
    case 'out':
      return { id, kind: 'out', quantity };
    case 'return-out':
      return { id, kind: 'return-out', quantity, reversesMovementId: row.reversesMovementId as string };
    case 'return-in': {
      const reversed = row.reversesMovementId as string;
      const before = pieces.get(reversed);
      return before
        ? { id, kind: 'return-in', quantity, reversesMovementId: reversed, reversedPieces: before }
        : { id, kind: 'return-in', quantity, reversesMovementId: reversed };
    }
  }
}

/**
 * For the `return-in`s of the windows whose reversed unloading lies before their window: what that
 * unloading took (in the order taken: oldest layer first by FIFO, newest first by LIFO), less what
 * stornos before the window already brought back.
 */
async function piecesBeforeWindows(
  db: Db,
  companyId: string,
  windows: Map<string, { window: StreamWindow; method: StockUnloadType; movements: MovementRow[] }>,
): Promise<Map<string, StockPiece[]>> {
  const wanted = new Map<string, StreamWindow>();
  for (const { window, movements } of windows.values()) {
    const inWindow = new Set(movements.map((m) => m.id));
    for (const m of movements)
      if (m.kind === 'return-in' && m.reversesMovementId && !inWindow.has(m.reversesMovementId))
        wanted.set(m.reversesMovementId, window);
  }
  if (wanted.size === 0) return new Map();
  const ids = [...wanted.keys()];
  const [pieces, returns] = [
    await stockWindowRepo.pieces(db, ids),
    await stockLedgerRepo.returnsOf(db, companyId, ids),
  ];
  const returned = new Map<string, bigint>();
  for (const r of returns) {
    const reversed = r.reversesMovementId as string;
    const window = wanted.get(reversed) as StreamWindow;
    const before = r.date < window.from.date || (r.date === window.from.date && r.seq < window.from.seq);
    if (before) returned.set(reversed, (returned.get(reversed) ?? 0n) + toScaled(r.quantity, QTY_SCALE));
  }
  const byMovement = new Map<string, typeof pieces>();
  for (const piece of pieces)
    byMovement.set(piece.movementId, [...(byMovement.get(piece.movementId) ?? []), piece]);
  const result = new Map<string, StockPiece[]>();
  for (const [id, window] of wanted) {
    const method = windows.get(streamId(window))?.method ?? 'fifo';
    const taken = [...(byMovement.get(id) ?? [])].sort((a, b) =>
      method === 'fifo'
        ? compareLayers({ ...a, id: a.layerId }, { ...b, id: b.layerId })
        : compareLayers({ ...b, id: b.layerId }, { ...a, id: a.layerId }),
    );
    const asPieces = taken.map((p) => ({ layerId: p.layerId, unitCost: p.unitCost, quantity: p.quantity }));
    result.set(id, unreturnedPieces(asPieces, fromScaled(returned.get(id) ?? 0n, QTY_SCALE)));
  }
  return result;
}

/** Costs the windows again and writes the differences; answers the shortages instead when any. */
export async function recostWindows(
  db: Db,
  companyId: string,
  windows: StreamWindow[],
  options: RecostOptions = {},
): Promise<StreamShortage[]> {
  const engine = options.engine ?? costMovements;
  const methods = await stockLedgerRepo.methods(db, companyId, [
    ...new Set(windows.map((w) => w.warehouseId)),
  ]);
  const movementsOf = groupBy(await stockWindowRepo.movements(db, companyId, windows));
  const openingOf = groupBy(await stockWindowRepo.openingLayers(db, companyId, windows));
  const streams = new Map(
    windows.map((window) => {
      const method = methods.get(window.warehouseId);
      if (!method) throw new Error(`stock: warehouse ${window.warehouseId} is not the company's`);
      return [
        streamId(window),
        { window, method, movements: inLedgerOrder(movementsOf.get(streamId(window)) ?? []) },
      ];
    }),
  );
  const pieces = await piecesBeforeWindows(db, companyId, streams);

  const shortages: StreamShortage[] = [];
  const results = [];
  for (const [key, stream] of streams) {
    const opening: OpenLayer[] = (openingOf.get(key) ?? []).sort(compareLayers).map((layer) => ({
      id: layer.id,
      movementId: layer.movementId,
      unitCost: layer.unitCost,
      quantity: layer.quantity,
      remaining: layer.remaining,
    }));
    const input: CostingInput = {
      method: stream.method,
      openingLayers: opening,
      movements: stream.movements.map((m) => engineInput(m, pieces)),
    };
    const result = engine(input);
    if (!result.ok) shortages.push({ ...stream.window, ...result.shortage });
    else results.push({ stream, result });
  }
  if (shortages.length > 0) return shortages;

  const layerWrites: LayerWrite[] = [];
  const consumptionWrites: ConsumptionWrite[] = [];
  const costWrites: CostWrite[] = [];
  const changes = new Map(options.changes ?? []);
  for (const { stream, result } of results) {
    const byId = new Map(stream.movements.map((m) => [m.id, m]));
    const { warehouseId, productId } = stream.window;
    // Object literals of one shape, not spreads: a big re-cost makes a million of them.
    for (const layer of result.layers) {
      const m = byId.get(layer.movementId) as MovementRow;
      layerWrites.push({
        id: layer.id,
        movementId: layer.movementId,
        warehouseId,
        productId,
        unitCost: layer.unitCost,
        quantity: layer.quantity,
        date: m.date,
        seq: m.seq,
      });
    }
    for (const c of result.consumptions) {
      const m = byId.get(c.movementId) as MovementRow;
      consumptionWrites.push({
        movementId: c.movementId,
        layerId: c.layerId,
        warehouseId,
        productId,
        quantity: c.quantity,
        date: m.date,
        seq: m.seq,
      });
    }
    let valueChange = 0n;
    for (const cost of result.costs) {
      const m = byId.get(cost.movementId) as MovementRow;
      if (cost.value === m.value && cost.unitCost === m.unitCost) continue;
      // Each text scaled once: a shifted year re-costs every unloading.
      const change =
        cost.value === m.value ? 0n : toScaled(cost.value, RON_SCALE) - toScaled(m.value, RON_SCALE);
      if (change === 0n && sameRow(m.unitCost, cost.unitCost)) continue;
      costWrites.push({ id: m.id, unitCost: cost.unitCost, value: cost.value });
      valueChange += signOf(m.kind) * change;
    }
    const key = streamId(stream.window);
    const before = changes.get(key) ?? { quantity: 0n, value: 0n };
    changes.set(key, { quantity: before.quantity, value: before.value + valueChange });
  }

  if (options.rebuild) await writeAll(db, companyId, windows, layerWrites, consumptionWrites);
  else await writeDifferences(db, companyId, windows, layerWrites, consumptionWrites);
  await stockWindowRepo.updateCosts(db, costWrites);
  const deltas: BalanceDelta[] = [];
  for (const [key, change] of changes) {
    if (change.quantity === 0n && change.value === 0n) continue;
    const [warehouseId = '', productId = ''] = key.split(':');
    deltas.push({
      warehouseId,
      productId,
      quantity: fromScaled(change.quantity, QTY_SCALE),
      value: fromScaled(change.value, RON_SCALE),
    });
  }
  await stockWindowRepo.addToBalances(db, companyId, deltas);
  return [];
}

/** A full replay: the windows' layers and consumptions deleted and written again. */
async function writeAll(
  db: Db,
  companyId: string,
  windows: StreamWindow[],
  layers: LayerWrite[],
  consumptions: ConsumptionWrite[],
): Promise<void> {
  await stockWindowRepo.deleteDerived(db, companyId, windows);
  await stockWindowRepo.insertLayers(db, companyId, layers);
  await stockWindowRepo.insertConsumptions(db, companyId, consumptions);
}

/** Only the rows that differ from what is stored are deleted, changed or added. */
async function writeDifferences(
  db: Db,
  companyId: string,
  windows: StreamWindow[],
  layers: LayerWrite[],
  consumptions: ConsumptionWrite[],
): Promise<void> {
  const storedLayers = new Map<string, LayerRow>(
    (await stockWindowRepo.layers(db, companyId, windows)).map((layer) => [layer.id, layer]),
  );
  const newLayers: LayerWrite[] = [];
  const changedLayers: LayerWrite[] = [];
  for (const layer of layers) {
    const stored = storedLayers.get(layer.id);
    if (!stored) newLayers.push(layer);
    else if (!sameRow(stored.quantity, layer.quantity) || !sameRow(stored.unitCost, layer.unitCost))
      changedLayers.push(layer);
    storedLayers.delete(layer.id);
  }
  // Stored consumptions by movement (one or two each, usually): no key string per row to build.
  const storedConsumptions = new Map<string, ConsumptionRow[]>();
  for (const c of await stockWindowRepo.consumptions(db, companyId, windows)) {
    const own = storedConsumptions.get(c.movementId);
    if (own) own.push(c);
    else storedConsumptions.set(c.movementId, [c]);
  }
  const newConsumptions: ConsumptionWrite[] = [];
  const changedConsumptions: ConsumptionWrite[] = [];
  for (const c of consumptions) {
    const own = storedConsumptions.get(c.movementId);
    const at = own ? own.findIndex((stored) => stored.layerId === c.layerId) : -1;
    if (!own || at < 0) {
      newConsumptions.push(c);
      continue;
    }
    if (!sameRow((own[at] as ConsumptionRow).quantity, c.quantity)) changedConsumptions.push(c);
    own.splice(at, 1);
  }
  // Deleting a layer takes what was taken from it along (cascade): gone consumptions go first.
  // Every row of a window's movements was read above, so what is not stored is inserted plainly.
  await stockWindowRepo.deleteConsumptions(db, [...storedConsumptions.values()].flat());
  await stockWindowRepo.deleteLayers(db, [...storedLayers.keys()]);
  await stockWindowRepo.updateLayers(db, changedLayers);
  await stockWindowRepo.insertLayers(db, companyId, newLayers);
  await stockWindowRepo.updateConsumptions(db, changedConsumptions);
  await stockWindowRepo.insertConsumptions(db, companyId, newConsumptions);
}

/** The same 4-decimal number (stored text "10.0000" and the engine's "10.0000" compare as text first). */
const sameRow = (stored: string, computed: string) =>
  stored === computed || toScaled(stored, QTY_SCALE) === toScaled(computed, QTY_SCALE);
