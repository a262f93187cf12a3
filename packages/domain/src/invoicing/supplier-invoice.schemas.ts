import { z } from 'zod';
import '../validation/rule-codes';
import { optionalText } from '../companies/company.schemas';
import { optionalDecimalField } from '../products/decimal-field';
import { requiredId } from '../products/product.schemas';
import { ruledString } from '../validation/ruled-string';
import { isIsoDate } from '../validators/iso-date';
import { DISCOUNT_TYPES } from './client-document.schemas';
import {
  CURRENCY_RATE_BOUNDS,
  currencyCode,
  invoiceLineInputSchema,
  invoiceLineSchema,
  LINE_LIMITS,
  optionalIsoDate,
} from './invoice-line.schemas';
import { lineNeedsRate } from './line-currency';
import { PAYMENT_STATES } from './payment-state';

/** Spec 02 §5 Supplier invoice: the supplier's own series and number, unique per supplier. */
export const SUPPLIER_INVOICE_LIMITS = {
  series: 20,
  number: 30,
  notes: 6000,
  /** Attachments: PDF or images, each at most this many bytes, at most this many per invoice. */
  attachmentBytes: 10 * 1024 * 1024,
  attachments: 10,
} as const;

export const ATTACHMENT_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/**
 * Spec 02 §4 Supplier invoices: added by hand (published), or received through the e-invoice
 * system (received), which the company then confirms or rejects; a rejected one can be confirmed
 * later.
 */
export const SUPPLIER_INVOICE_STATUSES = ['published', 'received', 'confirmed', 'rejected'] as const;
export type SupplierInvoiceStatus = (typeof SUPPLIER_INVOICE_STATUSES)[number];

const requiredIsoDate = ruledString((value) => {
  if (value === '') return 'required';
  return isIsoDate(value) ? null : 'date';
});

/** A series or number as the supplier wrote it: trimmed, without line breaks or tabs. */
const requiredCode = (max: number) =>
  ruledString((value) => {
    if (value === '') return 'required';
    if (value.length > max) return `max:${max}`;
    return /[\r\n\t]/.test(value) ? 'invalid' : null;
  });

const supplierInvoiceObject = z.object({
  partnerId: requiredId,
  series: requiredCode(SUPPLIER_INVOICE_LIMITS.series),
  number: requiredCode(SUPPLIER_INVOICE_LIMITS.number),
  issueDate: requiredIsoDate,
  dueDate: optionalIsoDate,
  currency: currencyCode.default('RON'),
  currencyRate: optionalDecimalField(CURRENCY_RATE_BOUNDS),
  pricesIncludeVat: z.boolean().default(false),
  notes: optionalText(SUPPLIER_INVOICE_LIMITS.notes),
  discountType: z
    .enum(DISCOUNT_TYPES)
    .nullish()
    .transform((value) => value ?? null),
  discountValue: optionalDecimalField({ decimals: 2, min: '0', max: '9999999999' }),
  /** The same lines as client invoices; the supplier's product code is `partnerProductCode`. */
  lines: z.array(invoiceLineInputSchema).min(1).max(LINE_LIMITS.maxLines),
});

/** Rules across the invoice's fields; rules needing data (partner, rates, payments) are the server's. */
export const supplierInvoiceInputSchema = supplierInvoiceObject.superRefine((doc, ctx) => {
  const add = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (doc.dueDate && doc.dueDate < doc.issueDate) add(['dueDate'], 'after_or_equal:issueDate');
  if (doc.currency !== 'RON' && !doc.currencyRate) add(['currencyRate'], 'required');
  if (doc.discountType && doc.discountValue === null) add(['discountValue'], 'required');
  if (
    (doc.discountType === 'percent' || doc.discountType === 'price-reduction') &&
    doc.discountValue !== null &&
    Number(doc.discountValue) > 100
  )
    add(['discountValue'], 'max:100');
  doc.lines.forEach((line, index) => {
    if (lineNeedsRate(line.currency, doc.currency) && !line.currencyRate)
      add(['lines', index, 'currencyRate'], 'required');
  });
});
export type SupplierInvoiceInput = z.input<typeof supplierInvoiceInputSchema>;
export type SupplierInvoicePayload = z.output<typeof supplierInvoiceInputSchema>;

