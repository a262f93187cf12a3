import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { type RouteHandle, requirePermission } from '../../shared/permissions/route-handle';

// Supplier invoices (spec 01 §2 route catalogue). Every page loads lazily; the form's pages also
// need the write permission.

const page =
  <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) =>
  () =>
    load().then((module) => ({ Component: pick(module) }));

const list = () => import('./pages/SupplierInvoiceListPage');
const edit = () => import('./pages/SupplierInvoiceEditPage');
const view = () => import('./pages/SupplierInvoiceViewPage');

const BASE = '/suppliers/invoices';
const writes: RouteHandle = { permission: 'supplier-invoices.write', permissionRedirect: BASE };

export const supplierInvoicesRoutes: RouteObject[] = requirePermission(
  [
    { path: BASE, lazy: page(list, (m) => m.SupplierInvoiceListPage) },
    { path: `${BASE}/create`, handle: writes, lazy: page(edit, (m) => m.SupplierInvoiceEditPage) },
    { path: `${BASE}/:invoiceId`, handle: writes, lazy: page(edit, (m) => m.SupplierInvoiceEditPage) },
    { path: `${BASE}/view/:invoiceId`, lazy: page(view, (m) => m.SupplierInvoiceViewPage) },
    // /view/:invoiceId/messages is the e-Factura feature's page (efactura.routes.tsx).
    { path: `${BASE}/view/:invoiceId/confirm`, lazy: page(view, (m) => m.SupplierInvoiceConfirmPage) },
    { path: `${BASE}/view/:invoiceId/reject`, lazy: page(view, (m) => m.SupplierInvoiceRejectPage) },
  ],
  'supplier-invoices.read',
);
