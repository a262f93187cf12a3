import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { readErrorText } from './read-error';

const texts: Record<string, string> = {
  'supplier-invoices.import-errors.vat-rate-missing': 'Firma nu are cota de TVA folosită în factură.',
  'supplier-invoices.import-errors.supplier-invoice-exists': 'Factura există deja la acest furnizor.',
};
const t = ((key: string) => texts[key] ?? '') as unknown as TFunction;

describe('readErrorText', () => {
  it('reads a known code as its sentence, with the detail after it', () => {
    expect(readErrorText(t, 'vat-rate-missing:S:19')).toBe(
      'Firma nu are cota de TVA folosită în factură. (S:19)',
    );
    expect(readErrorText(t, 'supplier-invoice-exists')).toBe('Factura există deja la acest furnizor.');
  });

  it('keeps an unknown reason as written', () => {
    expect(readErrorText(t, 'error-file: E: regula BR-01')).toBe('error-file: E: regula BR-01');
  });
});
