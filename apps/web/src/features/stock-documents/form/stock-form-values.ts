import type { StockDocument, StockDocumentLine } from '@app/domain/stock/stock-document.schemas';
import { formDecimal, formText } from '../../../shared/invoicing/line-form-values';

// The stock document form's values: text as typed ('' for none). The domain schema
// (stockDocumentInputSchema) turns them into the payload the server checks again.

export type StockLineFormValues = {
  /** The stored line ('' for a new one): corrections and supplier-invoice allocations follow it. */
  id: string;
  productId: string;
  name: string;
  unitCode: string;
  quantity: string;
  packagingId: string;
  /** The chosen packaging's ratio: the editor converts with it; never sent. */
  packagingRatio: string;
  /** Shown and typed (converted to the quantity); the server derives it again from the quantity. */
  packagingQuantity: string;
  price: string;
  priceRon: string;
  vatRateId: string;
  marginPercent: string;
  sellingPrice: string;
  supplierProductCode: string;
  standardCode: string;
  standardCodeScheme: string;
  loadsStock: boolean;
  /** The price first received, once the line has a price correction (read only). */
  originalPrice: string;
  correctsLineId: string;
  supplierInvoiceLineId: string;
};

export type StockFormValues = {
  documentSeriesId: string;
  warehouseId: string;
  issueDate: string;
  partnerId: string;
  currency: string;
  currencyRate: string;
  currencyRateDate: string;
  notes: string;
  supplierInvoiceId: string;
  lines: StockLineFormValues[];
};

export function emptyStockLine(vatRateId = ''): StockLineFormValues {
  return {
    id: '',
    productId: '',
    name: '',
    unitCode: '',
    quantity: '',
    packagingId: '',
    packagingRatio: '',
    packagingQuantity: '',
    price: '',
    priceRon: '',
    vatRateId,
    marginPercent: '',
    sellingPrice: '',
    supplierProductCode: '',
    standardCode: '',
    standardCodeScheme: '',
    loadsStock: true,
    originalPrice: '',
    correctsLineId: '',
    supplierInvoiceLineId: '',
  };
}

/** A new document: dated today, in RON, in the only warehouse or series when there is one. */
export function emptyStockValues(
  issueDate: string,
  defaults: { warehouseId?: string; seriesId?: string } = {},
): StockFormValues {
  return {
    documentSeriesId: defaults.seriesId ?? '',
    warehouseId: defaults.warehouseId ?? '',
    issueDate,
    partnerId: '',
    currency: 'RON',
    currencyRate: '',
    currencyRateDate: '',
    notes: '',
    supplierInvoiceId: '',
    lines: [],
  };
}

/**
 * A saved line as the form edits it. The packaging ratio is not stored on the line: it is the
 * quantity over the packaging quantity, which the server derived with it.
 */
export function stockLineToValues(line: StockDocumentLine): StockLineFormValues {
  const ratio =
    line.packagingId && line.packagingQuantity && Number(line.packagingQuantity) !== 0
      ? String(Number(line.quantity) / Number(line.packagingQuantity))
      : '';
  return {
    id: line.id,
    productId: formText(line.productId),
    name: line.name,
    unitCode: line.unitCode,
    quantity: formDecimal(line.quantity),
    packagingId: formText(line.packagingId),
    packagingRatio: ratio,
    packagingQuantity: formDecimal(line.packagingQuantity),
    price: formDecimal(line.price),
    priceRon: formDecimal(line.priceRon),
    vatRateId: formText(line.vatRateId),
    marginPercent: formDecimal(line.marginPercent),
    sellingPrice: formDecimal(line.sellingPrice),
    supplierProductCode: formText(line.supplierProductCode),
    standardCode: formText(line.standardCode),
    standardCodeScheme: formText(line.standardCodeScheme),
    loadsStock: line.loadsStock,
    originalPrice: formDecimal(line.originalPrice),
    correctsLineId: formText(line.correctsLineId),
    supplierInvoiceLineId: formText(line.supplierInvoiceLineId),
  };
}

/** A saved document as the form edits it. */
export function stockDocumentToValues(document: StockDocument): StockFormValues {
  return {
    documentSeriesId: document.documentSeriesId,
    warehouseId: document.warehouseId,
    issueDate: document.issueDate,
    partnerId: formText(document.partnerId),
    currency: document.currency,
    currencyRate: document.currency === 'RON' ? '' : formDecimal(document.currencyRate),
    currencyRateDate: formText(document.currencyRateDate),
    notes: formText(document.notes),
    supplierInvoiceId: formText(document.supplierInvoiceId),
    lines: document.lines.map(stockLineToValues),
  };
}

/** Whether a line has price corrections: it can be neither removed nor unchecked (spec 02 §5). */
export const isCorrectedLine = (line: StockLineFormValues, lines: readonly StockLineFormValues[]) =>
  line.originalPrice !== '' || (line.id !== '' && lines.some((other) => other.correctsLineId === line.id));

/**
 * A price correction of a received line: a line that corrects it at the new price without loading
 * stock again; the corrected line keeps its price and is marked as corrected (its original price).
 */
export function priceCorrectionOf(
  line: StockLineFormValues,
  newPrice: string,
  newPriceRon: string,
): StockLineFormValues {
  return {
    ...line,
    id: '',
    price: newPrice,
    priceRon: newPriceRon,
    loadsStock: false,
    correctsLineId: line.id,
    originalPrice: '',
    supplierInvoiceLineId: '',
    marginPercent: '',
    sellingPrice: '',
  };
}
