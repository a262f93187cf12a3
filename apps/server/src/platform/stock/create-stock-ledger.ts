// The stock ledger (the StockLedger port) on the ledger tables: a posting locks the streams it
// touches, appends its movements and re-costs each stream from its first new movement on; a removal
// deletes a document's movements and re-costs from the earliest of them. Both refuse, by throwing
// StockShortageError, whatever would leave a stream short at any date.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromScaled, QTY_SCALE, toScaled } from './stock-decimal';
import {
  type StockLedger,
  type StockLineCost,
  type StockLineMovement,
  type StockPosting,
  type StockShortage,
  StockShortageError,
} from './stock-ledger';
import { type MovementRow, type NewMovement, type StreamKey, stockLedgerRepo } from './stock-ledger.repo';
import {
  type RecostOptions,
  recostWindows,
  type StreamShortage,
  type StreamWindow,
  signOf,
} from './stock-recost';
import { isAfter, streamId } from './stock-replay';
import { costsOfMovements, documentCosts } from './stock-valuation';

/** The kind a storno's line reverses: a return-in gives back an unloading, a return-out a loading. */
const REVERSED_KIND = { 'return-in': 'out', 'return-out': 'in' } as const;

/** The windows: each stream's earliest movement among `rows`, from which it is re-costed. */
function windowsOf(rows: MovementRow[]): StreamWindow[] {
  const windows = new Map<string, StreamWindow>();
  for (const row of rows) {
    const window = windows.get(streamId(row));
    if (!window || isAfter(window.from, row))
      windows.set(streamId(row), {
        warehouseId: row.warehouseId,
        productId: row.productId,
        from: { date: row.date, seq: row.seq },
      });
  }
  return [...windows.values()];
}

/**
 * The lines to name for each short stream: the line whose movement is short when it is one of
 * `rows`; otherwise (a later date goes short) the unloadings of `rows` in that stream, or all of
 * its rows, each with what it could take without the shortage.
 */
function namedShortages(rows: MovementRow[], shortages: StreamShortage[]): StockShortage[] {
  const named: StockShortage[] = [];
  for (const shortage of shortages) {
    const inStream = rows.filter((row) => streamId(row) === streamId(shortage));
    const hit = inStream.find((row) => row.seq === shortage.seq);
    if (hit) {
      named.push({
        lineId: hit.lineId,
        productId: hit.productId,
        available: shortage.available,
        requested: shortage.requested,
      });
      continue;
    }
    const deficit = toScaled(shortage.requested, QTY_SCALE) - toScaled(shortage.available, QTY_SCALE);
    const unloading = inStream.filter((row) => signOf(row.kind) < 0n);
    for (const row of unloading.length > 0 ? unloading : inStream) {
      const could = toScaled(row.quantity, QTY_SCALE) - deficit;
      named.push({
        lineId: row.lineId,
        productId: row.productId,
        available: fromScaled(could > 0n ? could : 0n, QTY_SCALE),
        requested: row.quantity,
      });
    }
  }
  return named;
}

/** The movements to insert for a posting's lines, a storno's pointing at the movement it reverses. */
async function newMovements(db: Db, posting: StockPosting): Promise<NewMovement[]> {
  const reversing = posting.lines.filter((line) => line.reversesLineId);
  const reversed = await stockLedgerRepo.movementsOfLines(
    db,
    posting.companyId,
    reversing.map((line) => line.reversesLineId as string),
  );
  const reversedMovement = (line: StockLineMovement) => {
    if (line.kind !== 'return-in' && line.kind !== 'return-out') return null;
    const kind = REVERSED_KIND[line.kind];
    const found = reversed.find((m) => m.lineId === line.reversesLineId && m.kind === kind);
    if (!found || found.warehouseId !== posting.warehouseId || found.productId !== line.productId)
      throw new Error(
        `stock: line ${line.lineId} reverses line ${line.reversesLineId}, which has no such movement here`,
      );
    return found.id;
  };
  return posting.lines.map((line) => {
    if (line.kind === 'in' && line.unitCost === undefined)
      throw new Error(`stock: the loading line ${line.lineId} has no unit cost`);
    return {
      productId: line.productId,
      lineId: line.lineId,
      kind: line.kind,
      quantity: line.quantity,
      // Only a loading's cost is a fact; the others' are the engine's, on every reading.
      unitCost: line.kind === 'in' ? (line.unitCost as string) : '0',
      reversesMovementId: reversedMovement(line),
    };
  });
}

/**
 * Runs `work` inside a savepoint that is rolled back when it refuses a shortage, so a refused
 * posting leaves nothing behind even in a transaction that goes on (to record the refusal, say).
 */
async function refusable<T>(tx: Db, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql`savepoint stock_ledger`);
  try {
    const result = await work();
    await tx.execute(sql`release savepoint stock_ledger`);
    return result;
  } catch (error) {
    if (error instanceof StockShortageError) await tx.execute(sql`rollback to savepoint stock_ledger`);
    throw error;
  }
}

/** `checkpointEvery`: movements between checkpoints (CHECKPOINT_EVERY unless a test wants them closer). */
export function createStockLedger(options: { checkpointEvery?: number } = {}): StockLedger {
  const recost = { checkpointEvery: options.checkpointEvery };
  return {
    post: (tx, posting) =>
      posting.lines.length === 0 ? Promise.resolve([]) : refusable(tx, () => postLines(tx, posting, recost)),

    remove: (tx, companyId, documentId) =>
      refusable(tx, () => removeDocument(tx, companyId, documentId, recost)),

    costsOf: (db, companyId, documentId) => documentCosts(db, companyId, documentId),

    available: (db, companyId, warehouseId, productIds, date) =>
      productIds.length === 0
        ? Promise.resolve(new Map())
        : stockLedgerRepo.available(db, companyId, warehouseId, productIds, date),
  };
}

async function postLines(tx: Db, posting: StockPosting, recost: RecostOptions): Promise<StockLineCost[]> {
  const streams: StreamKey[] = posting.lines.map((line) => ({
    warehouseId: posting.warehouseId,
    productId: line.productId,
  }));
  await stockLedgerRepo.lockStreams(tx, posting.companyId, streams);
  const inserted = await stockLedgerRepo.insertMovements(tx, posting, await newMovements(tx, posting));
  const shortages = await recostWindows(tx, posting.companyId, windowsOf(inserted), recost);
  if (shortages.length > 0) throw new StockShortageError(namedShortages(inserted, shortages));
  return costsOfMovements(tx, posting.companyId, inserted);
}

async function removeDocument(
  tx: Db,
  companyId: string,
  documentId: string,
  recost: RecostOptions,
): Promise<void> {
  const streams = await stockLedgerRepo.streamsOfDocument(tx, companyId, documentId);
  if (streams.length === 0) return;
  await stockLedgerRepo.lockStreams(tx, companyId, streams);
  if ((await stockLedgerRepo.reversalsOfDocument(tx, companyId, documentId)) > 0)
    throw new Error(`stock: document ${documentId} has stornos in the ledger; they are removed first`);
  const removed = await stockLedgerRepo.deleteDocument(tx, companyId, documentId);
  const shortages = await recostWindows(tx, companyId, windowsOf(removed), recost);
  if (shortages.length > 0) throw new StockShortageError(namedShortages(removed, shortages));
}