const text = z.string().nullable();

export const supplierInvoiceAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(ATTACHMENT_CONTENT_TYPES),
  size: z.number().int(),
  createdAt: z.string(),
});
export type SupplierInvoiceAttachment = z.infer<typeof supplierInvoiceAttachmentSchema>;

export const supplierInvoiceTotalsSchema = z.object({
  lineNetTotal: z.string(),
  allowanceTotal: z.string(),
  netTotal: z.string(),
  vatTotal: z.string(),
  grossTotal: z.string(),
  amountDue: z.string(),
  breakdown: z.array(
    z.object({ vatCategory: z.string(), vatRate: z.string(), taxable: z.string(), vat: z.string() }),
  ),
});

/** What may be done with the invoice now, and why not (spec 02 §8 Supplier invoice deletion blocks). */
export const supplierInvoiceAbilitiesSchema = z.object({
  /** Null when allowed; otherwise the reason code (`payments`, `allocated-documents`...). */
  edit: text,
  delete: text,
  /** Confirm/reject need an active e-invoice connection (`needs-einvoice-connection`) and a fitting status. */
  confirm: text,
  reject: text,
  /** Payments and refunds only for invoices added by hand or confirmed (`not-confirmed`). */
  pay: text,
});
export type SupplierInvoiceAbilities = z.infer<typeof supplierInvoiceAbilitiesSchema>;

export const supplierInvoiceListItemSchema = z.object({
  id: z.string(),
  status: z.enum(SUPPLIER_INVOICE_STATUSES),
  series: z.string(),
  number: z.string(),
  /** Series and number as one text, as lists and allocations show it. */
  seriesNumber: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  issueDate: z.string(),
  dueDate: text,
  currency: z.string(),
  netTotal: z.string(),
  vatTotal: z.string(),
  grossTotal: z.string(),
  amountDue: z.string(),
  paidTotal: z.string(),
  remaining: z.string(),
  paymentState: z.enum(PAYMENT_STATES),
  hasAttachments: z.boolean(),
  createdAt: z.string(),
});
export type SupplierInvoiceListItem = z.infer<typeof supplierInvoiceListItemSchema>;

export const supplierInvoiceSchema = supplierInvoiceListItemSchema.extend({
  currencyRate: text,
  pricesIncludeVat: z.boolean(),
  notes: text,
  discountType: z.enum(DISCOUNT_TYPES).nullable(),
  discountValue: text,
  lines: z.array(invoiceLineSchema),
  totals: supplierInvoiceTotalsSchema,
  attachments: z.array(supplierInvoiceAttachmentSchema),
  abilities: supplierInvoiceAbilitiesSchema,
  /** The registry row of the received e-invoice (null: added by hand) and which of its files exist. */
  efacturaMessageId: text,
  hasXml: z.boolean(),
  hasSeal: z.boolean(),
  hasAnafPdf: z.boolean(),
  updatedAt: z.string(),
});
export type SupplierInvoice = z.infer<typeof supplierInvoiceSchema>;

/** The message sent to the supplier with a confirmation or rejection (spec 02 §5 E-invoice message). */
export const SUPPLIER_MESSAGE_MAX = 1000;
export const supplierInvoiceMessageInputSchema = z.object({
  message: ruledString((value) => {
    if (value === '') return 'required';
    if (value.length > SUPPLIER_MESSAGE_MAX) return `max:${SUPPLIER_MESSAGE_MAX}`;
    return /^[\p{L}\p{N}\p{P}\p{Zs}\n+=<>$^`|~€]*$/u.test(value) ? null : 'invalid';
  }),
  confirmed: z.literal(true, { error: 'accepted' }),
});
export type SupplierInvoiceMessageInput = z.input<typeof supplierInvoiceMessageInputSchema>;

/**
 * Linking a confirmed received invoice to the invoice added by hand for the same document (spec 02
 * §4 Linking): that one is deleted and its payments move to the received one.
 */
export const supplierInvoiceLinkInputSchema = z.object({ targetId: requiredId });
export type SupplierInvoiceLinkInput = z.input<typeof supplierInvoiceLinkInputSchema>;
