import type { RouteObject } from 'react-router';
import { withPaymentSide } from '../../shared/payments/PaymentSideProvider';
import { type RouteHandle, requirePermission } from '../../shared/permissions/route-handle';
import { SUPPLIER_PAYMENT_SIDE } from './supplier-payment-side';

// Supplier payments and refunds, and supplier receipts (spec 01 §2 route catalogue), on the screens
// the client side uses, given the supplier side. Creating needs the write permission; an existing
// payment opens read-only without it.

const side = SUPPLIER_PAYMENT_SIDE;
const listPages = () => import('../../shared/payments/pages/PaymentListPage');
const editPages = () => import('../../shared/payments/pages/PaymentEditPage');
const writeOnly = (redirect: string): RouteHandle => ({
  permission: side.writePermission,
  permissionRedirect: redirect,
});
const listPage = (collection: 'PaymentsListPage' | 'ReceiptsListPage') => () =>
  listPages().then((m) => ({ Component: withPaymentSide(side, m[collection]) }));
const editPage = (type: 'TransferEditPage' | 'ReceiptEditPage') => () =>
  editPages().then((m) => ({ Component: withPaymentSide(side, m[type]) }));

export const supplierPaymentsRoutes: RouteObject[] = requirePermission(
  [
    { path: '/suppliers/payments', lazy: listPage('PaymentsListPage') },
    {
      path: '/suppliers/payments/create',
      handle: writeOnly('/suppliers/payments'),
      lazy: editPage('TransferEditPage'),
    },
    { path: '/suppliers/payments/:paymentId', lazy: editPage('TransferEditPage') },
    { path: '/suppliers/receipts', lazy: listPage('ReceiptsListPage') },
    {
      path: '/suppliers/receipts/create',
      handle: writeOnly('/suppliers/receipts'),
      lazy: editPage('ReceiptEditPage'),
    },
    { path: '/suppliers/receipts/:receiptId', lazy: editPage('ReceiptEditPage') },
  ],
  side.readPermission,
);
