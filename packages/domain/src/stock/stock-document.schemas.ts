// The four stock documents (spec 02 §3 Common document fields, Goods receipt note line, Stock
// consumption and reception receipts; §5 Quantities and prices, Goods receipt notes): what the
// editor sends, what the server answers. Rules needing stored data (products, packagings, the
// supplier invoice, the company's VAT status) are the server's; their codes are listed below.
import { z } from 'zod';
import '../validation/rule-codes';
import { optionalText } from '../companies/company.schemas';
import {
  CURRENCY_RATE_BOUNDS,
  currencyCode,
  LINE_LIMITS,
  optionalIsoDate,
  PRICE_BOUNDS,
} from '../invoicing/invoice-line.schemas';
import { decimalField, optionalDecimalField } from '../products/decimal-field';
import { optionalId, requiredId, unitCodeField } from '../products/product.schemas';
import { isStandardCodeScheme } from '../products/product-codes';
import { ruledString } from '../validation/ruled-string';
import { isIsoDate } from '../validators/iso-date';
import { STOCK_DOCUMENT_KINDS, STOCK_DOCUMENT_STATUSES } from './stock-kinds';

/**
 * Quantities: a dot as decimal separator and at most 4 decimals. Spec 02 §5 says "2 decimals for
 * quantities" but its own examples carry 4, packaging conversions (1/3 of a box) need them and the
 * columns hold 4, so 4 it is. A storno's lines are negative; the server checks the sign per document.
 */
export const STOCK_QUANTITY_BOUNDS = { decimals: 4, min: '-9999999999', max: '9999999999' } as const;
/** Selling prices are above zero (spec 02 §5 "greater-than bounds"); the margin may be anything >= -100. */
export const SELLING_PRICE_BOUNDS = { decimals: 4, gt: '0', max: '9999999999' } as const;
export const MARGIN_BOUNDS = { decimals: 2, min: '-100', max: '100000' } as const;

export const STOCK_DOCUMENT_LIMITS = {
  notes: 6000,
  supplierProductCode: 255,
  standardCode: 200,
  maxLines: 500,
} as const;

/**
 * Rule codes the server answers in its 422 besides zod's, by field:
 * - `lines` `at-least-one-loads-stock` (goods receipt note with no line loading stock);
 *   `corrected-line-deleted` (a line with price corrections left out of an update).
 * - `lines.<i>.productId` `required` (a line that moves stock needs a catalogue product),
 *   `service-prohibited` (a service on a stock line / on any goods receipt note line), `not-found`.
 * - `lines.<i>.loadsStock` `corrected-line` (a corrected line unchecked), `correction-line` (a
 *   correction line checked).
 * - `lines.<i>.vatRateId` `prohibited` (company not a VAT payer, goods receipt note), `not-found`.
 * - `lines.<i>.quantity` `stock-unavailable` (STOCK_SHORTAGE_CODE, publication or void short of stock),
 *   `unallocated:<q>` (a line mapped to a supplier-invoice line must take exactly its unallocated quantity),
 *   `gt:0` / `lt:0` (sign: positive lines, negative storno lines).
 * - `lines.<i>.packagingId` `not-found` (not a packaging of the line's product).
 * - `lines.<i>.supplierInvoiceLineId` `not-found` (not a line of the note's supplier invoice).
 * - `supplierInvoiceId` `lines-exist` (added to a note that already has lines), `storno` (on a storno),
 *   `not-found`.
 * - `warehouseId` `lines-exist` (changed once the document has lines), `not-found`.
 * - `partnerId` `required` (goods receipt note, despatch advice), `prohibited` (receipts), `not-found`.
 * - `documentSeriesId` `not-found`, `type` (a series of another type).
 * - `_` `linked-documents` (duplicating a goods receipt note with linked documents), `not-draft`,
 *   `not-published`, `already-refunded`, `is-storno`.
 */
export const STOCK_DOCUMENT_RULES = {
  atLeastOneLoadsStock: 'at-least-one-loads-stock',
  correctedLineDeleted: 'corrected-line-deleted',
  correctedLine: 'corrected-line',
  correctionLine: 'correction-line',
  serviceProhibited: 'service-prohibited',
  linesExist: 'lines-exist',
  linkedDocuments: 'linked-documents',
} as const;

const requiredIsoDate = ruledString((value) => {
  if (value === '') return 'required';
  return isIsoDate(value) ? null : 'date';
});

const standardCodeScheme = ruledString((value) =>
  value === '' || isStandardCodeScheme(value) ? null : 'invalid',
)
  .nullish()
  .transform((value) => value || null);

