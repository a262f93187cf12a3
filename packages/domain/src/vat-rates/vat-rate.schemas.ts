import { z } from 'zod';
import '../validation/rule-codes';
import { isIsoDate } from '../validators/iso-date';
import { NON_VAT_PAYER_CODE, VAT_CATEGORY_CODES, VAT_CATEGORY_RULES } from './vat-categories';
import { VATEX_CODES } from './vatex-codes';

const VALUE_FORMAT = /^\d{1,3}(\.\d{1,2})?$/;

const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value).trim() || null));

/** The rule codes of a VAT rate's value for its category (spec 02 §5 Product-related, VAT rate). */
export function vatValueRule(code: (typeof VAT_CATEGORY_CODES)[number], value: string | null): string | null {
  const rule = VAT_CATEGORY_RULES[code].value;
  if (rule === 'none') return value === null ? null : 'prohibited';
  if (value === null) return 'required';
  const number = Number(value);
  if (Number.isNaN(number)) return 'numeric';
  if (number < 0) return 'min:0';
  if (number > 100) return 'max:100';
  if (!VALUE_FORMAT.test(value)) return 'decimal:0-2';
  if (rule === 'positive' && number <= 0) return 'gt:0';
  if (rule === 'zero' && number !== 0) return 'max:0';
  return null;
}

/** The rule code of the exemption reason for the category (required, forbidden, or one of its VATEX codes). */
export function exemptionRule(
  code: (typeof VAT_CATEGORY_CODES)[number],
  reason: string | null,
): string | null {
  const rule = VAT_CATEGORY_RULES[code];
  if (rule.exemption === 'forbidden') return reason === null ? null : 'prohibited';
  if (reason === null) return 'required';
  return VATEX_CODES.includes(reason) && rule.exemptionCodes.includes(reason) ? null : 'invalid';
}

const isoDateOrNull = optionalText.refine((value) => value === null || isIsoDate(value), { message: 'date' });

export const vatRateInputSchema = z
  .object({
    code: z.enum(VAT_CATEGORY_CODES),
    value: optionalText,
    exemptionReasonCode: optionalText.transform((value) => value?.toUpperCase() ?? null),
    validFrom: isoDateOrNull,
    validTo: isoDateOrNull,
  })
  .superRefine((rate, ctx) => {
    const add = (path: string, message: string | null) => {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    // The non-VAT-payer rate exists once per company, made with it; nobody creates another.
    if (rate.code === NON_VAT_PAYER_CODE) {
      add('code', 'prohibited');
    } else {
      add('value', vatValueRule(rate.code, rate.value));
      add('exemptionReasonCode', exemptionRule(rate.code, rate.exemptionReasonCode));
    }
    if (rate.validFrom && rate.validTo && rate.validTo < rate.validFrom)
      add('validTo', 'after_or_equal:validFrom');
  });
export type VatRateInput = z.input<typeof vatRateInputSchema>;
export type VatRatePayload = z.output<typeof vatRateInputSchema>;

export const vatRateSchema = z.object({
  id: z.string(),
  code: z.enum(VAT_CATEGORY_CODES),
  /** Percent as an exact decimal ("21.00"); null for the code that carries none (O). */
  value: z.string().nullable(),
  exemptionReasonCode: z.string().nullable(),
  /** The special non-VAT-payer rate: neither editable nor deletable. */
  internal: z.boolean(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  createdAt: z.string(),
});
export type VatRate = z.infer<typeof vatRateSchema>;

/**
 * Uses of a rate that do not block its deletion: the offers only lose the rate (spec 02 §8 warns).
 * The using modules register their checks in the usage registry under these reason names.
 */
export const VAT_RATE_WARNING_USES: readonly string[] = ['client-offers', 'supplier-offers'];
/** Uses that leave the rate changeable: catalogue rows follow the rate; documents keep theirs fixed. */
export const VAT_RATE_CATALOGUE_USES: readonly string[] = [
  'products',
  'product-vat-rates',
  ...VAT_RATE_WARNING_USES,
];
