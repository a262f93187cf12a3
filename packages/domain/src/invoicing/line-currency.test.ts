import { describe, expect, it } from 'vitest';
import { clientDocumentInputSchema } from './client-document.schemas';
import { crossRate, foreignLineCurrency, lineNeedsRate, linePriceInDocumentCurrency } from './line-currency';

const id = '00000000-0000-4000-8000-000000000001';
const documentWith = (line: Record<string, unknown>, currency = 'EUR') => ({
  partnerId: id,
  documentSeriesId: id,
  issueDate: '2026-03-02',
  currency,
  currencyRate: currency === 'RON' ? null : '5.0913',
  lines: [{ name: 'Server', unitCode: 'H87', quantity: '2', price: '4999.99', vatRateId: id, ...line }],
});
const lineErrors = (doc: unknown) => {
  const parsed = clientDocumentInputSchema.safeParse(doc);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
};

describe('a line priced in another currency than the invoice', () => {
  it('needs a rate whenever its currency is not the invoice currency, RON included', () => {
    expect(lineNeedsRate('RON', 'EUR')).toBe(true);
    expect(lineNeedsRate('USD', 'RON')).toBe(true);
    expect(lineNeedsRate('EUR', 'EUR')).toBe(false);
    expect(lineNeedsRate(null, 'EUR')).toBe(false);
    expect(foreignLineCurrency('eur', 'EUR')).toBeNull();
  });

  it('is never priced as if it were in the invoice currency: no rate, no price', () => {
    expect(
      linePriceInDocumentCurrency({ price: '4999.99', currency: 'RON', currencyRate: null }, 'EUR'),
    ).toBeNull();
    expect(
      linePriceInDocumentCurrency({ price: '4999.99', currency: 'RON', currencyRate: '0' }, 'EUR'),
    ).toBeNull();
    expect(
      linePriceInDocumentCurrency({ price: '4999.99', currency: 'EUR', currencyRate: null }, 'EUR'),
    ).toBe('4999.99');
  });

  it('is billed at price x rate, to 4 decimals', () => {
    expect(
      linePriceInDocumentCurrency({ price: '4999.99', currency: 'RON', currencyRate: '0.196413' }, 'EUR'),
    ).toBe('982.063');
    expect(
      linePriceInDocumentCurrency({ price: '100', currency: 'EUR', currencyRate: '5.0913' }, 'RON'),
    ).toBe('509.13');
  });

  it('takes the cross rate through RON: RON -> EUR is 1 / the EUR rate', () => {
    expect(crossRate('1', '5.0913')).toBe('0.196413');
    expect(crossRate('4.3712', '5.0913')).toBe('0.858563');
    expect(crossRate('5.0913', '1')).toBe('5.0913');
    expect(crossRate(null, '5.0913')).toBeNull();
  });

  it('is refused by the document schema without its rate, next to the field', () => {
    expect(lineErrors(documentWith({ currency: 'RON' }))).toEqual(['lines.0.currencyRate required']);
    expect(lineErrors(documentWith({ currency: 'USD' }, 'RON'))).toEqual(['lines.0.currencyRate required']);
    expect(lineErrors(documentWith({ currency: 'RON', currencyRate: '0.196413' }))).toEqual([]);
    expect(lineErrors(documentWith({ currency: 'EUR' }))).toEqual([]);
  });
});