const lineObject = z.object({
  /** The stored line being edited (kept so corrections and allocations follow it); absent on new lines. */
  id: optionalId,
  /** The catalogue product; required (and not a service) on every line that moves stock. */
  productId: optionalId,
  name: z.string().trim().min(1).max(LINE_LIMITS.name),
  unitCode: unitCodeField,
  /** The invoicing quantity. It is authoritative: the server derives the packaging quantity from it. */
  quantity: decimalField(STOCK_QUANTITY_BOUNDS),
  /** A packaging of the product; packagingQuantity = quantity / packaging ratio (server computed). */
  packagingId: optionalId,
  /** Sent back as shown; ignored on input (derived from quantity and the packaging's ratio). */
  packagingQuantity: optionalDecimalField(STOCK_QUANTITY_BOUNDS),
  /** The unit price in the document's currency. */
  price: decimalField(PRICE_BOUNDS),
  /**
   * The stock (invoicing) price in RON, the cost a loading enters the ledger at. When absent it is
   * price, or price x currencyRate for a document in another currency (4 decimals).
   */
  priceRon: optionalDecimalField(PRICE_BOUNDS),
  /** Required for a VAT-payer company on goods receipt notes and despatch advices; refused for a non-payer's note. */
  vatRateId: optionalId,
  /** The margin over priceRon; sellingPrice = priceRon x (1 + margin / 100) when only the margin is given. */
  marginPercent: optionalDecimalField(MARGIN_BOUNDS),
  sellingPrice: optionalDecimalField(SELLING_PRICE_BOUNDS),
  supplierProductCode: optionalText(STOCK_DOCUMENT_LIMITS.supplierProductCode),
  /** The product identifier code (BT-157) and its ISO 6523 scheme: both or neither. */
  standardCode: optionalText(STOCK_DOCUMENT_LIMITS.standardCode),
  standardCodeScheme,
  /** Goods receipt notes: whether the line enters stock (the other kinds move every product line). */
  loadsStock: z.boolean().default(true),
  /** A price-correction line names the stored line it corrects (that line keeps its originalPrice). */
  correctsLineId: optionalId,
  /** The supplier-invoice line this goods receipt note line receives (allocatedDocumentLines). */
  supplierInvoiceLineId: optionalId,
});

export const stockDocumentLineInputSchema = lineObject.superRefine((line, ctx) => {
  const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (line.standardCode && !line.standardCodeScheme) add('standardCodeScheme', 'required');
  if (!line.standardCode && line.standardCodeScheme) add('standardCodeScheme', 'prohibited');
  if (line.correctsLineId && line.loadsStock) add('loadsStock', STOCK_DOCUMENT_RULES.correctionLine);
});
export type StockDocumentLineInput = z.input<typeof stockDocumentLineInputSchema>;
export type StockDocumentLinePayload = z.output<typeof stockDocumentLineInputSchema>;

const documentObject = z.object({
  documentSeriesId: requiredId,
  warehouseId: requiredId,
  issueDate: requiredIsoDate,
  /** The supplier (goods receipt note) or the client (despatch advice); none on the receipts. */
  partnerId: optionalId,
  currency: currencyCode.default('RON'),
  /** RON per unit of the currency; required when the currency is not RON. */
  currencyRate: optionalDecimalField(CURRENCY_RATE_BOUNDS),
  currencyRateDate: optionalIsoDate,
  notes: optionalText(STOCK_DOCUMENT_LIMITS.notes),
  /** Goods receipt notes: the supplier invoice received (only while the note has no lines, never on a storno). */
  supplierInvoiceId: optionalId,
  lines: z.array(stockDocumentLineInputSchema).max(STOCK_DOCUMENT_LIMITS.maxLines).default([]),
});

/** Rules across the document's fields; an empty draft is allowed, publication needs lines. */
export const stockDocumentInputSchema = documentObject.superRefine((doc, ctx) => {
  if (doc.currency !== 'RON' && !doc.currencyRate)
    ctx.addIssue({ code: 'custom', path: ['currencyRate'], message: 'required' });
});
export type StockDocumentInput = z.input<typeof stockDocumentInputSchema>;
export type StockDocumentPayload = z.output<typeof stockDocumentInputSchema>;

/** The publish modal: the series and the issue date may still change. */
export const stockPublishInputSchema = z.object({
  documentSeriesId: optionalId,
  issueDate: optionalIsoDate,
});
export type StockPublishInput = z.input<typeof stockPublishInputSchema>;

const text = z.string().nullable();

/** A line's cost as the ledger holds it (loadings: their price; unloadings: FIFO/LIFO layers taken). */
export const stockLineCostSchema = z.object({
  quantity: z.string(),
  unitCost: z.string(),
  value: z.string(),
});

export const stockDocumentLineSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  productId: text,
  name: z.string(),
  unitCode: z.string(),
  quantity: z.string(),
  packagingId: text,
  packagingQuantity: text,
  price: z.string(),
  priceRon: z.string(),
  vatRateId: text,
  vatCategory: text,
  vatRate: text,
  marginPercent: text,
  sellingPrice: text,
  supplierProductCode: text,
  standardCode: text,
  standardCodeScheme: text,
  loadsStock: z.boolean(),
  /** The price first received, kept once the line has a price correction. */
  originalPrice: text,
  correctsLineId: text,
  supplierInvoiceLineId: text,
  refundsLineId: text,
  /** Whether publication moves stock for this line (a stock product; on a note, loadsStock). */
  movesStock: z.boolean(),
  net: z.string(),
  vat: z.string(),
  gross: z.string(),
  /** The ledger's cost of a published line that moved stock; null otherwise. */
  cost: stockLineCostSchema.nullable(),
});
export type StockDocumentLine = z.infer<typeof stockDocumentLineSchema>;

