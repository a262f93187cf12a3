import { STOCK_SOURCE_KINDS } from '@app/domain/stock/stock-kinds';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyRef } from '../../modules/companies/companies.tables';
import { products } from '../../modules/products/products.tables';
import { warehouseRef } from '../../modules/warehouses/warehouses.tables';

// The stock ledger (issue 14): every loading and unloading of a product in a warehouse, in the order
// the documents' dates put them (`movement_date`, then `seq`, the order of publication). Only the
// facts are stored per movement; costs are what the costing engine (packages/domain/src/stock/costing)
// gives when it replays a stream from its nearest checkpoint. A movement dated before others re-costs
// its stream from there on and writes back only checkpoints, stornos' pieces and the current stock, so
// a backdated receipt in a year of a million movements writes some ten thousand small rows, not a
// million costs and a million consumptions.

const MOVEMENT_KINDS = ['in', 'out', 'return-in', 'return-out'] as const;
const qty = (name: string) => numeric(name, { precision: 20, scale: 4 });
const ron = (name: string) => numeric(name, { precision: 18, scale: 2 });

const productRef = () =>
  uuid('product_id')
    .notNull()
    .references(() => products.id);

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    warehouseId: warehouseRef(),
    productId: productRef(),
    movementDate: date('movement_date').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: MOVEMENT_KINDS }).notNull(),
    quantity: qty('quantity').notNull(),
    /** An `in`'s unit cost as loaded; 0 for the others, whose costs the engine computes on reading. */
    unitCost: numeric('unit_cost', { precision: 20, scale: 4 }).notNull(),
    /** A storno's movement points at the movement it reverses. */
    reversesMovementId: uuid('reverses_movement_id'),
    sourceKind: text('source_kind', { enum: STOCK_SOURCE_KINDS }).notNull(),
    documentId: uuid('document_id').notNull(),
    lineId: uuid('line_id').notNull(),
  },
  (t) => [
    index('stock_movements_stream_idx').on(t.companyId, t.warehouseId, t.productId, t.movementDate, t.seq),
    index('stock_movements_company_date_idx').on(t.companyId, t.movementDate),
    index('stock_movements_document_idx').on(t.documentId),
    uniqueIndex('stock_movements_line_key').on(t.lineId, t.kind),
    // A replay names movements by their sequence (a number reads far cheaper than a uuid, a million
    // times over), and finds a storno's reversed movement and an unloading's stornos by it.
    uniqueIndex('stock_movements_seq_key').on(t.seq),
    index('stock_movements_reverses_idx')
      .on(t.reversesMovementId)
      .where(sql`${t.reversesMovementId} is not null`),
  ],
);

/**
 * A layer in a checkpoint: id, creating movement, unit cost, quantity loaded, quantity left. Replays
 * name a movement by its `seq` (as text) and a storno's pieces `<seq>#<n>`.
 */
export type CheckpointLayer = [string, string, string, string, string];
/** A piece an unloading took: layer id, unit cost, quantity. */
export type StoredPiece = [string, string, string];

/**
 * A stream's state after one of its movements (at `movement_date`, `seq`): the open layers and the
 * running totals. A replay starts from the nearest checkpoint before what it needs; a re-cost from a
 * point deletes the checkpoints after that point and writes new ones every few hundred movements.
 */
export const stockCheckpoints = pgTable(
  'stock_checkpoints',
  {
    companyId: companyRef(),
    warehouseId: uuid('warehouse_id').notNull(),
    productId: uuid('product_id').notNull(),
    movementDate: date('movement_date').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    quantity: qty('quantity').notNull(),
    /** Loadings less reversed loadings, and unloadings less reversed unloadings, in RON so far. */
    entered: ron('entered').notNull(),
    exited: ron('exited').notNull(),
    layers: jsonb('layers').$type<CheckpointLayer[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.warehouseId, t.productId, t.movementDate, t.seq] })],
);

/**
 * What an unloading reversed by a storno (`return-in`) took, in the order taken: the storno gives
 * those pieces back at their costs, and the replay that needs them may start after the unloading.
 * Written for every reversed unloading a re-cost walks over, so it is never stale.
 */
export const stockUnloadingPieces = pgTable(
  'stock_unloading_pieces',
  {
    /** The unloading's `seq`; a removed unloading's row goes with the re-cost from its place. */
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    companyId: companyRef(),
    warehouseId: uuid('warehouse_id').notNull(),
    productId: uuid('product_id').notNull(),
    movementDate: date('movement_date').notNull(),
    pieces: jsonb('pieces').$type<StoredPiece[]>().notNull(),
  },
  (t) => [
    index('stock_unloading_pieces_stream_idx').on(
      t.companyId,
      t.warehouseId,
      t.productId,
      t.movementDate,
      t.seq,
    ),
  ],
);

/** The current stock per warehouse and product, kept in step with the ledger (the current-stock report). */
export const stockBalances = pgTable(
  'stock_balances',
  {
    companyId: companyRef(),
    warehouseId: warehouseRef(),
    productId: productRef(),
    quantity: qty('quantity').notNull().default('0'),
    value: ron('value').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.warehouseId, t.productId] }),
    index('stock_balances_product_idx').on(t.companyId, t.productId),
  ],
);

export const STOCK_MOVEMENT_KINDS = MOVEMENT_KINDS;
