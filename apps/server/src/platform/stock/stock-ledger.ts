// The port through which documents move stock (issue 14). Documents never touch the ledger tables:
// they post their lines' movements in their own transaction and the ledger re-costs what they affect.
import type { StockSourceKind } from '@app/domain/stock/stock-kinds';
import type { Db } from '../../db/client';

/** One line's movement; quantities are positive, the kind says the direction. */
export type StockLineMovement = {
  lineId: string;
  productId: string;
  quantity: string;
  kind: 'in' | 'out' | 'return-in' | 'return-out';
  /** An `in`'s unit cost in RON (4 decimals). */
  unitCost?: string;
  /** A storno's line: the line of the reversed document, whose movement it reverses. */
  reversesLineId?: string;
};

export type StockPosting = {
  companyId: string;
  warehouseId: string;
  sourceKind: StockSourceKind;
  documentId: string;
  /** The document's issue date (ISO): its place in the ledger, after what is already on that date. */
  date: string;
  lines: StockLineMovement[];
};

/** A line's cost as the ledger has it now (unloadings change when earlier documents arrive). */
export type StockLineCost = { lineId: string; quantity: string; unitCost: string; value: string };

/** A line that would take more than the warehouse holds, at its date or at any later date. */
export type StockShortage = { lineId: string; productId: string; available: string; requested: string };

/** Refusal of a posting or removal that would make stock negative at some date (spec 02 §8 Publish). */
export class StockShortageError extends Error {
  constructor(readonly shortages: StockShortage[]) {
    super('stock-unavailable');
  }
}

export type StockLedger = {
  /**
   * Records the movements inside the caller's transaction, serialised per warehouse and product
   * (other products go on in parallel), and re-costs only the later movements of the products they
   * touch. Throws StockShortageError, leaving nothing written by the caller's rollback.
   */
  post(tx: Db, posting: StockPosting): Promise<StockLineCost[]>;
  /** Takes a document's movements out (void, deletion) and re-costs after them; may refuse a shortage. */
  remove(tx: Db, companyId: string, documentId: string): Promise<void>;
  /** The costs of a document's lines as the ledger holds them now. */
  costsOf(db: Db, companyId: string, documentId: string): Promise<StockLineCost[]>;
  /** Quantity available per product in a warehouse at the end of a date (the editor's hint). */
  available(
    db: Db,
    companyId: string,
    warehouseId: string,
    productIds: string[],
    date: string,
  ): Promise<Map<string, string>>;
};
