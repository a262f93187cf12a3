import type { RouteObject } from 'react-router';
import { type RouteHandle, requirePermission } from '../../shared/permissions/route-handle';
import type { StockViewAction } from './pages/StockDocumentViewPage';
import { STOCK_DOCUMENT_KINDS, STOCK_KINDS, type StockDocumentKind } from './stock-document-kinds';

// The four stock documents (spec 01 §2 route catalogue: list, create, edit, view, duplicate,
// refund; goods receipt notes also from a supplier invoice). One set of pages, given the kind.
// Every page loads lazily; the pages that make or change a document need the write permission.

const list = (kind: StockDocumentKind) => () =>
  import('./pages/StockDocumentListPage').then(({ StockDocumentListPage }) => ({
    Component: () => <StockDocumentListPage kind={kind} />,
  }));
const edit = (kind: StockDocumentKind) => () =>
  import('./pages/StockDocumentEditPage').then(({ StockDocumentEditPage }) => ({
    Component: () => <StockDocumentEditPage kind={kind} />,
  }));
const view = (kind: StockDocumentKind, action?: StockViewAction) => () =>
  import('./pages/StockDocumentViewPage').then(({ StockDocumentViewPage }) => ({
    Component: () => <StockDocumentViewPage kind={kind} action={action} />,
  }));
const fromInvoice = () =>
  import('./from-invoice/GoodsReceiptFromInvoicePage').then((m) => ({
    Component: m.GoodsReceiptFromInvoicePage,
  }));

function kindRoutes(kind: StockDocumentKind): RouteObject[] {
  const { pages: base, param, permission } = STOCK_KINDS[kind];
  const writes: RouteHandle = { permission: `${permission}.write`, permissionRedirect: base };
  return requirePermission(
    [
      { path: base, lazy: list(kind) },
      { path: `${base}/create`, handle: writes, lazy: edit(kind) },
      ...(kind === 'goods-receipt-note'
        ? [{ path: `${base}/create/supplier-invoice`, handle: writes, lazy: fromInvoice }]
        : []),
      { path: `${base}/:${param}`, handle: writes, lazy: edit(kind) },
      { path: `${base}/view/:${param}`, lazy: view(kind) },
      { path: `${base}/:${param}/duplicate`, handle: writes, lazy: view(kind, 'duplicate') },
      { path: `${base}/:${param}/refund`, handle: writes, lazy: view(kind, 'storno') },
    ],
    `${permission}.read`,
  );
}

export const stockDocumentsRoutes: RouteObject[] = STOCK_DOCUMENT_KINDS.flatMap(kindRoutes);
