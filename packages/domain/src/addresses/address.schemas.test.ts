import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '../validation/rule-codes';
import { addressSchema, foldText, isBucharest } from './address.schemas';

const errorsOf = (input: unknown) => {
  const result = addressSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error.issues);
};

const cluj = {
  countryCode: 'RO',
  countyCode: 'RO-CJ',
  city: 'Cluj-Napoca',
  street: 'Str. Memorandumului nr. 28',
};
const bucharest = { countryCode: 'RO', city: 'București', district: 3, street: 'Bd. Unirii nr. 1' };

describe('address rules', () => {
  it('accepts a Romanian address outside Bucharest with its county', () => {
    expect(addressSchema.parse(cluj)).toEqual({
      ...cluj,
      district: null,
      zipCode: null,
      additionalStreet: null,
      additionalAddress: null,
    });
  });

  it('needs the county in Romania outside Bucharest, and a real one', () => {
    expect(errorsOf({ ...cluj, countyCode: undefined })).toEqual({ countyCode: ['required'] });
    expect(errorsOf({ ...cluj, countyCode: '' })).toEqual({ countyCode: ['required'] });
    expect(errorsOf({ ...cluj, countyCode: 'RO-XX' })).toEqual({ countyCode: ['invalid'] });
  });

  it('needs the sector in Bucharest, compared without diacritics or case, and stores county RO-B', () => {
    for (const city of ['București', 'Bucuresti', 'BUCUREȘTI', 'bucharest', 'Municipiul București']) {
      expect(addressSchema.parse({ ...bucharest, city }).countyCode).toBe('RO-B');
      expect(errorsOf({ ...bucharest, city, district: undefined })).toEqual({ district: ['required'] });
    }
  });

  it('keeps the sector between 1 and 6 and a number', () => {
    expect(errorsOf({ ...bucharest, district: 0 })).toEqual({ district: ['min:1'] });
    expect(errorsOf({ ...bucharest, district: 7 })).toEqual({ district: ['max:6'] });
    expect(errorsOf({ ...bucharest, district: 2.5 })).toEqual({ district: ['integer'] });
    expect(errorsOf({ ...bucharest, district: '3' })).toEqual({ district: ['numeric'] });
  });

  it('refuses a sector outside Bucharest and a county other than RO-B inside it', () => {
    expect(errorsOf({ ...cluj, district: 2 })).toEqual({ district: ['prohibited'] });
    expect(errorsOf({ ...bucharest, countyCode: 'RO-IF' })).toEqual({ countyCode: ['invalid'] });
  });

  it('does not ask a county of a foreign address, but bounds its length', () => {
    const berlin = { countryCode: 'de', city: 'Berlin', street: 'Unter den Linden 1' };
    expect(addressSchema.parse(berlin).countryCode).toBe('DE');
    expect(addressSchema.parse({ ...berlin, countyCode: 'Berlin' }).countyCode).toBe('Berlin');
    expect(errorsOf({ ...berlin, countyCode: 'x'.repeat(56) })).toEqual({ countyCode: ['max:55'] });
  });

  it('checks the country code', () => {
    expect(errorsOf({ ...cluj, countryCode: '' })).toMatchObject({ countryCode: ['required'] });
    expect(errorsOf({ ...cluj, countryCode: 'ROU' })).toMatchObject({ countryCode: ['size:2'] });
    expect(errorsOf({ ...cluj, countryCode: 'QQ' })).toMatchObject({ countryCode: ['invalid'] });
  });

  it('bounds every text field', () => {
    const errors = errorsOf({
      ...cluj,
      city: 'c'.repeat(51),
      street: 's'.repeat(151),
      zipCode: 'z'.repeat(21),
      additionalStreet: 'a'.repeat(101),
      additionalAddress: 'b'.repeat(101),
    });
    expect(errors).toEqual({
      city: ['max:50'],
      street: ['max:150'],
      zipCode: ['max:20'],
      additionalStreet: ['max:100'],
      additionalAddress: ['max:100'],
    });
    expect(errorsOf({ countryCode: 'RO', countyCode: 'RO-CJ' })).toEqual({
      city: ['required'],
      street: ['required'],
    });
    expect(
      addressSchema.parse({ ...cluj, street: 's'.repeat(150), city: 'c'.repeat(50) }).street,
    ).toHaveLength(150);
  });

  it('folds diacritics, case and spacing', () => {
    expect(foldText('Ștefan cel Mare')).toBe('stefancelmare');
    expect(foldText('ŞTEFAN')).toBe('stefan');
    expect(isBucharest('Bucureşti')).toBe(true);
    expect(isBucharest('Buftea')).toBe(false);
  });
});
