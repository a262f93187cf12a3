import { describe, expect, it } from 'vitest';
import { BNR_CURRENCIES, isOfferedCurrency, OFFERED_CURRENCIES } from './currencies';
import { exchangeRateQuerySchema, exchangeRateSchema } from './exchange-rate.schemas';
import { perUnitRate } from './per-unit-rate';
import { rateWarning } from './rate-warning';

function codes(input: unknown): Record<string, string[]> {
  const result = exchangeRateQuerySchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

describe('currencies', () => {
  it('offers RON first, then the BNR list, each once, as three capital letters', () => {
    expect(OFFERED_CURRENCIES[0]).toBe('RON');
    expect(new Set(OFFERED_CURRENCIES).size).toBe(OFFERED_CURRENCIES.length);
    for (const code of OFFERED_CURRENCIES) expect(code).toMatch(/^[A-Z]{3}$/);
    expect(BNR_CURRENCIES).toEqual(expect.arrayContaining(['EUR', 'USD', 'GBP', 'CHF', 'HUF', 'JPY', 'MDL']));
  });

  it('leaves out gold and the lev', () => {
    expect(isOfferedCurrency('XAU')).toBe(false);
    expect(isOfferedCurrency('BGN')).toBe(false);
    expect(isOfferedCurrency('RON')).toBe(true);
    expect(isOfferedCurrency('eur')).toBe(false);
  });
});

describe('exchange-rate query', () => {
  it('takes a currency in any case and an optional date', () => {
    expect(exchangeRateQuerySchema.parse({ currency: ' eur ', date: '2026-03-15' })).toEqual({
      currency: 'EUR',
      date: '2026-03-15',
    });
    expect(exchangeRateQuerySchema.parse({ currency: 'RON' })).toEqual({ currency: 'RON' });
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    ['a missing currency', { date: '2026-03-15' }, { currency: ['required'] }],
    ['an empty currency', { currency: '' }, { currency: ['required'] }],
    ['an unknown currency', { currency: 'XYZ' }, { currency: ['invalid'] }],
    ['gold', { currency: 'XAU' }, { currency: ['invalid'] }],
    ['a date in another format', { currency: 'EUR', date: '15.03.2026' }, { date: ['date'] }],
    ['a date that does not exist', { currency: 'EUR', date: '2026-02-30' }, { date: ['date'] }],
    ['an empty date', { currency: 'EUR', date: '' }, { date: ['date'] }],
  ])('refuses %s', (_label, input, expected) => {
    expect(codes(input)).toEqual(expected);
  });

  it('describes the answer', () => {
    const answer = {
      currency: 'EUR',
      date: '2026-03-13',
      requestedDate: '2026-03-15',
      rate: '5.0412',
      fromRequestedDate: false,
    };
    expect(exchangeRateSchema.parse(answer)).toEqual(answer);
  });
});

describe('perUnitRate', () => {
  it('keeps a rate for one unit as published', () => {
    expect(perUnitRate('5.0800', 1)).toBe('5.0800');
    expect(perUnitRate('581.2510', 1)).toBe('581.2510');
  });

  it('divides a rate published for 100 units exactly, keeping its scale', () => {
    expect(perUnitRate('1.3167', 100)).toBe('0.013167');
    expect(perUnitRate('1.3100', 100)).toBe('0.013100');
    expect(perUnitRate('0.0263', 100)).toBe('0.000263');
    expect(perUnitRate('3.5', 10)).toBe('0.35');
    expect(perUnitRate('12', 1000)).toBe('0.012');
  });

  it('divides by other multipliers as far as decimal.js carries', () => {
    expect(perUnitRate('1.5', 4)).toBe('0.375');
  });

  it('refuses what is not a positive decimal or a positive integer multiplier', () => {
    for (const bad of ['', '-', '-1.2', '1,2', '1e3', 'abc', '0.0000', '.5']) {
      expect(perUnitRate(bad, 1), bad).toBeNull();
    }
    expect(perUnitRate('1.2', 0)).toBeNull();
    expect(perUnitRate('1.2', 1.5)).toBeNull();
  });
});

describe('rateWarning', () => {
  it('warns only when the rate is from another day', () => {
    expect(rateWarning('2026-03-13', '2026-03-13')).toBeNull();
    expect(rateWarning('2026-03-15', '2026-03-13')).toBe('rate-not-from-issue-date');
  });
});
