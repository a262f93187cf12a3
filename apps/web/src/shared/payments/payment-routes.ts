import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../permissions/route-handle';
import { withPaymentSide } from './PaymentSideProvider';
import type { PaymentSide } from './payment-side';

// The payment screens are shared by both sides and load lazily, told apart by the side they are given.
const listPages = () => import('./pages/PaymentListPage');
const editPages = () => import('./pages/PaymentEditPage');

/** What a page of the side needs to be routed: the side's write permission, else the list it falls back to. */
export const writeOnly = (side: PaymentSide, redirect: string): RouteHandle => ({
  permission: `${side.area}.write`,
  permissionRedirect: redirect,
});

/** The side's receipt form (create and edit), for the side's own receipt routes. */
export const receiptEditPage = (side: PaymentSide) => () =>
  editPages().then((m) => ({ Component: withPaymentSide(side, m.ReceiptEditPage) }));

/**
 * The payment routes both sides have under their root ("/clients", "/suppliers"): the payments and
 * receipts lists, a bank transfer's form (create and open) and the receipt create form. Creating needs
 * the write permission. How an existing receipt opens differs by side and is left to it.
 */
export function paymentRoutes(side: PaymentSide, root: string): RouteObject[] {
  const listPage = (collection: 'PaymentsListPage' | 'ReceiptsListPage') => () =>
    listPages().then((m) => ({ Component: withPaymentSide(side, m[collection]) }));
  const transferPage = () =>
    editPages().then((m) => ({ Component: withPaymentSide(side, m.TransferEditPage) }));
  return [
    { path: `${root}/payments`, lazy: listPage('PaymentsListPage') },
    { path: `${root}/payments/create`, handle: writeOnly(side, `${root}/payments`), lazy: transferPage },
    { path: `${root}/payments/:paymentId`, lazy: transferPage },
    { path: `${root}/receipts`, lazy: listPage('ReceiptsListPage') },
    {
      path: `${root}/receipts/create`,
      handle: writeOnly(side, `${root}/receipts`),
      lazy: receiptEditPage(side),
    },
  ];
}
