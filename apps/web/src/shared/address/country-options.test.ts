import { COUNTRY_CODES } from '@app/domain/addresses/countries';
import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, countyOptions, optionMatches } from './country-options';

describe('countryOptions', () => {
  const fallback = (code: string) => `#${code}`;

  it('puts Romania first and names countries in the interface language', () => {
    const ro = countryOptions('ro-RO', fallback);
    expect(ro[0]).toEqual({ value: 'RO', label: 'România' });
    expect(ro.find((option) => option.value === 'DE')?.label).toBe('Germania');
    const en = countryOptions('en-GB', fallback);
    expect(en[0]).toEqual({ value: 'RO', label: 'Romania' });
    expect(en.find((option) => option.value === 'DE')?.label).toBe('Germany');
  });

  it('lists every code once, sorted by name after Romania, with fallbacks for unknown codes', () => {
    const options = countryOptions('en-GB', fallback);
    expect(options.map((option) => option.value).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(options.find((option) => option.value === '1A')?.label).toBe('#1A');
    const rest = options.slice(1).map((option) => option.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en-GB')));
  });

  it('returns null for codes without a display name', () => {
    expect(countryName('XI', 'en-GB')).toBeNull();
    expect(countryName('FR', 'en-GB')).toBe('France');
  });
});

describe('countyOptions', () => {
  it('leaves București out and keeps the Romanian names', () => {
    const options = countyOptions('ro-RO');
    expect(options.some((option) => option.value === 'RO-B')).toBe(false);
    expect(options.find((option) => option.value === 'RO-BV')?.label).toBe('Brașov');
    expect(options).toHaveLength(41);
  });
});

describe('optionMatches', () => {
  it('ignores case and diacritics', () => {
    expect(optionMatches('Brașov', 'brasov')).toBe(true);
    expect(optionMatches('Bistrița-Năsăud', 'NASA')).toBe(true);
    expect(optionMatches('Cluj', 'iasi')).toBe(false);
    expect(optionMatches('Cluj', '')).toBe(true);
  });
});
