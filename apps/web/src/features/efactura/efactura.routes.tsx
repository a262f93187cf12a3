import type { RouteObject } from 'react-router';
import { requirePermission } from '../../shared/permissions/route-handle';

// The RO e-Factura pages (spec 01 §2 route catalogue): the registry, and the e-invoicing messages
// of a client and of a supplier invoice, each behind its area's read permission. Lazily loaded.

export const efacturaRoutes: RouteObject[] = [
  ...requirePermission(
    [
      {
        path: '/spv/efactura',
        lazy: () =>
          import('./pages/EfacturaRegistryPage').then((m) => ({ Component: m.EfacturaRegistryPage })),
      },
    ],
    'anaf-spv.ro-e-factura.read',
  ),
  ...requirePermission(
    [
      {
        path: '/clients/invoices/view/:invoiceId/messages',
        lazy: () =>
          import('./pages/ClientInvoiceMessagesPage').then((m) => ({
            Component: m.ClientInvoiceMessagesPage,
          })),
      },
    ],
    'client-invoices.read',
  ),
  ...requirePermission(
    [
      {
        path: '/suppliers/invoices/view/:invoiceId/messages',
        lazy: () =>
          import('./pages/SupplierInvoiceMessagesPage').then((m) => ({
            Component: m.SupplierInvoiceMessagesPage,
          })),
      },
    ],
    'supplier-invoices.read',
  ),
];
