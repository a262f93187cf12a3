import { STOCK_SOURCE_KINDS } from '@app/domain/stock/stock-kinds';
import {
  bigint,
  bigserial,
  date,
  index,
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
// the documents' dates put them (`movement_date`, then `seq`, the order of publication). The costing
// engine (packages/domain/src/stock/costing) turns it into layers and consumptions; a movement dated
// before others re-costs only the movements after it of the same product and warehouse.

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
    /** An `in`'s unit cost as loaded; for the others the engine's unit cost (value / quantity). */
    unitCost: numeric('unit_cost', { precision: 20, scale: 4 }).notNull(),
    /** The movement's value in RON, the engine's for unloadings. */
    value: ron('value').notNull(),
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
  ],
);

/**
 * The movement's stream (company, warehouse, product) copied onto its layers and consumptions for
 * their indexes, without foreign keys of their own: the movement's key (cascading) already holds
 * them, and a re-cost writing thousands of rows would check each three more times.
 */
const streamCopy = () => ({
  companyId: uuid('company_id').notNull(),
  warehouseId: uuid('warehouse_id').notNull(),
  productId: uuid('product_id').notNull(),
});

/** The layers loadings created: an `in`'s one layer (id = movement id) or a `return-in`'s pieces. */
export const stockLayers = pgTable(
  'stock_layers',
  {
    id: text('id').primaryKey(),
    movementId: uuid('movement_id')
      .notNull()
      .references(() => stockMovements.id, { onDelete: 'cascade' }),
    ...streamCopy(),
    /** The creating movement's place in the ledger, copied so a prefix is read from one index. */
    movementDate: date('movement_date').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    unitCost: numeric('unit_cost', { precision: 20, scale: 4 }).notNull(),
    quantity: qty('quantity').notNull(),
  },
  (t) => [
    index('stock_layers_stream_idx').on(t.companyId, t.warehouseId, t.productId, t.movementDate, t.seq),
    // A voided movement's layers go by cascade on this column.
    index('stock_layers_movement_idx').on(t.movementId),
  ],
);

/** What each unloading took from each layer. */
export const stockConsumptions = pgTable(
  'stock_consumptions',
  {
    movementId: uuid('movement_id')
      .notNull()
      .references(() => stockMovements.id, { onDelete: 'cascade' }),
    layerId: text('layer_id')
      .notNull()
      .references(() => stockLayers.id, { onDelete: 'cascade' }),
    ...streamCopy(),
    movementDate: date('movement_date').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    quantity: qty('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.movementId, t.layerId] }),
    index('stock_consumptions_stream_idx').on(t.companyId, t.warehouseId, t.productId, t.movementDate, t.seq),
    index('stock_consumptions_layer_idx').on(t.layerId),
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
