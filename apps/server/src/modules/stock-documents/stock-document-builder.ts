import { AMOUNT_LIMITS } from '@app/domain/invoicing/totals-money';
import {
  STOCK_DOCUMENT_RULES as RULES,
  type StockDocumentPayload,
} from '@app/domain/stock/stock-document.schemas';
import {
  marginFromSellingPrice,
  packagingQuantityOf,
  sellingPriceFromMargin,
  stockPriceRon,
} from '@app/domain/stock/stock-document-prices';
import { STOCK_SERIES_TYPE, type StockDocumentKind } from '@app/domain/stock/stock-kinds';
import type { FieldErrors } from '@app/domain/validation/rule-codes';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client';
import { ValidationError } from '../../platform/http/errors';
import { stockSourcesRepo as sources } from './stock-document-sources.repo';
import type {
  StockDocumentRow,
  StockDocumentValues,
  StockLineRow,
  StockLineValues,
} from './stock-documents.repo';
import { stockDocumentsRepo } from './stock-documents.repo';

/** Kinds with a partner: the supplier of a goods receipt note, the client of a despatch advice. */
export const HAS_PARTNER: Record<StockDocumentKind, boolean> = {
  'goods-receipt-note': true,
  'client-goods-despatch-advice': true,
  'stock-consumption-receipt': false,
  'stock-reception-receipt': false,
};

/** Kinds whose every line is a stock product (no free lines, no services). */
const STOCK_ONLY: Record<StockDocumentKind, boolean> = {
  'goods-receipt-note': false,
  'client-goods-despatch-advice': false,
  'stock-consumption-receipt': true,
  'stock-reception-receipt': true,
};

/** Whether a line moves stock: a stock product (not a service) and, on a note, a line that loads stock. */
export const movesStock = (
  kind: StockDocumentKind,
  line: { productId: string | null; loadsStock: boolean },
  isService: boolean,
) => line.productId !== null && !isService && (kind !== 'goods-receipt-note' || line.loadsStock);

export type Existing = { row: StockDocumentRow; lines: StockLineRow[] };
export type BuiltDocument = { values: StockDocumentValues; lines: StockLineValues[] };

const round2 = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * Checks a document against the company's data (spec 02 §5 Quantities and prices, Goods receipt
 * notes) and builds its row and lines with the derived values (packaging quantity, RON price,
 * selling price, totals). Every broken rule is gathered into one 422.
 */
