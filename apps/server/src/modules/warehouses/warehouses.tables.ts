import { STOCK_UNLOAD_TYPES } from '@app/domain/stock/stock-kinds';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { addressColumns, companyRef } from '../companies/companies.tables';

/** A company's warehouse (spec 02 §3 Warehouse): its address and how stock leaves it (FIFO or LIFO). */
export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    name: text('name').notNull(),
    ...addressColumns(''),
    unloadType: text('unload_type', { enum: STOCK_UNLOAD_TYPES }).notNull().default('fifo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('warehouses_company_idx').on(t.companyId),
    uniqueIndex('warehouses_company_name_key').on(t.companyId, sql`upper(${t.name})`),
  ],
);

/** A warehouse referenced by id, never cascading: a warehouse in use cannot be deleted. */
export const warehouseRef = () =>
  uuid('warehouse_id')
    .notNull()
    .references(() => warehouses.id);
