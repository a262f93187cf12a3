/** Kinds of a product's code held for a partner (spec 02 §3, "product code kinds"). */
export const PRODUCT_CODE_TYPES = [
  'identifier-code',
  'accounting-code',
  'product-code',
  'standard-code',
  'my-company-product-code',
  'partner-product-code',
] as const;
export type ProductCodeType = (typeof PRODUCT_CODE_TYPES)[number];

/** The code kind whose scheme (ISO 6523 ICD, e-invoice BT-157 schemeID) must be named. */
export const STANDARD_CODE_TYPE: ProductCodeType = 'standard-code';

/** Which side of the catalogue a code or an offer belongs to: our clients or our suppliers. */
export const PRODUCT_SIDES = ['client', 'supplier'] as const;
export type ProductSide = (typeof PRODUCT_SIDES)[number];

/**
 * ISO 6523 ICD scheme identifiers an item standard identifier may use: the list the e-invoice rule
 * BR-CL-21 accepts (EN 16931 code lists as applied by CIUS-RO 1.0.9), 0002 to 0216 without 0092,
 * 0103, 0181 and 0182, which were never assigned.
 */
const UNASSIGNED = new Set([92, 103, 181, 182]);
export const STANDARD_CODE_SCHEMES: readonly string[] = Array.from({ length: 215 }, (_, i) => i + 2)
  .filter((n) => !UNASSIGNED.has(n))
  .map((n) => String(n).padStart(4, '0'));

/** The schemes used for goods in practice, named; the others show their number only. */
export const NAMED_STANDARD_CODE_SCHEMES: Readonly<Record<string, string>> = {
  '0160': 'GTIN',
  '0088': 'EAN Location Code (GLN)',
  '0021': 'SWIFT',
  '0060': 'DUNS',
  '0199': 'LEI',
};

export const isStandardCodeScheme = (value: string): boolean => STANDARD_CODE_SCHEMES.includes(value);

/** "0160 – GTIN": a scheme with its name where it has a well-known one (the screens' wording). */
export const standardCodeSchemeLabel = (scheme: string): string => {
  const name = NAMED_STANDARD_CODE_SCHEMES[scheme];
  return name ? `${scheme} – ${name}` : scheme;
};

/** The schemes as a choice: the named ones first, as they are the ones used for goods. */
export const STANDARD_CODE_SCHEME_OPTIONS: readonly { value: string; label: string }[] = [
  ...Object.keys(NAMED_STANDARD_CODE_SCHEMES),
  ...STANDARD_CODE_SCHEMES.filter((scheme) => !(scheme in NAMED_STANDARD_CODE_SCHEMES)),
].map((scheme) => ({ value: scheme, label: standardCodeSchemeLabel(scheme) }));