export async function buildStockDocument(
  db: Db,
  companyId: string,
  kind: StockDocumentKind,
  payload: StockDocumentPayload,
  existing: Existing | null,
  links: { refundsId?: string | null } = {},
): Promise<BuiltDocument> {
  const errors: FieldErrors = {};
  const add = (field: string, code: string) => {
    const list = errors[field] ?? [];
    if (!list.includes(code)) list.push(code);
    errors[field] = list;
  };
  const storno = (links.refundsId ?? existing?.row.refundsId ?? null) !== null;

  // One after the other: the queries share the transaction's connection.
  const series = await sources.series(db, companyId, payload.documentSeriesId);
  const warehouse = await sources.warehouse(db, companyId, payload.warehouseId);
  const vatPayer = await sources.companyVatPayer(db, companyId);
  if (!series) add('documentSeriesId', 'not-found');
  else if (series.type !== STOCK_SERIES_TYPE[kind]) add('documentSeriesId', 'type');
  if (!warehouse) add('warehouseId', 'not-found');
  if (existing && existing.lines.length > 0 && existing.row.warehouseId !== payload.warehouseId)
    add('warehouseId', RULES.linesExist);

  let partnerName: string | null = null;
  if (HAS_PARTNER[kind]) {
    if (!payload.partnerId) add('partnerId', 'required');
    else {
      const partner = await sources.partner(db, companyId, payload.partnerId);
      if (!partner) add('partnerId', 'not-found');
      partnerName = partner?.name ?? null;
    }
  } else if (payload.partnerId) add('partnerId', 'prohibited');

  // The supplier invoice a note receives: added only while the note has no lines, never on a storno.
  let supplierInvoiceLines: Awaited<ReturnType<typeof sources.supplierInvoiceLines>> = [];
  const supplierInvoiceId = kind === 'goods-receipt-note' ? payload.supplierInvoiceId : null;
  if (payload.supplierInvoiceId && kind !== 'goods-receipt-note') add('supplierInvoiceId', 'prohibited');
  if (supplierInvoiceId) {
    const added = supplierInvoiceId !== (existing?.row.supplierInvoiceId ?? null);
    if (added && storno) add('supplierInvoiceId', 'storno');
    else if (added && existing && existing.lines.length > 0) add('supplierInvoiceId', RULES.linesExist);
    const invoice = await sources.supplierInvoice(db, companyId, supplierInvoiceId);
    if (!invoice) add('supplierInvoiceId', 'not-found');
    else {
      if (payload.partnerId && payload.partnerId !== invoice.partnerId) add('partnerId', 'supplier-invoice');
      supplierInvoiceLines = await sources.supplierInvoiceLines(db, invoice.id);
    }
  }

  const lines = payload.lines;
  const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const packagingIds = [...new Set(lines.flatMap((line) => (line.packagingId ? [line.packagingId] : [])))];
  const rateIds = [...new Set(lines.flatMap((line) => (line.vatRateId ? [line.vatRateId] : [])))];
  const productRows = await sources.products(db, companyId, productIds);
  const packagingRows = await sources.packagings(db, companyId, packagingIds);
  const rateRows = await sources.vatRates(db, companyId, rateIds);
  const productsById = new Map(productRows.map((row) => [row.id, row]));
  const packagingsById = new Map(packagingRows.map((row) => [row.id, row]));
  const ratesById = new Map(rateRows.map((row) => [row.id, row]));

  // Lines keep their stored ids; price corrections refer to them.
  const storedById = new Map((existing?.lines ?? []).map((line) => [line.id, line]));
  const keptIds = lines.map((line) => (line.id && storedById.has(line.id) ? line.id : null));
  const correctedIds = new Set(lines.flatMap((line) => (line.correctsLineId ? [line.correctsLineId] : [])));
  const storedCorrected = new Set(
    (existing?.lines ?? []).flatMap((line) => (line.correctsLineId ? [line.correctsLineId] : [])),
  );
  for (const id of storedCorrected) if (!keptIds.includes(id)) add('lines', RULES.correctedLineDeleted);

  const allocations = await allocationsOf(db, supplierInvoiceLines, existing?.row.id ?? null);
  const mapped = new Map<string, Decimal>();
  for (const line of lines) {
    if (line.supplierInvoiceLineId)
      mapped.set(
        line.supplierInvoiceLineId,
        (mapped.get(line.supplierInvoiceLineId) ?? new Decimal(0)).plus(line.quantity),
      );
  }

  let net = new Decimal(0);
  let vat = new Decimal(0);
  const built: StockLineValues[] = lines.map((line, index) => {
    const at = (field: string) => `lines.${index}.${field}`;
    const product = line.productId ? productsById.get(line.productId) : undefined;
    if (line.productId && !product) add(at('productId'), 'not-found');
    const isService = product?.isService ?? false;
    if (STOCK_ONLY[kind] && !line.productId) add(at('productId'), 'required');
    if (kind === 'goods-receipt-note' && line.loadsStock && !line.productId) add(at('productId'), 'required');
    if (isService && (STOCK_ONLY[kind] || kind === 'goods-receipt-note'))
      add(at('productId'), RULES.serviceProhibited);
    if (product && product.unitCode !== line.unitCode) add(at('unitCode'), 'product-unit');

    const quantity = new Decimal(line.quantity);
    if (storno && !quantity.isNegative()) add(at('quantity'), 'lt:0');
    if (!storno && !quantity.isPositive()) add(at('quantity'), 'gt:0');

    let packagingQuantity: string | null = null;
    if (line.packagingId) {
      const packaging = packagingsById.get(line.packagingId);
      if (!packaging || packaging.productId !== line.productId) add(at('packagingId'), 'not-found');
      else packagingQuantity = packagingQuantityOf(line.quantity, packaging.ratio);
    }

    let rate: { code: string; value: string | null } | undefined;
    if (line.vatRateId) {
      if (kind === 'goods-receipt-note' && !vatPayer) add(at('vatRateId'), 'prohibited');
      rate = ratesById.get(line.vatRateId);
      if (!rate) add(at('vatRateId'), 'not-found');
    } else if (vatPayer && HAS_PARTNER[kind]) add(at('vatRateId'), 'required');

    if (line.correctsLineId && !keptIds.includes(line.correctsLineId)) add(at('correctsLineId'), 'not-found');
    const id = keptIds[index] ?? null;
    const stored = id ? storedById.get(id) : undefined;
    const corrected = id !== null && correctedIds.has(id);
    if (corrected && !line.loadsStock) add(at('loadsStock'), RULES.correctedLine);

    if (line.supplierInvoiceLineId && !storno) {
      const invoiceLine = supplierInvoiceLines.find((row) => row.id === line.supplierInvoiceLineId);
      if (!invoiceLine) add(at('supplierInvoiceLineId'), 'not-found');
      else {
        const unallocated = new Decimal(invoiceLine.quantity).minus(allocations.get(invoiceLine.id) ?? 0);
        if (!(mapped.get(invoiceLine.id) ?? quantity).eq(unallocated))
          add(at('quantity'), `unallocated:${unallocated.toFixed()}`);
      }
    }

    const priceRon = line.priceRon ?? stockPriceRon(line.price, payload.currency, payload.currencyRate);
    let sellingPrice = line.sellingPrice;
    let marginPercent = line.marginPercent;
    if (marginPercent !== null && sellingPrice === null)
      sellingPrice = sellingPriceFromMargin(priceRon, marginPercent);
    else if (sellingPrice !== null && marginPercent === null)
      marginPercent = marginFromSellingPrice(priceRon, sellingPrice);

    const lineNet = round2(quantity.times(line.price));
    // The amounts must fit their columns (as on invoices); the stock value in RON likewise.
    if (lineNet.abs().gt(AMOUNT_LIMITS.line)) add(at('net'), `max:${AMOUNT_LIMITS.line}`);
    else if (
      quantity
        .abs()
        .times(line.priceRon ?? line.price)
        .times(payload.currencyRate ?? 1)
        .gt(AMOUNT_LIMITS.line)
    )
      add(at('priceRon'), `max:${AMOUNT_LIMITS.line}`);
    const lineVat = vatPayer && rate?.value ? round2(lineNet.times(rate.value).div(100)) : new Decimal(0);
    net = net.plus(lineNet);
    vat = vat.plus(lineVat);
    return {
      ...(id ? { id } : {}),
      position: index + 1,
      productId: line.productId,
      name: line.name,
      unitCode: line.unitCode,
      quantity: line.quantity,
      packagingId: line.packagingId,
      packagingQuantity,
      price: line.price,
      priceRon,
      vatRateId: kind === 'goods-receipt-note' && !vatPayer ? null : line.vatRateId,
      vatCategory: rate?.code ?? null,
      vatRate: rate?.value ?? null,
      marginPercent,
      sellingPrice,
      supplierProductCode: line.supplierProductCode,
      standardCode: line.standardCode,
      standardCodeScheme: line.standardCodeScheme,
      loadsStock: kind === 'goods-receipt-note' ? line.loadsStock : true,
      // The price first received is kept from the line's first correction on.
      originalPrice: corrected ? (stored?.originalPrice ?? stored?.price ?? line.price) : null,
      correctsLineId: line.correctsLineId,
      supplierInvoiceLineId: line.supplierInvoiceLineId,
      refundsLineId: stored?.refundsLineId ?? null,
      net: lineNet.toFixed(2),
      vat: lineVat.toFixed(2),
      gross: lineNet.plus(lineVat).toFixed(2),
    };
  });

  if (net.abs().plus(vat.abs()).gt(AMOUNT_LIMITS.document)) add('lines', `max:${AMOUNT_LIMITS.document}`);
  if (kind === 'goods-receipt-note' && lines.length > 0 && !lines.some((line) => line.loadsStock))
    add('lines', RULES.atLeastOneLoadsStock);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  return {
    values: {
      documentSeriesId: payload.documentSeriesId,
      warehouseId: payload.warehouseId,
      partnerId: HAS_PARTNER[kind] ? payload.partnerId : null,
      partnerName,
      issueDate: payload.issueDate,
      currency: payload.currency,
      currencyRate: payload.currency === 'RON' ? null : payload.currencyRate,
      currencyRateDate: payload.currency === 'RON' ? null : payload.currencyRateDate,
      notes: payload.notes,
      supplierInvoiceId,
      netTotal: net.toFixed(2),
      vatTotal: vat.toFixed(2),
      grossTotal: net.plus(vat).toFixed(2),
    },
    lines: built,
  };
}

/** What other goods receipt notes took of each supplier-invoice line. */
export async function allocationsOf(
  db: Db,
  invoiceLines: { id: string }[],
  exceptDocumentId: string | null,
): Promise<Map<string, Decimal>> {
  const rows = await stockDocumentsRepo.allocations(
    db,
    invoiceLines.map((line) => line.id),
    exceptDocumentId,
  );
  const taken = new Map<string, Decimal>();
  for (const row of rows) {
    const key = row.supplierInvoiceLineId as string;
    taken.set(key, (taken.get(key) ?? new Decimal(0)).plus(row.quantity));
  }
  return taken;
}
