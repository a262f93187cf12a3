import Decimal from 'decimal.js';

/**
 * The decimal arithmetic of the invoice totals. A private constructor with 60 significant digits, so a
 * product of a 10-digit quantity and a 10-digit price with 4 decimals each stays exact (the default
 * 20 digits would round it), and a quotient (a VAT-inclusive amount over 1.21) is exact far beyond
 * the cent it is rounded to. Rounding is half away from zero: decimal.js ROUND_HALF_UP rounds
 * -0.005 to -0.01, so a storno line is the exact negation of its original.
 */
export const Money = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
export type Money = Decimal;

/** A plain decimal with a dot: no thousands separator, no exponent, no comma (as the form fields). */
const PLAIN_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export const ZERO = new Money(0);

/**
 * The largest amounts a document may reach, so that every stored amount fits its numeric(18, 2)
 * column (below 10^16) with room to spare: a line's amount (quantity x price, in the invoice
 * currency) at most 10^12, so 500 lines with VAT stay under 10^15; a document's total, and its
 * value in RON, at most 10^15.
 */
export const AMOUNT_LIMITS = { line: '1000000000000', document: '1000000000000000' } as const;
export const HUNDRED = new Money(100);

/** Trimmed text, or null when the value is absent or blank. */
export function presentText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** Whether the text is a plain decimal number. */
export function isDecimalText(text: string): boolean {
  return PLAIN_DECIMAL.test(text);
}

/** The value of a decimal text; blank or absent gives the fallback. Throws on anything else. */
export function money(value: string | null | undefined, fallback: Money | null = null): Money {
  const text = presentText(value);
  if (text === null) {
    if (fallback === null) throw new RangeError('totals: a required amount is missing');
    return fallback;
  }
  if (!isDecimalText(text)) throw new RangeError(`totals: "${text}" is not a decimal number`);
  return new Money(text);
}

/** The value of a decimal text, or null when it is blank or absent. */
export function optionalMoney(value: string | null | undefined): Money | null {
  return presentText(value) === null ? null : money(value);
}

/** Rounded to cents, half away from zero. */
export function round2(value: Money): Money {
  return value.toDecimalPlaces(2, Money.ROUND_HALF_UP);
}

/** Rounded to 4 decimals (unit prices), half away from zero. */
export function round4(value: Money): Money {
  return value.toDecimalPlaces(4, Money.ROUND_HALF_UP);
}

/** An amount as text with exactly 2 decimals; a zero is always "0.00", never "-0.00". */
export function amountText(value: Money): string {
  const rounded = round2(value);
  return rounded.isZero() ? '0.00' : rounded.toFixed(2);
}

/** A unit price as text: at least 2 and at most 4 decimals ("100.00", "9.995", "12.3456"). */
export function priceText(value: Money): string {
  const rounded = round4(value);
  if (rounded.isZero()) return '0.00';
  return rounded.decimalPlaces() <= 2 ? rounded.toFixed(2) : rounded.toFixed();
}

/** A percent rate as its normalised text ("21.00" -> "21", "9.50" -> "9.5"); zero is "0". */
export function rateText(value: Money): string {
  return value.isZero() ? '0' : value.toFixed();
}

export function sum(values: readonly Money[]): Money {
  return values.reduce<Money>((total, value) => total.plus(value), ZERO);
}