const linkedDocument = z
  .object({ id: z.string(), seriesNumber: z.string().nullable(), issueDate: z.string() })
  .nullable();

export const stockDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(STOCK_DOCUMENT_KINDS),
  status: z.enum(STOCK_DOCUMENT_STATUSES),
  documentSeriesId: z.string(),
  number: text,
  seriesNumber: text,
  warehouseId: z.string(),
  warehouseName: z.string(),
  partnerId: text,
  partnerName: text,
  issueDate: z.string(),
  currency: z.string(),
  currencyRate: text,
  currencyRateDate: text,
  notes: text,
  supplierInvoiceId: text,
  clientInvoiceId: text,
  refundsId: text,
  refundedById: text,
  supplierInvoice: linkedDocument,
  clientInvoice: linkedDocument,
  refunds: linkedDocument,
  refundedBy: linkedDocument,
  lines: z.array(stockDocumentLineSchema),
  netTotal: z.string(),
  vatTotal: z.string(),
  grossTotal: z.string(),
  /** The sum of the lines' ledger values (RON); null before publication. */
  costTotal: text,
  publishedAt: text,
  voidedAt: text,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StockDocument = z.infer<typeof stockDocumentSchema>;

export const stockDocumentListItemSchema = z.object({
  id: z.string(),
  kind: z.enum(STOCK_DOCUMENT_KINDS),
  status: z.enum(STOCK_DOCUMENT_STATUSES),
  seriesNumber: text,
  issueDate: z.string(),
  warehouseId: z.string(),
  warehouseName: z.string(),
  partnerId: text,
  partnerName: text,
  currency: z.string(),
  netTotal: z.string(),
  vatTotal: z.string(),
  grossTotal: z.string(),
  supplierInvoiceId: text,
  clientInvoiceId: text,
  refundsId: text,
  refundedById: text,
  createdAt: z.string(),
});
export type StockDocumentListItem = z.infer<typeof stockDocumentListItemSchema>;

/**
 * GET /supplier-invoices/:invoiceId/receivable-lines: each line of the invoice with what other
 * goods receipt notes have not yet taken (allocatedDocumentLines), and the catalogue product its
 * supplier code matches for the invoice's partner (null: to be matched by hand).
 */
export const receivableLineSchema = z.object({
  supplierInvoiceLineId: z.string(),
  position: z.number().int(),
  name: z.string(),
  unitCode: z.string(),
  quantity: z.string(),
  price: z.string(),
  vatRateId: text,
  supplierProductCode: text,
  standardCode: text,
  standardCodeScheme: text,
  unallocatedQuantity: z.string(),
  allocatedDocumentLines: z.array(
    z.object({ documentId: z.string(), lineId: z.string(), quantity: z.string() }),
  ),
  matchedProduct: z
    .object({ id: z.string(), name: z.string(), unitCode: z.string(), isService: z.boolean() })
    .nullable(),
});
export type ReceivableLine = z.infer<typeof receivableLineSchema>;

export const receivableLinesSchema = z.object({
  supplierInvoiceId: z.string(),
  partnerId: z.string(),
  currency: z.string(),
  lines: z.array(receivableLineSchema),
});
export type ReceivableLines = z.infer<typeof receivableLinesSchema>;

/**
 * POST /goods-receipt-notes/from-supplier-invoice: a draft note receiving the invoice's unallocated
 * lines. `matches` gives a product for lines whose supplier code matched nothing (remembered as the
 * product's supplier code when the note is saved); lines without a product are left out.
 */
export const fromSupplierInvoiceInputSchema = z.object({
  supplierInvoiceId: requiredId,
  documentSeriesId: requiredId,
  warehouseId: requiredId,
  issueDate: optionalIsoDate,
  matches: z
    .array(z.object({ supplierInvoiceLineId: requiredId, productId: requiredId }))
    .max(STOCK_DOCUMENT_LIMITS.maxLines)
    .default([]),
});
export type FromSupplierInvoiceInput = z.input<typeof fromSupplierInvoiceInputSchema>;

/** GET /stock/available?warehouseId=&date=&productIds=a,b */
export const stockAvailableQuerySchema = z.object({
  warehouseId: requiredId,
  date: optionalIsoDate,
  productIds: z
    .string()
    .trim()
    .min(1)
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.uuid({ error: 'invalid' }))
        .min(1)
        .max(500),
    ),
});
export const stockAvailableSchema = z.object({
  items: z.array(z.object({ productId: z.string(), available: z.string() })),
});
export type StockAvailable = z.infer<typeof stockAvailableSchema>;
