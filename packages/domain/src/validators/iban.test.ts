import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactIban, ibanRule, isValidIban } from './iban';

/** An independent mod-97 (BigInt) so the property tests do not trust the code under test. */
function mod97(iban: string): bigint {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const numeric = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return BigInt(numeric) % 97n;
}

function withCheckDigits(country: string, bban: string): string {
  const check = 98n - mod97(`${country}00${bban}`);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

describe('isValidIban', () => {
  it.each([
    ['RO49AAAA1B31007593840000'],
    ['ro49 aaaa 1b31 0075 9384 0000'],
    ['GB82WEST12345698765432'],
    ['DE89 3704 0044 0532 0130 00'],
    ['NO9386011117947'], // the shortest length in the table (15)
    ['MT84MALT011000012345MTLCAST001S'], // the longest length in the table (31)
    ['XK051212012345678906'], // a country outside the table: only the generic shape and mod 97
  ])('accepts %j', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['RO49AAAA1B31007593840001', 'wrong check'],
    ['RO48AAAA1B31007593840000', 'wrong check digits'],
    ['RO49AAAA1B3100759384000', 'RO with 23 characters'],
    ['RO49AAAA1B310075938400000', 'RO with 25 characters'],
    ['GB82WEST1234569876543', 'GB one short'],
    ['RO4AAAAA1B31007593840000', 'a letter among the check digits'],
    ['1049AAAA1B31007593840000', 'a digit for the country'],
    ['RO49AAAA-1B31-0075-9384-0000', 'dashes'],
    ['RO49', 'too short'],
    ['', 'empty'],
    ['RO49AAAA1B31007593840000ÄÄ', 'non-ASCII letters'],
  ])('refuses %j (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('compacts spaces and case', () => {
    expect(compactIban(' ro49 aaaa\t1b31 0075\n9384 0000 ')).toBe('RO49AAAA1B31007593840000');
  });
});

describe('isValidIban properties', () => {
  const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''));
  const roBban = fc
    .tuple(fc.stringMatching(/^[A-Z]{4}$/), fc.array(alnum, { minLength: 16, maxLength: 16 }))
    .map(([bank, account]) => bank + account.join(''));
  const roIban = roBban.map((bban) => withCheckDigits('RO', bban));

  it('accepts every generated RO IBAN, also spaced and lowercase', () => {
    fc.assert(
      fc.property(roIban, (iban) => {
        expect(isValidIban(iban)).toBe(true);
        expect(isValidIban(iban.toLowerCase().replace(/(.{4})/g, '$1 '))).toBe(true);
      }),
    );
  });

  it('refuses a generated RO IBAN with one digit changed', () => {
    // Changing one digit adds d * 10^k with 0 < |d| < 10, never a multiple of the prime 97.
    const mutation = roIban
      .filter((iban) => /[0-9]/.test(iban.slice(2)))
      .chain((iban) => {
        const positions = [...iban].flatMap((char, index) =>
          index >= 2 && /[0-9]/.test(char) ? [index] : [],
        );
        return fc.tuple(fc.constant(iban), fc.constantFrom(...positions), fc.integer({ min: 1, max: 9 }));
      });
    fc.assert(
      fc.property(mutation, ([iban, position, delta]) => {
        const digit = (Number(iban[position]) + delta) % 10;
        const changed = iban.slice(0, position) + digit + iban.slice(position + 1);
        expect(isValidIban(changed)).toBe(false);
      }),
    );
  });

  it('agrees with the independent mod-97 on any well-shaped string', () => {
    const shaped = fc
      .tuple(fc.stringMatching(/^[A-Z]{2}[0-9]{2}$/), fc.array(alnum, { minLength: 11, maxLength: 30 }))
      .map(([head, tail]) => head + tail.join(''));
    fc.assert(
      fc.property(shaped, (iban) => {
        if (isValidIban(iban)) expect(mod97(iban)).toBe(1n);
      }),
    );
  });
});

describe('ibanRule', () => {
  it('tells a failed checksum from a wrong shape or length', () => {
    expect(ibanRule('RO49AAAA1B31007593840000')).toBeNull();
    expect(ibanRule('RO49AAAA1B31007593840001')).toBe('iban.checksum');
    expect(ibanRule('RO48AAAA1B31007593840000')).toBe('iban.checksum');
    expect(ibanRule('RO49AAAA1B3100759384000')).toBe('invalid');
    expect(ibanRule('1234')).toBe('invalid');
  });
});
