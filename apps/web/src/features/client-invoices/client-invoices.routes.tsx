import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { type RouteHandle, requirePermission } from '../../shared/permissions/route-handle';

// Client invoices and proformas (spec 01 §2 route catalogue). Every page loads lazily; the pages
// that make or change a document also need the write permission.

type Pages<T> = () => Promise<T>;
const page =
  <T,>(load: Pages<T>, pick: (module: T) => ComponentType) =>
  () =>
    load().then((module) => ({ Component: pick(module) }));

const lists = () => import('./pages/DocumentListPage');
const edits = () => import('./pages/DocumentEditPage');
const views = () => import('./pages/DocumentViewPage');
const copies = () => import('./pages/DocumentCopyPage');

const writes = (redirect: string): RouteHandle => ({
  permission: 'client-invoices.write',
  permissionRedirect: redirect,
});

const INVOICES = '/clients/invoices';
const PROFORMAS = '/clients/proformas';

export const clientInvoicesRoutes: RouteObject[] = requirePermission(
  [
    { path: INVOICES, lazy: page(lists, (m) => m.InvoicesListPage) },
    { path: `${INVOICES}/create`, handle: writes(INVOICES), lazy: page(edits, (m) => m.InvoiceEditPage) },
    { path: `${INVOICES}/:invoiceId`, handle: writes(INVOICES), lazy: page(edits, (m) => m.InvoiceEditPage) },
    { path: `${INVOICES}/view/:invoiceId`, lazy: page(views, (m) => m.InvoiceViewPage) },
    {
      path: `${INVOICES}/:invoiceId/duplicate`,
      handle: writes(INVOICES),
      lazy: page(copies, (m) => m.InvoiceDuplicatePage),
    },
    {
      path: `${INVOICES}/:invoiceId/refund`,
      handle: writes(INVOICES),
      lazy: page(copies, (m) => m.InvoiceRefundPage),
    },
    {
      path: `${INVOICES}/create/proforma/:proformaId`,
      handle: writes(INVOICES),
      lazy: page(copies, (m) => m.InvoiceFromProformaPage),
    },
    // ?despatchAdviceId=...: the invoice of an issued despatch advice (Smart plan, gated by the shell).
    {
      path: `${INVOICES}/create/goods-despatch-advice`,
      handle: writes(INVOICES),
      lazy: page(copies, (m) => m.InvoiceFromDespatchAdvicePage),
    },
    // The e-invoicing messages page is the e-Factura feature's (efactura.routes.tsx).
    { path: PROFORMAS, lazy: page(lists, (m) => m.ProformasListPage) },
    { path: `${PROFORMAS}/create`, handle: writes(PROFORMAS), lazy: page(edits, (m) => m.ProformaEditPage) },
    {
      path: `${PROFORMAS}/:proformaId`,
      handle: writes(PROFORMAS),
      lazy: page(edits, (m) => m.ProformaEditPage),
    },
    {
      path: `${PROFORMAS}/:proformaId/duplicate`,
      handle: writes(PROFORMAS),
      lazy: page(copies, (m) => m.ProformaDuplicatePage),
    },
    { path: `${PROFORMAS}/view/:proformaId`, lazy: page(views, (m) => m.ProformaViewPage) },
  ],
  'client-invoices.read',
);
