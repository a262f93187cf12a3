import { z } from 'zod';
import '../validation/rule-codes';
import { optionalText } from '../companies/company.schemas';
import { ruledString } from '../validation/ruled-string';
import { isValidCpvCode } from '../validators/cpv';
import { compactNcCode, isValidNcCode } from '../validators/nc';
import { optionalDecimalField } from './decimal-field';

/** Spec 02 §5 Product and §9. */
export const PRODUCT_LIMITS = {
  name: 100,
  description: 200,
  productCode: 255,
  categoryName: 100,
  unitCode: 20,
} as const;

/** Weights in kg: above 0, at most 9,999,999,999, 6 decimals (spec 02 §9). */
export const WEIGHT_BOUNDS = { decimals: 6, gt: '0', max: '9999999999' } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A reference to another row: empty or absent means none; a malformed id is `invalid`. */
export const optionalId = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || UUID.test(value), { error: 'invalid' });

/** A required reference to another row. */
export const requiredId = ruledString((value) => {
  if (value === '') return 'required';
  return UUID.test(value) ? null : 'invalid';
});

/** A measurement unit by its UN/ECE Recommendation 20 code (H87, KGM...), upper case. */
export const unitCodeField = z
  .string()
  .trim()
  .min(1)
  .max(PRODUCT_LIMITS.unitCode)
  .transform((value) => value.toUpperCase());

export const optionalWeight = optionalDecimalField(WEIGHT_BOUNDS);

const cpvCode = ruledString((value) => (value === '' || isValidCpvCode(value) ? null : 'invalid'))
  .nullish()
  .transform((value) => value || null);

const ncCode = ruledString((value) => (value === '' || isValidNcCode(value) ? null : 'invalid'))
  .nullish()
  .transform((value) => (value ? compactNcCode(value) : null));

/** Product fields (spec 02 §3 Product); the rule across fields is added below. */
const productObject = z.object({
  name: z.string().trim().min(1).max(PRODUCT_LIMITS.name),
  productCode: optionalText(PRODUCT_LIMITS.productCode),
  description: optionalText(PRODUCT_LIMITS.description),
  isService: z.boolean(),
  /** The base unit. */
  measurementUnitCode: unitCodeField,
  /**
   * The VAT rate in force today. Required for VAT payers (the server checks, as it knows the
   * company); a non-payer's products always carry the company's internal non-VAT rate (code O).
   */
  vatRateId: optionalId,
  productCategoryId: optionalId,
  cpvClassificationCode: cpvCode,
  euCnClassificationCode: ncCode,
  grossWeight: optionalWeight,
  netWeight: optionalWeight,
  isHighFiscalRisk: z.boolean().default(false),
});

/** High-fiscal-risk goods must carry both classification codes (spec 02 §5 Product). */
export const productInputSchema = productObject.superRefine((product, ctx) => {
  if (!product.isHighFiscalRisk) return;
  if (!product.cpvClassificationCode)
    ctx.addIssue({ code: 'custom', path: ['cpvClassificationCode'], message: 'required' });
  if (!product.euCnClassificationCode)
    ctx.addIssue({ code: 'custom', path: ['euCnClassificationCode'], message: 'required' });
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

const vatRateSummary = z.object({ id: z.string(), code: z.string(), value: z.string().nullable() });
export type VatRateSummary = z.infer<typeof vatRateSummary>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  productCode: z.string().nullable(),
  description: z.string().nullable(),
  isService: z.boolean(),
  measurementUnitCode: z.string(),
  vatRateId: z.string().nullable(),
  /** The rate in force today, for lists (code and value). */
  vatRate: vatRateSummary.nullable(),
  productCategoryId: z.string().nullable(),
  productCategoryName: z.string().nullable(),
  cpvClassificationCode: z.string().nullable(),
  euCnClassificationCode: z.string().nullable(),
  grossWeight: z.string().nullable(),
  netWeight: z.string().nullable(),
  isHighFiscalRisk: z.boolean(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

// Product categories: a tree (spec 02 §5 Product-related).

export const productCategoryInputSchema = z.object({
  name: z.string().trim().min(1).max(PRODUCT_LIMITS.categoryName),
  /** The parent category; it must exist and must not be the category itself or one of its children. */
  parentId: optionalId,
});
export type ProductCategoryInput = z.input<typeof productCategoryInputSchema>;

export const productCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  /** Names from the root down to this category: "Băuturi / Sucuri". */
  path: z.string(),
  createdAt: z.string(),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** Separates the names of a category's path. */
export const CATEGORY_PATH_SEPARATOR = ' / ';

/**
 * What the product forms choose from, in one call under the products permission (a sub-user who
 * may write products need not see the settings lists): the company's VAT status, rates and units.
 */
export const productFormOptionsSchema = z.object({
  vatPayer: z.boolean(),
  vatRates: z.array(
    vatRateSummary.extend({
      exemptionReasonCode: z.string().nullable(),
      internal: z.boolean(),
      /** The last day a historic rate applied (19% until 2025-07-31); null for rates in use. */
      validTo: z.string().nullable(),
    }),
  ),
  units: z.array(z.object({ code: z.string(), name: z.string(), symbol: z.string() })),
});
export type ProductFormOptions = z.infer<typeof productFormOptionsSchema>;
