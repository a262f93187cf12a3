import { z } from 'zod';
import '../validation/rule-codes';
import { LOCALES } from '../auth/locale';
import { optionalText } from '../companies/company.schemas';
import { ruledString } from '../validation/ruled-string';
import { decimalField } from './decimal-field';
import { optionalId, optionalWeight, PRODUCT_LIMITS, requiredId, unitCodeField } from './product.schemas';
import { isStandardCodeScheme, PRODUCT_CODE_TYPES, PRODUCT_SIDES, STANDARD_CODE_TYPE } from './product-codes';

// The sections of a product (spec 02 §3 "Other product entities", §5 Product-related).

export const SECTION_LIMITS = {
  attributeName: 100,
  attributeValue: 100,
  code: 255,
  translationName: PRODUCT_LIMITS.name,
  translationDescription: 200,
} as const;

/** Packaging ratio: how many base units one package holds, above 0 and up to 10,000,000,000. */
export const RATIO_BOUNDS = { decimals: 6, gt: '0', max: '10000000000' } as const;
/** Offer prices: exact to 4 decimals (bounds not given by the spec; these fit a numeric(14,4)). */
export const PRICE_BOUNDS = { decimals: 4, min: '0', max: '9999999999' } as const;

export const attributeInputSchema = z.object({
  name: z.string().trim().min(1).max(SECTION_LIMITS.attributeName),
  value: z.string().trim().min(1).max(SECTION_LIMITS.attributeValue),
});
export const attributeSchema = z.object({ id: z.string(), name: z.string(), value: z.string() });
export type ProductAttribute = z.infer<typeof attributeSchema>;

export const packagingInputSchema = z.object({
  measurementUnitCode: unitCodeField,
  ratio: decimalField(RATIO_BOUNDS),
  /** Required when another packaging of the product has the same unit and ratio (server rule). */
  productCode: optionalText(PRODUCT_LIMITS.productCode),
  grossWeight: optionalWeight,
  netWeight: optionalWeight,
});
export const packagingSchema = z.object({
  id: z.string(),
  measurementUnitCode: z.string(),
  ratio: z.string(),
  productCode: z.string().nullable(),
  grossWeight: z.string().nullable(),
  netWeight: z.string().nullable(),
});
export type ProductPackaging = z.infer<typeof packagingSchema>;

/** What deleting a packaging would undo: offers that name it lose it (spec 02 §8, a warning). */
export const packagingUsageSchema = z.object({ warnings: z.array(z.string()) });

/** A client's or supplier's code for the product (and optionally one of its packagings). */
export const productCodeInputSchema = z
  .object({
    partnerId: requiredId,
    productPackagingId: optionalId,
    code: z.string().trim().min(1).max(SECTION_LIMITS.code),
    type: z.enum(PRODUCT_CODE_TYPES),
    /** ISO 6523 ICD scheme of a standard code (0160 for GTIN); only for the standard-code type. */
    standardCodeType: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((input, ctx) => {
    const scheme = input.standardCodeType;
    if (input.type === STANDARD_CODE_TYPE) {
      if (scheme === null) ctx.addIssue({ code: 'custom', path: ['standardCodeType'], message: 'required' });
      else if (!isStandardCodeScheme(scheme))
        ctx.addIssue({ code: 'custom', path: ['standardCodeType'], message: 'invalid' });
    } else if (scheme !== null) {
      ctx.addIssue({ code: 'custom', path: ['standardCodeType'], message: 'prohibited' });
    }
  });
export type ProductCodeInput = z.input<typeof productCodeInputSchema>;

export const productCodeSchema = z.object({
  id: z.string(),
  side: z.enum(PRODUCT_SIDES),
  partnerId: z.string(),
  partnerName: z.string(),
  productPackagingId: z.string().nullable(),
  code: z.string(),
  type: z.enum(PRODUCT_CODE_TYPES),
  standardCodeType: z.string().nullable(),
});
export type ProductCode = z.infer<typeof productCodeSchema>;

const currencyCode = ruledString((value) => {
  if (value === '') return 'required';
  return /^[A-Za-z]{3}$/.test(value) ? null : 'invalid';
}).transform((value) => value.toUpperCase());

/**
 * A price offer. On the client side no partner means every client; on the supplier side a partner
 * is required (the server knows the side from the address).
 */
export const productOfferInputSchema = z.object({
  partnerId: optionalId,
  productPackagingId: optionalId,
  currencyCode,
  price: decimalField(PRICE_BOUNDS),
  vatRateId: optionalId,
});
export type ProductOfferInput = z.input<typeof productOfferInputSchema>;

export const productOfferSchema = z.object({
  id: z.string(),
  side: z.enum(PRODUCT_SIDES),
  partnerId: z.string().nullable(),
  /** Null for an offer to every client. */
  partnerName: z.string().nullable(),
  productPackagingId: z.string().nullable(),
  currencyCode: z.string(),
  price: z.string(),
  vatRateId: z.string().nullable(),
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

export const translationInputSchema = z.object({
  locale: z.enum(LOCALES),
  name: z.string().trim().min(1).max(SECTION_LIMITS.translationName),
  description: optionalText(SECTION_LIMITS.translationDescription),
});
export const translationSchema = z.object({
  id: z.string(),
  locale: z.enum(LOCALES),
  name: z.string(),
  description: z.string().nullable(),
});
export type ProductTranslation = z.infer<typeof translationSchema>;

/** A calendar day, YYYY-MM-DD. */
export const dayField = ruledString((value) => {
  if (value === '') return 'required';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'date';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? null : 'date';
});

/** One VAT rate of the product from a day on; the earliest one is the base (spec 02 §8). */
export const productVatRateInputSchema = z.object({ vatRateId: requiredId, startsAt: dayField });
export type ProductVatRateInput = z.input<typeof productVatRateInputSchema>;

export const productVatRateSchema = z.object({
  id: z.string(),
  vatRateId: z.string(),
  startsAt: z.string(),
});
export type ProductVatRate = z.infer<typeof productVatRateSchema>;
