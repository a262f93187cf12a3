import { warehouseInputSchema } from '@app/domain/stock/warehouse.schemas';
import type { WarehousesService } from './warehouses.service';

/**
 * The demo company's warehouses (it has the Smart plan): a central one costed FIFO, where the demo
 * stock documents go (they take the first warehouse by name), and a shop costed LIFO.
 */
const DEMO_WAREHOUSES = [
  {
    name: 'Depozit central',
    unloadType: 'fifo',
    address: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', street: 'Str. Fabricii nr. 14' },
  },
  {
    name: 'Magazin Florești',
    unloadType: 'lifo',
    address: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Florești', street: 'Str. Eroilor nr. 3' },
  },
];

export async function addDemoWarehouses(service: WarehousesService, companyId: string): Promise<void> {
  for (const warehouse of DEMO_WAREHOUSES)
    await service.create(companyId, warehouseInputSchema.parse(warehouse));
}
