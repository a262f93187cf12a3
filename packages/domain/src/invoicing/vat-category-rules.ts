import {
  type VatCategoryCode as CatalogueVatCategoryCode,
  VAT_CATEGORY_CODES,
  VAT_CATEGORY_RULES,
  type VatCategoryRule,
} from '../vat-rates/vat-categories';

/**
 * The VAT categories an invoice line can carry: the catalogue's codes (vat-rates/vat-categories.ts)
 * without L and M, the Canary Islands and Ceuta/Melilla taxes, which a Romanian invoice never uses.
 */
export type VatCategoryCode = Exclude<CatalogueVatCategoryCode, 'L' | 'M'>;

/** In the catalogue's order (standard first), which is also the order of the VAT breakdown. */
export const INVOICE_VAT_CATEGORY_CODES = VAT_CATEGORY_CODES.filter(
  (code): code is VatCategoryCode => code !== 'L' && code !== 'M',
);

export function isInvoiceVatCategory(value: unknown): value is VatCategoryCode {
  return typeof value === 'string' && (INVOICE_VAT_CATEGORY_CODES as readonly string[]).includes(value);
}

/** What percent the category allows: above 0 (S), exactly 0 (Z, E, AE, K, G), none, i.e. 0 (O). */
export function vatRateRule(code: VatCategoryCode): VatCategoryRule['value'] {
  return VAT_CATEGORY_RULES[code].value;
}

export type VatCategoryIssue = { path: (string | number)[]; code: string };

/**
 * Spec 02 §5 (client invoice rules): category K (intra-community supply) is refused for a client who
 * is not a VAT payer, and category O (not subject to VAT) cannot be mixed with any other category on
 * one document. In a mix every line is marked, the O lines and the others alike: either side may be
 * the mistake, and the form shows the rule next to each line that takes part in it.
 */
export function vatCategoryIssues(
  lines: { vatCategory: VatCategoryCode }[],
  context: { clientIsVatPayer: boolean },
): VatCategoryIssue[] {
  const issues: VatCategoryIssue[] = [];
  const hasO = lines.some((line) => line.vatCategory === 'O');
  const hasOther = lines.some((line) => line.vatCategory !== 'O');
  const mixed = hasO && hasOther;
  lines.forEach((line, index) => {
    const path = ['lines', index, 'vatCategory'];
    if (line.vatCategory === 'K' && !context.clientIsVatPayer) issues.push({ path, code: 'vat-k-non-payer' });
    if (mixed) issues.push({ path: [...path], code: 'vat-o-mixed' });
  });
  return issues;
}
