import { areaPermissions } from '@app/domain/permissions/permissions';
import { STOCK_UNLOAD_TYPES } from '@app/domain/stock/stock-kinds';
import { type Warehouse, warehouseInputSchema, warehouseSchema } from '@app/domain/stock/warehouse.schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { companyLevel, registerServiceResource } from '../../platform/crud/service-resource';
import { filterParsers } from '../../platform/listing/listing';
import { registerUsageRoute } from '../../platform/usage/usage-route';
import type { WarehouseRow } from './warehouses.repo';
import type { WarehousesService } from './warehouses.service';
import { warehouses } from './warehouses.tables';

const permissions = areaPermissions('warehouses');

export const toWarehouse = (row: WarehouseRow): Warehouse => ({
  id: row.id,
  name: row.name,
  address: {
    countryCode: row.countryCode,
    countyCode: row.countyCode,
    city: row.city,
    district: row.district,
    zipCode: row.zipCode,
    street: row.street,
    additionalStreet: row.additionalStreet,
    additionalAddress: row.additionalAddress,
  },
  unloadType: row.unloadType,
  createdAt: row.createdAt.toISOString(),
});

/**
 * /v1/my-companies/{companyId}/warehouses (list with the shared listing query, create, read, update,
 * delete) and /warehouses/{warehouseId}/usage (which documents name it). Smart plan only: the plan
 * gate answers for the whole path.
 */
export function registerWarehouseRoutes(app: FastifyInstance, ctx: AppContext, service: WarehousesService) {
  registerServiceResource(app, ctx.database.db, {
    path: 'warehouses',
    idParam: 'warehouseId',
    tag: 'warehouses',
    permissions,
    input: warehouseInputSchema,
    output: warehouseSchema,
    listing: {
      sortable: {
        name: warehouses.name,
        city: warehouses.city,
        unloadType: warehouses.unloadType,
        createdAt: warehouses.createdAt,
      },
      filterable: {
        unloadType: { column: warehouses.unloadType, parse: filterParsers.oneOf(...STOCK_UNLOAD_TYPES) },
      },
      searchable: [warehouses.name, warehouses.city, warehouses.street],
      defaultSort: { column: warehouses.name, dir: 'asc' },
      tiebreaker: warehouses.id,
    },
    toResponse: toWarehouse,
    service: companyLevel(service),
  });

  registerUsageRoute(app, {
    collection: 'warehouses',
    idParam: 'warehouseId',
    tag: 'warehouses',
    permission: permissions.read,
    reasons: service.usedBy,
  });
}
