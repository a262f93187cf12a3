import type { RouteObject } from 'react-router';
import { crud } from '../../app/routes/module-paths';
import { requirePermission } from '../../shared/permissions/route-handle';
import { comingSoonRoutes } from '../placeholders/placeholder-routes';

// Client invoices and proformas (spec 01 §2 route catalogue).
export const clientInvoicesRoutes: RouteObject[] = requirePermission(
  comingSoonRoutes([
    ...crud('/clients/invoices', 'invoiceId'),
    '/clients/invoices/view/:invoiceId',
    '/clients/invoices/:invoiceId/duplicate',
    '/clients/invoices/:invoiceId/refund',
    '/clients/invoices/create/proforma/:proformaId',
    '/clients/invoices/create/goods-despatch-advice',
    '/clients/invoices/view/:invoiceId/messages',
    ...crud('/clients/proformas', 'proformaId'),
    '/clients/proformas/:proformaId/duplicate',
    '/clients/proformas/view/:proformaId',
  ]),
  'client-invoices.read',
);
