import type { RouteObject } from 'react-router';
import { type RouteHandle, requirePermission } from '../../shared/permissions/route-handle';

// Client payments and refunds, and client receipts (spec 01 §2 route catalogue). Every page loads
// lazily; creating and editing need the write permission on the selected company.

const listPages = () => import('./pages/PaymentListPage');
const editPages = () => import('./pages/PaymentEditPage');
const writeOnly = (redirect: string): RouteHandle => ({
  permission: 'client-invoices.write',
  permissionRedirect: redirect,
});

export const clientPaymentsRoutes: RouteObject[] = requirePermission(
  [
    { path: '/clients/payments', lazy: () => listPages().then((m) => ({ Component: m.PaymentsListPage })) },
    {
      path: '/clients/payments/create',
      handle: writeOnly('/clients/payments'),
      lazy: () => editPages().then((m) => ({ Component: m.TransferEditPage })),
    },
    {
      path: '/clients/payments/:paymentId',
      lazy: () => editPages().then((m) => ({ Component: m.TransferEditPage })),
    },
    { path: '/clients/receipts', lazy: () => listPages().then((m) => ({ Component: m.ReceiptsListPage })) },
    {
      path: '/clients/receipts/create',
      handle: writeOnly('/clients/receipts'),
      lazy: () => editPages().then((m) => ({ Component: m.ReceiptEditPage })),
    },
    {
      path: '/clients/receipts/:paymentId',
      handle: writeOnly('/clients/receipts'),
      lazy: () => editPages().then((m) => ({ Component: m.ReceiptEditPage })),
    },
    {
      path: '/clients/receipts/view/:receiptId',
      lazy: () => import('./receipt/ReceiptViewPage').then((m) => ({ Component: m.ReceiptViewPage })),
    },
  ],
  'client-invoices.read',
);
