import { z } from 'zod';
import { clientInvoiceEfacturaFieldsSchema } from '../efactura/efactura-sending.schemas';
import { EFACTURA_STATES } from '../efactura/efactura-states';
import '../validation/rule-codes';
import { LOCALES } from '../auth/locale';
import { optionalText } from '../companies/company.schemas';
import { optionalDecimalField } from '../products/decimal-field';
import { optionalId, requiredId } from '../products/product.schemas';
import { ruledString } from '../validation/ruled-string';
import { isIsoDate } from '../validators/iso-date';
import { DUE_DATE_TYPES } from './due-date';
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

/** Spec 02 §5 Client invoice and §9. */
export const DOCUMENT_LIMITS = {
  references: 200,
  paymentIdentifier: 140,
  /** Notes plus footer notes, combined. */
  notes: 6000,
  paymentTerms: 500,
  beneficiaryName: 200,
  beneficiaryBusinessId: 50,
  qrCode: 500,
} as const;

export const DOCUMENT_KINDS = ['invoice', 'proforma'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_STATUSES = ['draft', 'published', 'voided'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const TAX_POINT_TYPES = ['issue-date', 'delivery-date', 'payment-date', 'custom'] as const;
export const DISCOUNT_TYPES = ['fixed', 'price-reduction', 'percent'] as const;
/** How the client pays: to the bank accounts shown (the default), in cash (a receipt), by card. */
export const PAYMENT_METHODS = ['bank-transfer', 'cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PDF_TEMPLATES = ['classic', 'modern'] as const;
export type PdfTemplate = (typeof PDF_TEMPLATES)[number];

const requiredIsoDate = ruledString((value) => {
  if (value === '') return 'required';
  return isIsoDate(value) ? null : 'date';
});

/** The references a client invoice can carry (EN 16931 BT-10 to BT-18). */
export const REFERENCE_FIELDS = [
  'projectReference',
  'purchaseOrderReference',
  'salesOrderReference',
  'receivingAdviceReference',
  'despatchAdviceReference',
  'contractReference',
  'tenderReference',
  'invoicedObjectIdentifier',
] as const;
export type ReferenceField = (typeof REFERENCE_FIELDS)[number];

const references = Object.fromEntries(
  REFERENCE_FIELDS.map((field) => [field, optionalText(DOCUMENT_LIMITS.references)]),
) as Record<ReferenceField, ReturnType<typeof optionalText>>;

/** A QR code text made only of digits and commas is refused (spec 02 §5). */
const qrCodeText = optionalText(DOCUMENT_LIMITS.qrCode).refine(
  (value) => value === null || !/^[\d,]+$/.test(value),
  {
    error: 'invalid',
  },
);

const documentObject = z.object({
  partnerId: requiredId,
  documentSeriesId: requiredId,
  issueDate: requiredIsoDate,
  dueDateType: z.enum(DUE_DATE_TYPES).default('30-days'),
  /** Typed for `custom`; otherwise the server derives it from the template. */
  dueDate: optionalIsoDate,
  paymentTerms: optionalText(DOCUMENT_LIMITS.paymentTerms),
  language: z.enum(LOCALES).default('ro-RO'),
  currency: currencyCode.default('RON'),
  currencyRate: optionalDecimalField(CURRENCY_RATE_BOUNDS),
  pricesIncludeVat: z.boolean().default(false),
  companyBankAccountIds: z.array(requiredId).max(10).default([]),
  paymentMethod: z.enum(PAYMENT_METHODS).default('bank-transfer'),
  contactId: optionalId,
  deliveryAddressId: optionalId,
  notes: optionalText(DOCUMENT_LIMITS.notes),
  footerNotes: optionalText(DOCUMENT_LIMITS.notes),
  paymentIdentifier: optionalText(DOCUMENT_LIMITS.paymentIdentifier),
  qrCodeText,
  ...references,
  previousInvoiceNumber: optionalText(LINE_LIMITS.references),
  previousInvoiceDate: optionalIsoDate,
  billingPeriodStart: optionalIsoDate,
  billingPeriodEnd: optionalIsoDate,
  taxPointType: z.enum(TAX_POINT_TYPES).default('issue-date'),
  taxPointDate: optionalIsoDate,
  beneficiaryName: optionalText(DOCUMENT_LIMITS.beneficiaryName),
  beneficiaryBusinessId: optionalText(DOCUMENT_LIMITS.beneficiaryBusinessId),
  deliveryDate: optionalIsoDate,
  discountType: z
    .enum(DISCOUNT_TYPES)
    .nullish()
    .transform((value) => value ?? null),
  discountValue: optionalDecimalField({ decimals: 2, min: '0', max: '9999999999' }),
  template: z.enum(PDF_TEMPLATES).default('classic'),
  /** The proforma this invoice is made from. */
  proformaId: optionalId,
  /**
   * The warehouse an invoice unloads its stock products from when issued (Smart plan; spec 02 §2
   * Stock, issue 14). None: the invoice moves no stock. Proformas carry none.
   */
  warehouseId: optionalId,
  lines: z.array(invoiceLineInputSchema).min(1).max(LINE_LIMITS.maxLines),
});

/** Rules across the document's fields (spec 02 §5 Client invoice); rules needing data are the server's. */
export const clientDocumentInputSchema = documentObject.superRefine((doc, ctx) => {
  const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (doc.dueDateType === 'custom' && !doc.dueDate) add('dueDate', 'required');
  if (doc.dueDateType === 'custom' && doc.dueDate && doc.dueDate < doc.issueDate)
    add('dueDate', 'after_or_equal:issueDate');
  if (doc.dueDateType === 'none' && !doc.paymentTerms) add('paymentTerms', 'required');
  if (doc.currency !== 'RON' && !doc.currencyRate) add('currencyRate', 'required');
  if ((doc.notes?.length ?? 0) + (doc.footerNotes?.length ?? 0) > DOCUMENT_LIMITS.notes)
    add('notes', `max:${DOCUMENT_LIMITS.notes}`);
  if (doc.previousInvoiceDate && !doc.previousInvoiceNumber) add('previousInvoiceNumber', 'required');
  if (doc.taxPointType !== 'issue-date' && !doc.taxPointDate) add('taxPointDate', 'required');
  if (doc.billingPeriodStart && doc.billingPeriodEnd && doc.billingPeriodEnd < doc.billingPeriodStart)
    add('billingPeriodEnd', 'after_or_equal:billingPeriodStart');
  if (doc.beneficiaryName && !doc.beneficiaryBusinessId) add('beneficiaryBusinessId', 'required');
  if (doc.beneficiaryBusinessId && !doc.beneficiaryName) add('beneficiaryName', 'required');
  if (doc.discountType && doc.discountValue === null) add('discountValue', 'required');
  if (
    (doc.discountType === 'percent' || doc.discountType === 'price-reduction') &&
    doc.discountValue !== null
  ) {
    if (Number(doc.discountValue) > 100) add('discountValue', 'max:100');
  }
  // A price in another currency than the invoice's (RON included) is billed only through its rate.
  doc.lines.forEach((line, index) => {
    if (lineNeedsRate(line.currency, doc.currency) && !line.currencyRate)
      ctx.addIssue({ code: 'custom', path: ['lines', index, 'currencyRate'], message: 'required' });
  });
});
export type ClientDocumentInput = z.input<typeof clientDocumentInputSchema>;
export type ClientDocumentPayload = z.output<typeof clientDocumentInputSchema>;

/** Every address field a document copies; see AddressSnapshot for the fields older snapshots lack. */
const addressSnapshotSchema = z.object({
  street: z.string().nullable(),
  additionalStreet: z.string().nullish(),
  additionalAddress: z.string().nullish(),
  city: z.string().nullable(),
  district: z.number().int().nullish(),
  county: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
});

/** A party as the document shows it, copied when the document is saved and again when it is issued. */
export const documentPartySchema = z.object({
  name: z.string(),
  businessId: z.string().nullable(),
  personId: z.string().nullable(),
  vatPayer: z.boolean(),
  tradeRegisterNumber: z.string().nullable(),
  address: addressSnapshotSchema,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  bankAccounts: z.array(
    z.object({ iban: z.string(), bank: z.string().nullable(), currency: z.string().nullable() }),
  ),
  /** The buyer's delivery address the document names (absent from older snapshots and the seller). */
  deliveryAddress: addressSnapshotSchema.extend({ name: z.string().nullable() }).nullish(),
});
export type DocumentParty = z.infer<typeof documentPartySchema>;

const amounts = z.object({
  lineNetTotal: z.string(),
  allowanceTotal: z.string(),
  chargeTotal: z.string(),
  netTotal: z.string(),
  vatTotal: z.string(),
  vatTotalRon: z.string().nullable(),
  grossTotal: z.string(),
  prepaid: z.string(),
  rounding: z.string(),
  amountDue: z.string(),
  breakdown: z.array(
    z.object({
      vatCategory: z.string(),
      vatRate: z.string(),
      taxable: z.string(),
      vat: z.string(),
      vatRon: z.string().nullable(),
    }),
  ),
  allowances: z.array(
    z.object({
      amount: z.string(),
      vatCategory: z.string(),
      vatRate: z.string(),
      reason: z.string().nullish(),
    }),
  ),
});

/** The warnings of spec 02 §8 Documents, shown by the form and the publish modal. */
export const DOCUMENT_WARNINGS = [
  'issue-date-in-future',
  'earlier-drafts-unissuable',
  'series-starts-after-issue-date',
  'rate-not-from-issue-date',
  'client-without-cnp',
  /** A line's VAT rate is not in force on the tax point date (allowed: a delivery before a change). */
  'vat-rate-not-in-force',
  /** The invoice shows no bank account of the seller, so the client is not told where to pay. */
  'seller-without-bank-account',
] as const;
export type DocumentWarning = (typeof DOCUMENT_WARNINGS)[number];

/**
 * A native e-invoice check's finding on a draft (an official CIUS-RO or EN 16931 rule id), next to
 * the form field it concerns ("_" for the document as a whole). A fatal one refuses publication.
 */
export const einvoiceFindingViewSchema = z.object({
  ruleId: z.string(),
  severity: z.enum(['fatal', 'warning']),
  field: z.string(),
});
export type EInvoiceFindingView = z.infer<typeof einvoiceFindingViewSchema>;

const linkedDocument = z
  .object({ id: z.string(), seriesNumber: z.string().nullable(), issueDate: z.string() })
  .nullable();

const text = z.string().nullable();

/** The answer: plain values only (answers are encoded, and transforms do not run backwards). */
export const clientDocumentSchema = z.object({
  partnerId: z.string(),
  documentSeriesId: z.string(),
  issueDate: z.string(),
  dueDateType: z.enum(DUE_DATE_TYPES),
  paymentTerms: text,
  language: z.enum(LOCALES),
  currency: z.string(),
  currencyRate: text,
  pricesIncludeVat: z.boolean(),
  companyBankAccountIds: z.array(z.string()),
  paymentMethod: z.enum(PAYMENT_METHODS),
  contactId: text,
  deliveryAddressId: text,
  notes: text,
  footerNotes: text,
  paymentIdentifier: text,
  qrCodeText: text,
  ...(Object.fromEntries(REFERENCE_FIELDS.map((field) => [field, text])) as Record<
    ReferenceField,
    typeof text
  >),
  previousInvoiceNumber: text,
  previousInvoiceDate: text,
  billingPeriodStart: text,
  billingPeriodEnd: text,
  taxPointType: z.enum(TAX_POINT_TYPES),
  taxPointDate: text,
  beneficiaryName: text,
  beneficiaryBusinessId: text,
  deliveryDate: text,
  discountType: z.enum(DISCOUNT_TYPES).nullable(),
  discountValue: text,
  template: z.enum(PDF_TEMPLATES),
  proformaId: text,
  warehouseId: text,
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  number: z.string().nullable(),
  seriesNumber: z.string().nullable(),
  dueDate: z.string().nullable(),
  partnerName: z.string(),
  seller: documentPartySchema,
  buyer: documentPartySchema,
  lines: z.array(invoiceLineSchema),
  totals: amounts,
  paidTotal: z.string(),
  remaining: z.string(),
  paymentState: z.enum(PAYMENT_STATES).nullable(),
  refunds: linkedDocument,
  refundedBy: linkedDocument,
  proforma: linkedDocument,
  invoice: linkedDocument,
  /** The client goods despatch advice the invoice was made from (its stock left with it). */
  despatchAdvice: linkedDocument.optional(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The warnings of spec 02 §8 that hold for the document as it stands. */
  warnings: z.array(z.enum(DOCUMENT_WARNINGS)),
  /** A draft invoice's e-invoice findings (empty for other documents); absent in older answers. */
  einvoiceFindings: z.array(einvoiceFindingViewSchema).optional(),
  /** RO e-Factura (invoices): state, automatic send time, deadline and whether it may be sent now. */
  ...clientInvoiceEfacturaFieldsSchema.partial().shape,
});
export type ClientDocument = z.infer<typeof clientDocumentSchema>;

export const clientDocumentListItemSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  seriesNumber: z.string().nullable(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  partnerId: z.string(),
  partnerName: z.string(),
  currency: z.string(),
  netTotal: z.string(),
  vatTotal: z.string(),
  grossTotal: z.string(),
  amountDue: z.string(),
  paidTotal: z.string(),
  paymentState: z.enum(PAYMENT_STATES).nullable(),
  refundsId: z.string().nullable(),
  refundedById: z.string().nullable(),
  createdAt: z.string(),
  efacturaStatus: z.enum(EFACTURA_STATES).nullable().optional(),
  efacturaDeadline: z.string().nullable().optional(),
});
export type ClientDocumentListItem = z.infer<typeof clientDocumentListItemSchema>;

/** Publish modal: the series may still change; the issue date is confirmed (a future date warns). */
export const publishInputSchema = z.object({
  documentSeriesId: optionalId,
  issueDate: optionalIsoDate,
});
export type PublishInput = z.input<typeof publishInputSchema>;

export const templateInputSchema = z.object({ template: z.enum(PDF_TEMPLATES) });

const emailList = z
  .array(z.string().trim().email({ error: 'email' }))
  .max(10)
  .default([]);

/** Sending the document's PDF to the client. */
export const sendEmailInputSchema = z.object({
  to: z
    .array(z.string().trim().email({ error: 'email' }))
    .min(1)
    .max(10),
  cc: emailList,
  subject: z.string().trim().min(1).max(200),
  message: optionalText(5000),
});
export type SendEmailInput = z.input<typeof sendEmailInputSchema>;
