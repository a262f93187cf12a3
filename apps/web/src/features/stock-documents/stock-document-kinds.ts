import type { ManagedArea } from '@app/domain/permissions/permissions';
import {
  STOCK_DIRECTION,
  STOCK_DOCUMENT_KINDS,
  STOCK_PERMISSION,
  type StockDocumentKind,
} from '@app/domain/stock/stock-kinds';
import type { PartnerSide } from '../../shared/invoicing/partner-side';

export type { StockDocumentKind };

/**
 * What differs between the four stock documents on screen: the API collection, the pages' base
 * path and route parameter (spec 01 §2 route catalogue), the permission, the partner the document
 * names (the supplier of a goods receipt note, the client of a despatch advice, none on the
 * receipts) and whether it loads or unloads stock. Everything else is one mechanism.
 */
export interface StockKindConfig {
  kind: StockDocumentKind;
  /** The API collection under /v1/my-companies/{companyId}/. */
  api: string;
  /** The pages' base path. */
  pages: string;
  /** The route parameter naming the document. */
  param: string;
  /** The permission area, without its `.read` / `.write` / `.delete`. */
  permission: ManagedArea;
  partner: PartnerSide | null;
  direction: 'in' | 'out';
}

const config = (kind: StockDocumentKind, param: string, partner: PartnerSide | null): StockKindConfig => ({
  kind,
  api: `${kind}s`,
  pages: `/inventory/${kind}s`,
  param,
  permission: STOCK_PERMISSION[kind],
  partner,
  direction: STOCK_DIRECTION[kind],
});

export const STOCK_KINDS: Record<StockDocumentKind, StockKindConfig> = {
  'goods-receipt-note': config('goods-receipt-note', 'goodsReceiptNoteId', 'supplier'),
  'client-goods-despatch-advice': config(
    'client-goods-despatch-advice',
    'clientGoodsDespatchAdviceId',
    'client',
  ),
  'stock-consumption-receipt': config('stock-consumption-receipt', 'stockConsumptionReceiptId', null),
  'stock-reception-receipt': config('stock-reception-receipt', 'stockReceptionReceiptId', null),
};

export { STOCK_DOCUMENT_KINDS };

/** Texts of this feature: stock-documents.kinds.<kind>.<key> for what differs between the kinds. */
export const kindText = (kind: StockDocumentKind, key: string) => `stock-documents.kinds.${kind}.${key}`;

export const stockPaths = {
  list: (kind: StockDocumentKind) => STOCK_KINDS[kind].pages,
  create: (kind: StockDocumentKind) => `${STOCK_KINDS[kind].pages}/create`,
  edit: (kind: StockDocumentKind, id: string) => `${STOCK_KINDS[kind].pages}/${id}`,
  view: (kind: StockDocumentKind, id: string) => `${STOCK_KINDS[kind].pages}/view/${id}`,
  duplicate: (kind: StockDocumentKind, id: string) => `${STOCK_KINDS[kind].pages}/${id}/duplicate`,
  refund: (kind: StockDocumentKind, id: string) => `${STOCK_KINDS[kind].pages}/${id}/refund`,
  /** A goods receipt note made from a supplier invoice (optionally chosen already). */
  fromSupplierInvoice: (invoiceId?: string) =>
    `/inventory/goods-receipt-notes/create/supplier-invoice${invoiceId ? `?${new URLSearchParams({ invoiceId })}` : ''}`,
  supplierInvoice: (id: string) => `/suppliers/invoices/view/${id}`,
  clientInvoice: (id: string) => `/clients/invoices/view/${id}`,
  /** The client invoice's form, where a draft made from a despatch advice is completed. */
  clientInvoiceDraft: (id: string) => `/clients/invoices/${id}`,
};
