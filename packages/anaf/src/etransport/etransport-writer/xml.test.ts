import { amountText, money } from '@app/domain/invoicing/totals-money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amount, token } from './xml';

/** Text made of the characters whitespace handling can trip on. */
const spacedText = fc.string({
  unit: fc.constantFrom('a', 'Ș', ' ', '  ', '\t', '\n', '\r', '\u00a0', '\u2028', '\f', '\v'),
  maxLength: 12,
});

describe('token', () => {
  it('collapses XML whitespace and trims exactly as rebuilding every value did', () => {
    fc.assert(
      fc.property(spacedText, (value) => {
        const rebuilt = value.replace(/[\t\n\r ]+/g, ' ').trim();
        expect(token(value)).toBe(rebuilt === '' ? null : rebuilt);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('amount', () => {
  it('writes a decimal text as rounding it to 2 decimals does', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 13 });
    const text = fc
      .tuple(digits, fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 4 })))
      .map(([whole, fraction]) => (fraction === null ? whole : `${whole}.${fraction}`));
    fc.assert(
      fc.property(text, (value) => {
        expect(amount(value)).toBe(amountText(money(value)));
      }),
      { numRuns: 3000 },
    );
  });
});
