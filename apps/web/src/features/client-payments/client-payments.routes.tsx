import type { RouteObject } from 'react-router';
import { withPaymentSide } from '../../shared/payments/PaymentSideProvider';
import { type RouteHandle, requirePermission } from '../../shared/permissions/route-handle';
import { CLIENT_PAYMENT_SIDE } from './client-payment-side';

// Client payments and refunds, and client receipts (spec 01 §2 route catalogue). Every page loads
// lazily (the screens are shared with the supplier side, told apart by the side they are given);
// creating and editing need the write permission on the selected company.

const side = CLIENT_PAYMENT_SIDE;
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

export const clientPaymentsRoutes: RouteObject[] = requirePermission(
  [
    { path: '/clients/payments', lazy: listPage('PaymentsListPage') },
    {
      path: '/clients/payments/create',
      handle: writeOnly('/clients/payments'),
      lazy: editPage('TransferEditPage'),
    },
    { path: '/clients/payments/:paymentId', lazy: editPage('TransferEditPage') },
    { path: '/clients/receipts', lazy: listPage('ReceiptsListPage') },
    {
      path: '/clients/receipts/create',
      handle: writeOnly('/clients/receipts'),
      lazy: editPage('ReceiptEditPage'),
    },
    {
      path: '/clients/receipts/:paymentId',
      handle: writeOnly('/clients/receipts'),
      lazy: editPage('ReceiptEditPage'),
    },
    {
      path: '/clients/receipts/view/:receiptId',
      lazy: () =>
        import('./receipt/ReceiptViewPage').then((m) => ({
          Component: withPaymentSide(side, m.ReceiptViewPage),
        })),
    },
  ],
  side.readPermission,
);
