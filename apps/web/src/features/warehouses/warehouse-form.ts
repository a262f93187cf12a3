import type { StockUnloadType } from '@app/domain/stock/stock-kinds';
import {
  type Warehouse,
  type WarehousePayload,
  warehouseInputSchema,
} from '@app/domain/stock/warehouse.schemas';
import { z } from 'zod';
import {
  type AddressFormValues,
  addressToFormValues,
  emptyAddress,
  withNormalizedAddress,
} from '../../shared/address/address-form';
import { schemaResolver } from '../../shared/forms/schema-resolver';

/** The warehouse form's values: text inputs hold strings, the address as the address inputs hold it. */
export interface WarehouseFormValues {
  name: string;
  unloadType: StockUnloadType;
  address: AddressFormValues;
}

/** A new warehouse: Romanian address, FIFO (the usual costing in Romanian bookkeeping). */
export const emptyWarehouse = (): WarehouseFormValues => ({
  name: '',
  unloadType: 'fifo',
  address: emptyAddress(),
});

export const warehouseToValues = (warehouse: Warehouse): WarehouseFormValues => ({
  name: warehouse.name,
  unloadType: warehouse.unloadType,
  address: addressToFormValues(warehouse.address),
});

/** The domain schema, after the hidden address inputs (a county kept for București...) are emptied. */
export const warehouseResolver = schemaResolver<WarehouseFormValues, WarehousePayload>(
  z.preprocess((values) => withNormalizedAddress(values), warehouseInputSchema),
);
