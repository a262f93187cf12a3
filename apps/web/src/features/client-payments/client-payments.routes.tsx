import type { RouteObject } from 'react-router';
import { withPaymentSide } from '../../shared/payments/PaymentSideProvider';
import { paymentRoutes, receiptEditPage, writeOnly } from '../../shared/payments/payment-routes';
import { requirePermission } from '../../shared/permissions/route-handle';
import { CLIENT_PAYMENT_SIDE } from './client-payment-side';

// Client payments and refunds, and client receipts (spec 01 §2 route catalogue). Every page loads
// lazily (the screens are shared with the supplier side, told apart by the side they are given);
// creating and editing need the write permission on the selected company. A client receipt is the
// company's document: it opens on its own page, its form is for writers only.

const side = CLIENT_PAYMENT_SIDE;

export const clientPaymentsRoutes: RouteObject[] = requirePermission(
  [
    ...paymentRoutes(side, '/clients'),
    {
      path: '/clients/receipts/:paymentId',
      handle: writeOnly(side, '/clients/receipts'),
      lazy: receiptEditPage(side),
    },
    {
      path: '/clients/receipts/view/:receiptId',
      lazy: () =>
        import('./receipt/ReceiptViewPage').then((m) => ({
          Component: withPaymentSide(side, m.ReceiptViewPage),
        })),
    },
  ],
  `${side.area}.read`,
);
