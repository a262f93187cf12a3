import { z } from 'zod';
import '../validation/rule-codes';
import { optionalText } from '../companies/company.schemas';
import { decimalField, optionalDecimalField } from '../products/decimal-field';
import { optionalId, requiredId, unitCodeField } from '../products/product.schemas';
import { isStandardCodeScheme } from '../products/product-codes';
import { ruledString } from '../validation/ruled-string';
import { isValidCpvCode } from '../validators/cpv';
import { isIsoDate } from '../validators/iso-date';
import { compactNcCode, isValidNcCode } from '../validators/nc';

/** Spec 02 §5 Invoice line and §9. */
export const LINE_LIMITS = {
  name: 100,
  /** Description plus currency price description, combined. */
  description: 200,
  codes: 255,
  references: 200,
  /** An item standard identifier (BT-157): CIUS-RO allows 200 characters in an identifier. */
  standardCode: 200,
  maxLines: 500,
} as const;

/** Quantities: a dot as decimal separator, at most 4 decimals, negative on a storno. */
export const QUANTITY_BOUNDS = { decimals: 4, min: '-9999999999', max: '9999999999' } as const;
export const PRICE_BOUNDS = { decimals: 4, min: '0', max: '9999999999' } as const;
export const BASE_QUANTITY_BOUNDS = { decimals: 4, gt: '0', max: '9999999999' } as const;
export const PERCENT_BOUNDS = { decimals: 2, min: '0', max: '100' } as const;
/** Currency rates: min 0, max 10 million (spec 02 §9), as the National Bank publishes them. */
export const CURRENCY_RATE_BOUNDS = { decimals: 6, gt: '0', max: '10000000' } as const;

export const currencyCode = ruledString((value) =>
  /^[A-Z]{3}$/.test(value.toUpperCase()) ? null : 'invalid',
).transform((value) => value.toUpperCase());

export const optionalIsoDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isIsoDate(value), { error: 'date' });

const cpvCode = ruledString((value) => (value === '' || isValidCpvCode(value) ? null : 'invalid'))
  .nullish()
  .transform((value) => value || null);

const ncCode = ruledString((value) => (value === '' || isValidNcCode(value) ? null : 'invalid'))
  .nullish()
  .transform((value) => (value ? compactNcCode(value) : null));

/** The ISO 6523 ICD scheme of a standard code (BT-157-1), one of the list rule BR-CL-21 accepts. */
const standardCodeScheme = ruledString((value) =>
  value === '' || isStandardCodeScheme(value) ? null : 'invalid',
)
  .nullish()
  .transform((value) => value || null);

const lineObject = z.object({
  /** The catalogue product; a free line has none. */
  productId: optionalId,
  name: z.string().trim().min(1).max(LINE_LIMITS.name),
  description: optionalText(LINE_LIMITS.description),
  unitCode: unitCodeField,
  quantity: decimalField(QUANTITY_BOUNDS),
  /** The quantity the price is for (a price per 1000 pieces has 1000). */
  baseQuantity: optionalDecimalField(BASE_QUANTITY_BOUNDS).transform((value) => value ?? '1'),
  packagingQuantity: optionalDecimalField(QUANTITY_BOUNDS),
  price: decimalField(PRICE_BOUNDS),
  discountPercent: optionalDecimalField(PERCENT_BOUNDS),
  vatRateId: requiredId,
  /** A price written in another currency, converted with `currencyRate` (invoice units per unit). */
  currency: currencyCode.nullish().transform((value) => value ?? null),
  currencyRate: optionalDecimalField(CURRENCY_RATE_BOUNDS),
  currencyPriceDescription: optionalText(LINE_LIMITS.description),
  productCode: optionalText(LINE_LIMITS.codes),
  partnerProductCode: optionalText(LINE_LIMITS.codes),
  clientAccountingReference: optionalText(LINE_LIMITS.references),
  /** The item's standard identifier (a GTIN...) and its scheme: the e-invoice's BT-157 and BT-157-1. */
  standardCode: optionalText(LINE_LIMITS.standardCode),
  standardCodeScheme,
  cpvCode,
  ncCode,
  isHighFiscalRisk: z.boolean().default(false),
  billingPeriodStart: optionalIsoDate,
  billingPeriodEnd: optionalIsoDate,
});

/** Rules across a line's fields (spec 02 §5 Invoice line). */
export const invoiceLineInputSchema = lineObject.superRefine((line, ctx) => {
  const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const described = (line.description?.length ?? 0) + (line.currencyPriceDescription?.length ?? 0);
  if (described > LINE_LIMITS.description) add('description', `max:${LINE_LIMITS.description}`);
  // An identifier is meaningless without its scheme (BR-64), and a scheme alone identifies nothing.
  if (line.standardCode && !line.standardCodeScheme) add('standardCodeScheme', 'required');
  if (!line.standardCode && line.standardCodeScheme) add('standardCodeScheme', 'prohibited');
  if (line.isHighFiscalRisk && !line.cpvCode) add('cpvCode', 'required');
  if (line.isHighFiscalRisk && !line.ncCode) add('ncCode', 'required');
  if (line.billingPeriodStart && line.billingPeriodEnd && line.billingPeriodEnd < line.billingPeriodStart)
    add('billingPeriodEnd', 'after_or_equal:billingPeriodStart');
});
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;
export type InvoiceLinePayload = z.output<typeof invoiceLineInputSchema>;

const text = z.string().nullable();

/** A stored line as the API answers it (plain values). */
export const invoiceLineSchema = z.object({
  id: z.string(),
  productId: text,
  name: z.string(),
  description: text,
  unitCode: z.string(),
  quantity: z.string(),
  baseQuantity: z.string(),
  packagingQuantity: text,
  price: z.string(),
  /** The unit price in the invoice currency: the price itself, or price x rate for another currency. */
  unitPrice: z.string(),
  discountPercent: text,
  vatRateId: z.string(),
  vatCategory: z.string(),
  vatRate: z.string(),
  exemptionReasonCode: text,
  currency: text,
  currencyRate: text,
  currencyPriceDescription: text,
  productCode: text,
  partnerProductCode: text,
  clientAccountingReference: text,
  standardCode: text,
  standardCodeScheme: text,
  cpvCode: text,
  ncCode: text,
  isHighFiscalRisk: z.boolean(),
  billingPeriodStart: text,
  billingPeriodEnd: text,
  net: z.string(),
  vat: z.string(),
  gross: z.string(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;
