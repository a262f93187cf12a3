import { describe, expect, it } from 'vitest';
import { currencyOptions } from './currency-options';

describe('currencyOptions', () => {
  it('starts with the common currencies, named in the interface language', () => {
    const ro = currencyOptions('ro-RO');
    expect(ro.slice(0, 3).map((option) => option.value)).toEqual(['RON', 'EUR', 'USD']);
    expect(ro[0]?.label).toMatch(/^RON – leu/i);
    expect(currencyOptions('en-GB')[1]?.label).toBe('EUR – Euro');
  });

  it('lists each code once', () => {
    const codes = currencyOptions('en-GB').map((option) => option.value);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('JPY');
  });
});
