import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpRule, isValidCnp } from './cnp';

// Check digits computed by hand: weights 2,7,9,1,4,6,3,5,8,2,7,9 over the first 12 digits,
// sum mod 11, and 10 becomes 1.
describe('isValidCnp', () => {
  it.each([
    // 2+56+0+0+4+0+3+10+16+2+7+36 = 136; 136 mod 11 = 4
    ['1800101221144'],
    // 4+63+81+0+20+6+6+20+0+0+0+9 = 209; 209 mod 11 = 0
    ['2990512400010'],
    // 4+63+81+0+20+6+6+20+0+0+0+63 = 263; 263 mod 11 = 10 -> 1
    ['2990512400071'],
    // A foreign resident (first digit 9), as partners who are natural persons may be:
    // 18+56+0+0+4+0+3+10+16+2+7+36 = 152; 152 mod 11 = 9
    ['9800101221149'],
  ])('accepts %s', (cnp) => {
    expect(isValidCnp(cnp)).toBe(true);
  });

  it.each([
    ['1800101221145', 'wrong check digit'],
    ['2990512400070', 'remainder 10 written as 0 instead of 1'],
    ['1800101221141', 'wrong check digit'],
    // Each of these has a correct check digit, so only the date rule can refuse it.
    ['1801301221142', 'month 13'],
    ['1800001221140', 'month 00'],
    ['1800132221143', 'day 32'],
    ['1800100221141', 'day 00'],
    ['0800101221144', 'first digit 0'],
    ['180010122114', 'twelve digits'],
    ['18001012211440', 'fourteen digits'],
    ['1800101 221144', 'a space'],
    [' 1800101221144', 'a leading space'],
    ['180010122114A', 'a letter'],
    ['', 'empty'],
  ])('refuses %j (%s)', (cnp) => {
    expect(isValidCnp(cnp)).toBe(false);
  });

  it('has exactly one valid check digit for any prefix with a plausible date', () => {
    const prefix = fc
      .record({
        sexAndYear: fc.stringMatching(/^[1-9][0-9]{2}$/),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
        rest: fc.stringMatching(/^[0-9]{5}$/),
      })
      .map(
        ({ sexAndYear, month, day, rest }) =>
          `${sexAndYear}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${rest}`,
      );
    fc.assert(
      fc.property(prefix, (digits) => {
        const valid = '0123456789'.split('').filter((check) => isValidCnp(digits + check));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});

describe('cnpRule', () => {
  it('tells a wrong check digit from a wrong shape or birth date', () => {
    expect(cnpRule('1800101221144')).toBeNull();
    expect(cnpRule('1800101221145')).toBe('cnp.check-digit');
    expect(cnpRule('1801301221144')).toBe('invalid');
    expect(cnpRule('180010122114')).toBe('invalid');
  });
});
