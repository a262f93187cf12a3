import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGreater, lineTotal } from './line-totals';

/** What the totals were before the integer path: plain decimal.js, 2 decimals half up. */
const reference = (quantity: string, unit: string) =>
  new Decimal(unit).times(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** Decimal text with up to `integers` digits (leading zeros allowed) and up to `decimals` decimals. */
const decimalText = (integers: number, decimals: number) =>
  fc
    .tuple(
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: integers }),
      fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: decimals }),
    )
    .map(([whole, fraction]) => (fraction === '' ? whole : `${whole}.${fraction}`));

describe('lineTotal', () => {
  it("equals Decimal's rounded product for the quantities, prices and weights a line holds", () => {
    fc.assert(
      fc.property(decimalText(12, 2), decimalText(12, 4), (quantity, unit) => {
        const total = lineTotal(quantity, unit);
        expect(total?.text).toBe(reference(quantity, unit));
        expect(total?.hundredths).toBe(Number(reference(quantity, unit).replace('.', '')));
      }),
      { numRuns: 2000 },
    );
  });

  it('equals it beyond what a double holds, and on texts outside the plain form', () => {
    fc.assert(
      fc.property(decimalText(20, 10), decimalText(20, 10), (quantity, unit) => {
        expect(lineTotal(quantity, unit)?.text).toBe(reference(quantity, unit));
      }),
      { numRuns: 1000 },
    );
    for (const [quantity, unit] of [
      ['999999999999.99', '999999999999.9999'],
      ['3', '0.005'],
      ['1', '0.0049'],
      ['2', '1.005'],
      ['1e3', '2.5'],
      ['.5', '3'],
      ['5.', '0.3'],
      ['007.50', '0002'],
      ['123456789012345', '0.01'],
      ['1234567890123456', '0.01'],
      ['0', '0'],
      ['0.000001', '0.0000001'],
    ] as const)
      expect(lineTotal(quantity, unit)?.text, `${quantity} x ${unit}`).toBe(reference(quantity, unit));
  });

  it('is null without a unit value and refuses what Decimal refuses', () => {
    expect(lineTotal('3', null)).toBeNull();
    for (const text of ['abc', '', '1.2.3', '-'] as const) expect(() => lineTotal('3', text)).toThrow();
  });
});

describe('isGreater', () => {
  it('compares as Decimal does', () => {
    fc.assert(
      fc.property(decimalText(18, 6), decimalText(18, 6), (a, b) => {
        expect(isGreater(a, b)).toBe(new Decimal(a).gt(b));
        expect(isGreater(a, a)).toBe(false);
      }),
      { numRuns: 2000 },
    );
    expect(isGreater('1e3', '999')).toBe(true);
    expect(isGreater('5.', '4.99')).toBe(true);
    expect(isGreater('0.000000001', '0')).toBe(true);
  });
});
