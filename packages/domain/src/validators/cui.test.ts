import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cuiDigits, cuiRule, isValidCui } from './cui';

// Check digits computed by hand: body right-aligned to 9 digits, weights 7,5,3,2,1,7,5,3,2,
// (sum * 10) mod 11, and 10 becomes 0.
describe('isValidCui', () => {
  it.each([
    // 001854729: 3+16+5+28+35+6+18 = 111; 1110 mod 11 = 10 -> 0
    ['18547290'],
    // 001439984: 3+8+3+63+45+24+8 = 154; 1540 mod 11 = 0
    ['14399840'],
    // 000159008: 2+5+63+16 = 86; 860 mod 11 = 2
    ['1590082'],
    // 123456789: 7+10+9+8+5+42+35+24+18 = 158; 1580 mod 11 = 7 (ten digits, the longest)
    ['1234567897'],
    // 000000001: 2; 20 mod 11 = 9 (two digits, the shortest)
    ['19'],
  ])('accepts %s', (cui) => {
    expect(isValidCui(cui)).toBe(true);
  });

  it.each([['RO18547290'], ['ro18547290'], ['Ro 18547290'], [' RO 1854 7290 '], ['18 547 290']])(
    'accepts the RO prefix, any case, and spaces: %j',
    (cui) => {
      expect(isValidCui(cui)).toBe(true);
    },
  );

  it.each([
    ['18547291', 'wrong check digit'],
    ['14399841', 'wrong check digit'],
    ['18547209', 'transposed digits'],
    ['1234567898', 'wrong check digit on ten digits'],
    ['1', 'a single digit'],
    ['12345678901', 'eleven digits'],
    ['', 'empty'],
    ['RO', 'prefix only'],
    ['RO-18547290', 'a dash after the prefix'],
    ['1854729O', 'a letter O for a zero'],
    ['18547290RO', 'a suffix instead of a prefix'],
    ['DE18547290', 'another country prefix'],
    ['018547290', 'a leading zero'],
    ['00', 'all zeros, whose check digit would match'],
    ['0000000000', 'ten zeros'],
    ['-18547290', 'a sign'],
    ['1854.7290', 'a dot'],
  ])('refuses %j (%s)', (cui) => {
    expect(isValidCui(cui)).toBe(false);
  });
});

describe('cuiDigits', () => {
  it('returns the bare digits', () => {
    expect(cuiDigits(' ro 18547290 ')).toBe('18547290');
    expect(cuiDigits('RO18547291')).toBe('18547291');
  });

  it('returns null for the wrong shape', () => {
    expect(cuiDigits('RO')).toBeNull();
    expect(cuiDigits('ABC')).toBeNull();
    expect(cuiDigits('1')).toBeNull();
    expect(cuiDigits('12345678901')).toBeNull();
  });
});

describe('isValidCui properties', () => {
  const body = fc.stringMatching(/^[1-9][0-9]{0,8}$/);

  it('has exactly one valid check digit for any body of 1 to 9 digits', () => {
    fc.assert(
      fc.property(body, (digits) => {
        const valid = '0123456789'.split('').filter((check) => isValidCui(digits + check));
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it('has exactly one valid check digit for any 8-digit body', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{7}$/), (digits) => {
        const valid = '0123456789'.split('').filter((check) => isValidCui(digits + check));
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it('gives the same answer with and without the RO prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,12}$/), (digits) => {
        expect(isValidCui(`RO${digits}`)).toBe(isValidCui(digits));
      }),
    );
  });
});

describe('cuiRule', () => {
  it('tells a wrong check digit from a wrong shape', () => {
    expect(cuiRule('RO18547290')).toBeNull();
    expect(cuiRule('18547291')).toBe('cui.check-digit');
    expect(cuiRule('1590083')).toBe('cui.check-digit');
    expect(cuiRule('ABC')).toBe('invalid');
    expect(cuiRule('0123')).toBe('invalid');
    expect(cuiRule('1')).toBe('invalid');
  });
});
