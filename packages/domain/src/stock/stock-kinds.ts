// Stock documents and movements (spec 02 §1, §3, §4 Stock receipts): the constants every layer shares.
import type { DocumentSeriesType } from '../document-series/document-series.schemas';
import type { ManagedArea } from '../permissions/permissions';

/** Stock unload types of a warehouse (spec 02 §9). */
export const STOCK_UNLOAD_TYPES = ['fifo', 'lifo'] as const;
export type StockUnloadType = (typeof STOCK_UNLOAD_TYPES)[number];

/** The four stock documents; each is numbered in a document series of the same name. */
export const STOCK_DOCUMENT_KINDS = [
  'goods-receipt-note',
  'client-goods-despatch-advice',
  'stock-consumption-receipt',
  'stock-reception-receipt',
] as const;
export type StockDocumentKind = (typeof STOCK_DOCUMENT_KINDS)[number];

export const STOCK_DOCUMENT_STATUSES = ['draft', 'published', 'voided'] as const;
export type StockDocumentStatus = (typeof STOCK_DOCUMENT_STATUSES)[number];

/** Whether a document of the kind loads stock (in) or unloads it (out); its storno does the opposite. */
export const STOCK_DIRECTION: Record<StockDocumentKind, 'in' | 'out'> = {
  'goods-receipt-note': 'in',
  'client-goods-despatch-advice': 'out',
  'stock-consumption-receipt': 'out',
  'stock-reception-receipt': 'in',
};

export const STOCK_SERIES_TYPE: Record<StockDocumentKind, DocumentSeriesType> = {
  'goods-receipt-note': 'goods-receipt-note',
  'client-goods-despatch-advice': 'client-goods-despatch-advice',
  'stock-consumption-receipt': 'stock-consumption-receipt',
  'stock-reception-receipt': 'stock-reception-receipt',
};

/** The permission area (spec 01 §6) guarding each kind; `.read`, `.write`, `.delete` are appended. */
export const STOCK_PERMISSION: Record<StockDocumentKind, ManagedArea> = {
  'goods-receipt-note': 'goods-receipts-notes',
  'client-goods-despatch-advice': 'client-goods-despatch-advices',
  'stock-consumption-receipt': 'stock-consumption-receipts',
  'stock-reception-receipt': 'stock-reception-receipts',
};

/** What wrote a movement into the ledger: a stock document or a client invoice with a warehouse. */
export const STOCK_SOURCE_KINDS = [...STOCK_DOCUMENT_KINDS, 'client-invoice'] as const;
export type StockSourceKind = (typeof STOCK_SOURCE_KINDS)[number];

/**
 * The rule code of the publish refusal "Documentul nu poate fi emis întrucât cantitățile nu mai
 * sunt disponibile în stoc" (spec 02 §8 Documents), used for every unloading short of stock,
 * backdated ones included.
 */
export const STOCK_SHORTAGE_CODE = 'stock-unavailable';
