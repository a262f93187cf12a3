import { describe, expect, it } from 'vitest';
import { VAT_CATEGORY_CODES } from '../vat-rates/vat-categories';
import {
  INVOICE_VAT_CATEGORY_CODES,
  isInvoiceVatCategory,
  vatCategoryIssues,
  vatRateRule,
} from './vat-category-rules';

const lines = (...codes: Parameters<typeof vatCategoryIssues>[0][number]['vatCategory'][]) =>
  codes.map((vatCategory) => ({ vatCategory }));

describe('invoice VAT categories', () => {
  it('are the catalogue codes without L and M, in the catalogue order', () => {
    expect(INVOICE_VAT_CATEGORY_CODES).toEqual(['S', 'Z', 'E', 'AE', 'K', 'G', 'O']);
    expect(VAT_CATEGORY_CODES.filter((code) => !isInvoiceVatCategory(code))).toEqual(['L', 'M']);
    expect(isInvoiceVatCategory('s')).toBe(false);
    expect(isInvoiceVatCategory(undefined)).toBe(false);
  });

  it('take their rate rule from the catalogue', () => {
    expect(INVOICE_VAT_CATEGORY_CODES.map(vatRateRule)).toEqual([
      'positive',
      'zero',
      'zero',
      'zero',
      'zero',
      'zero',
      'none',
    ]);
  });
});

describe('vatCategoryIssues', () => {
  it('accepts any mix of the other categories, and K for a VAT payer', () => {
    expect(vatCategoryIssues(lines('S', 'Z', 'E', 'AE', 'K', 'G'), { clientIsVatPayer: true })).toEqual([]);
    expect(vatCategoryIssues(lines('O', 'O'), { clientIsVatPayer: false })).toEqual([]);
    expect(vatCategoryIssues([], { clientIsVatPayer: false })).toEqual([]);
  });

  it('refuses K for a client who is not a VAT payer, on each K line', () => {
    expect(vatCategoryIssues(lines('S', 'K', 'Z', 'K'), { clientIsVatPayer: false })).toEqual([
      { path: ['lines', 1, 'vatCategory'], code: 'vat-k-non-payer' },
      { path: ['lines', 3, 'vatCategory'], code: 'vat-k-non-payer' },
    ]);
  });

  it('refuses O mixed with any other category, on every line of the mix', () => {
    expect(vatCategoryIssues(lines('O', 'S', 'O'), { clientIsVatPayer: true })).toEqual([
      { path: ['lines', 0, 'vatCategory'], code: 'vat-o-mixed' },
      { path: ['lines', 1, 'vatCategory'], code: 'vat-o-mixed' },
      { path: ['lines', 2, 'vatCategory'], code: 'vat-o-mixed' },
    ]);
  });

  it('reports both rules on a K line mixed with O for a non-payer', () => {
    expect(vatCategoryIssues(lines('K', 'O'), { clientIsVatPayer: false })).toEqual([
      { path: ['lines', 0, 'vatCategory'], code: 'vat-k-non-payer' },
      { path: ['lines', 0, 'vatCategory'], code: 'vat-o-mixed' },
      { path: ['lines', 1, 'vatCategory'], code: 'vat-o-mixed' },
    ]);
  });
});
