import { describe, expect, it } from 'vitest';
import { countyName, formatAddressLine } from './address-text';

const base = {
  countryCode: 'RO',
  countyCode: 'RO-CJ',
  city: 'Cluj-Napoca',
  district: null,
  zipCode: '400001',
  street: 'Str. Memorandumului 28',
  additionalStreet: null,
  additionalAddress: 'et. 2',
};

describe('countyName', () => {
  it('names Romanian counties and keeps other regions', () => {
    expect(countyName('RO-CJ')).toBe('Cluj');
    expect(countyName('Bayern')).toBe('Bayern');
    expect(countyName(null)).toBeNull();
  });
});

describe('formatAddressLine', () => {
  it('joins the parts that are filled in', () => {
    expect(formatAddressLine(base, 'ro-RO')).toBe('Str. Memorandumului 28, et. 2, 400001');
  });

  it('adds the country abroad', () => {
    expect(formatAddressLine({ ...base, countryCode: 'DE', zipCode: null }, 'en-GB')).toBe(
      'Str. Memorandumului 28, et. 2, Germany',
    );
  });
});
