import type { RouteObject } from 'react-router';
import { paymentRoutes, receiptEditPage } from '../../shared/payments/payment-routes';
import { requirePermission } from '../../shared/permissions/route-handle';
import { SUPPLIER_PAYMENT_SIDE } from './supplier-payment-side';

// Supplier payments and refunds, and supplier receipts (spec 01 §2 route catalogue), on the screens
// the client side uses, given the supplier side. Creating needs the write permission; an existing
// payment or receipt opens read-only without it.

const side = SUPPLIER_PAYMENT_SIDE;

export const supplierPaymentsRoutes: RouteObject[] = requirePermission(
  [
    ...paymentRoutes(side, '/suppliers'),
    { path: '/suppliers/receipts/:receiptId', lazy: receiptEditPage(side) },
  ],
  `${side.area}.read`,
);
