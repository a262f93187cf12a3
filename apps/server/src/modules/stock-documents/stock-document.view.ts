import type {
  StockDocument,
  StockDocumentLine,
  StockDocumentListItem,
  StockDocumentPayload,
} from '@app/domain/stock/stock-document.schemas';
import Decimal from 'decimal.js';
import type { StockLineCost } from '../../platform/stock/stock-ledger';
import { movesStock } from './stock-document-builder';
import type { StockDocumentRow, StockLineRow } from './stock-documents.repo';

type Linked = { id: string; seriesNumber: string | null; issueDate: string } | null;
export type ViewSources = {
  warehouseName: string;
  services: Set<string>;
  costs: StockLineCost[];
  links: { supplierInvoice: Linked; clientInvoice: Linked; refunds: Linked; refundedBy: Linked };
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toStockDocument(
  row: StockDocumentRow,
  lines: StockLineRow[],
  sources: ViewSources,
): StockDocument {
  const costs = new Map(sources.costs.map((cost) => [cost.lineId, cost]));
  const viewLines: StockDocumentLine[] = lines.map((line) => {
    const cost = costs.get(line.id);
    return {
      id: line.id,
      position: line.position,
      productId: line.productId,
      name: line.name,
      unitCode: line.unitCode,
      quantity: line.quantity,
      packagingId: line.packagingId,
      packagingQuantity: line.packagingQuantity,
      price: line.price,
      priceRon: line.priceRon,
      vatRateId: line.vatRateId,
      vatCategory: line.vatCategory,
      vatRate: line.vatRate,
      marginPercent: line.marginPercent,
      sellingPrice: line.sellingPrice,
      supplierProductCode: line.supplierProductCode,
      standardCode: line.standardCode,
      standardCodeScheme: line.standardCodeScheme,
      loadsStock: line.loadsStock,
      originalPrice: line.originalPrice,
      correctsLineId: line.correctsLineId,
      supplierInvoiceLineId: line.supplierInvoiceLineId,
      refundsLineId: line.refundsLineId,
      movesStock: movesStock(row.kind, line, line.productId !== null && sources.services.has(line.productId)),
      net: line.net,
      vat: line.vat,
      gross: line.gross,
      cost: cost ? { quantity: cost.quantity, unitCost: cost.unitCost, value: cost.value } : null,
    };
  });
  const costTotal =
    sources.costs.length > 0
      ? sources.costs.reduce((sum, cost) => sum.plus(cost.value), new Decimal(0)).toFixed(2)
      : null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    documentSeriesId: row.documentSeriesId,
    number: row.number,
    seriesNumber: row.seriesNumber,
    warehouseId: row.warehouseId,
    warehouseName: sources.warehouseName,
    partnerId: row.partnerId,
    partnerName: row.partnerName,
    issueDate: row.issueDate,
    currency: row.currency,
    currencyRate: row.currencyRate,
    currencyRateDate: row.currencyRateDate,
    notes: row.notes,
    supplierInvoiceId: row.supplierInvoiceId,
    clientInvoiceId: row.clientInvoiceId,
    refundsId: row.refundsId,
    refundedById: row.refundedById,
    ...sources.links,
    lines: viewLines,
    netTotal: row.netTotal,
    vatTotal: row.vatTotal,
    grossTotal: row.grossTotal,
    costTotal,
    publishedAt: iso(row.publishedAt),
    voidedAt: iso(row.voidedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ListRow = Omit<StockDocumentListItem, 'createdAt'> & { createdAt: Date };
export const toListItem = (row: ListRow): StockDocumentListItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The stored document as the editor would send it back (publication re-checks it; copies start from it). */
export function payloadOf(row: StockDocumentRow, lines: StockLineRow[]): StockDocumentPayload {
  return {
    documentSeriesId: row.documentSeriesId,
    warehouseId: row.warehouseId,
    issueDate: row.issueDate,
    partnerId: row.partnerId,
    currency: row.currency,
    currencyRate: row.currencyRate,
    currencyRateDate: row.currencyRateDate,
    notes: row.notes,
    supplierInvoiceId: row.supplierInvoiceId,
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      name: line.name,
      unitCode: line.unitCode,
      quantity: line.quantity,
      packagingId: line.packagingId,
      packagingQuantity: line.packagingQuantity,
      price: line.price,
      priceRon: line.priceRon,
      vatRateId: line.vatRateId,
      marginPercent: line.marginPercent,
      sellingPrice: line.sellingPrice,
      supplierProductCode: line.supplierProductCode,
      standardCode: line.standardCode,
      standardCodeScheme: line.standardCodeScheme,
      loadsStock: line.loadsStock,
      correctsLineId: line.correctsLineId,
      supplierInvoiceLineId: line.supplierInvoiceLineId,
    })),
  };
}
