import type { RouteObject } from 'react-router';
import { crud } from '../../app/routes/module-paths';
import { requirePermission } from '../../shared/permissions/route-handle';
import { comingSoonRoutes } from '../placeholders/placeholder-routes';

// Client payments and refunds, and client receipts (spec 01 §2 route catalogue).
export const clientPaymentsRoutes: RouteObject[] = requirePermission(
  comingSoonRoutes([
    ...crud('/clients/payments', 'paymentId'),
    ...crud('/clients/receipts', 'paymentId'),
    '/clients/receipts/view/:receiptId',
  ]),
  'client-invoices.read',
);
