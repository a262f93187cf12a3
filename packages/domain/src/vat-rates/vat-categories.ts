import { VATEX_CODES } from './vatex-codes';

/**
 * VAT category codes (UNCL 5305 as EN 16931 rule BR-CL-17 lists them; B, Italy's split payment, is
 * left out): standard, zero rated, exempt, reverse charge, intra-community, export, outside the
 * scope of VAT (the non-VAT-payer's code), and the Canary Islands and Ceuta/Melilla taxes.
 */
export const VAT_CATEGORY_CODES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'] as const;
export type VatCategoryCode = (typeof VAT_CATEGORY_CODES)[number];

/** The code of the internal rate every non-VAT-payer's products and documents carry. */
export const NON_VAT_PAYER_CODE = 'O' satisfies VatCategoryCode;

/**
 * What each category allows, after the EN 16931 rules BR-x-05 (percent) and BR-x-10 (exemption
 * reason): S above 0; Z, E, AE, K and G exactly 0; O no percent at all; L and M any percent. The
 * exemption reason is required for E, AE, K, G and O and forbidden for the others; the VATEX codes
 * reserved for a category (VATEX-EU-AE for AE...) go with that category only.
 */
export type VatCategoryRule = {
  value: 'positive' | 'zero' | 'none' | 'any';
  exemption: 'required' | 'forbidden';
  exemptionCodes: readonly string[];
};

const RESERVED_EXEMPTIONS: Partial<Record<VatCategoryCode, string>> = {
  AE: 'VATEX-EU-AE',
  K: 'VATEX-EU-IC',
  G: 'VATEX-EU-G',
  O: 'VATEX-EU-O',
};
const reserved = new Set(Object.values(RESERVED_EXEMPTIONS));
const exemptOnly = (code: VatCategoryCode) => [RESERVED_EXEMPTIONS[code] as string];

export const VAT_CATEGORY_RULES: Record<VatCategoryCode, VatCategoryRule> = {
  S: { value: 'positive', exemption: 'forbidden', exemptionCodes: [] },
  Z: { value: 'zero', exemption: 'forbidden', exemptionCodes: [] },
  E: {
    value: 'zero',
    exemption: 'required',
    exemptionCodes: VATEX_CODES.filter((code) => !reserved.has(code)),
  },
  AE: { value: 'zero', exemption: 'required', exemptionCodes: exemptOnly('AE') },
  K: { value: 'zero', exemption: 'required', exemptionCodes: exemptOnly('K') },
  G: { value: 'zero', exemption: 'required', exemptionCodes: exemptOnly('G') },
  O: { value: 'none', exemption: 'required', exemptionCodes: exemptOnly('O') },
  L: { value: 'any', exemption: 'forbidden', exemptionCodes: [] },
  M: { value: 'any', exemption: 'forbidden', exemptionCodes: [] },
};

/** Whether a rate with this category carries an exemption reason (and is unique by it). */
export const isExemptCategory = (code: VatCategoryCode) => VAT_CATEGORY_RULES[code].exemption === 'required';
