import type { RouteObject } from 'react-router';
import { requirePermission } from '../../shared/permissions/route-handle';
import { WAREHOUSES_PATH } from './warehouses.api';

// Warehouses (spec 01 §2: /inventory/warehouses, /create, /{warehouseId}); the Smart plan gate of
// the inventory (app/routes/subscription-gating.ts) runs before these. Pages load lazily.

const list = () => import('./pages/WarehousesPage').then((m) => ({ Component: m.WarehousesPage }));
const edit = () => import('./pages/WarehouseEditPage').then((m) => ({ Component: m.WarehouseEditPage }));

export const warehousesRoutes: RouteObject[] = requirePermission(
  [
    { path: WAREHOUSES_PATH, lazy: list },
    {
      path: `${WAREHOUSES_PATH}/create`,
      // Creating needs the write permission; without it the page sends back to the list.
      handle: { permission: 'warehouses.write', permissionRedirect: WAREHOUSES_PATH },
      lazy: edit,
    },
    { path: `${WAREHOUSES_PATH}/:warehouseId`, lazy: edit },
  ],
  'warehouses.read',
);
