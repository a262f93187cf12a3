import { z } from 'zod';
import '../validation/rule-codes';
import { addressResponseSchema, addressSchema } from '../addresses/address.schemas';
import { STOCK_UNLOAD_TYPES } from './stock-kinds';

export const WAREHOUSE_NAME_MAX = 100;

/**
 * A warehouse as typed (spec 02 §3 Warehouse): its name (unique in the company, any case: 422
 * `name: ['unique']`), its address and how stock leaves it (FIFO or LIFO).
 */
export const warehouseInputSchema = z.object({
  name: z.string().trim().min(1).max(WAREHOUSE_NAME_MAX),
  address: addressSchema,
  unloadType: z.enum(STOCK_UNLOAD_TYPES),
});
export type WarehouseInput = z.input<typeof warehouseInputSchema>;
export type WarehousePayload = z.output<typeof warehouseInputSchema>;

export const warehouseSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: addressResponseSchema,
  unloadType: z.enum(STOCK_UNLOAD_TYPES),
  createdAt: z.string(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

/**
 * Rule codes of the warehouse's own refusals: the unload type cannot change once stock has moved
 * through the warehouse (it would re-cost every unloading already made); the deletion refusal's
 * reasons are the using kinds of spec 02 §8 ('goods-receipt-notes', 'client-invoices'...).
 */
export const WAREHOUSE_UNLOAD_TYPE_LOCKED = 'locked';
