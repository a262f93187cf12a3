import Decimal from 'decimal.js';

/**
 * A line total (quantity times a unit value) rounded half up to 2 decimals: its text as Decimal's
 * toFixed(2) writes it, and the value in hundredths for comparisons (below 2^53 exact; above it
 * only compared with zero and XML_AMOUNT_MAX, which rounding to a double keeps right).
 */
export type LineTotal = { text: string; hundredths: number };

/** Non-negative digits with an optional fraction: the form a parsed payload keeps its decimals in. */
const PLAIN = /^(\d+)(?:\.(\d+))?$/;
/** Digits a double holds exactly (10^15 < 2^53). */
const EXACT_DIGITS = 15;
const POWERS_OF_TEN = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000];

/** The reference: Decimal's product (20 significant digits), then 2 decimals half up. */
function decimalTotal(quantity: string, unit: string): LineTotal {
  const text = new Decimal(unit).times(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  return { text, hundredths: Number(text.replace('.', '')) };
}

/**
 * quantity x unit as Decimal computes it, in exact integer arithmetic on doubles: a declaration's
 * hundreds of lines need three totals each, and parsing Decimals dominated the time they took.
 * A product that fits a double exactly has at most 16 digits, so Decimal's 20 significant digits
 * never rounded it either. Any other text or size goes through Decimal itself.
 */
export function lineTotal(quantity: string, unit: string | null): LineTotal | null {
  if (unit === null) return null;
  const a = PLAIN.exec(quantity);
  const b = PLAIN.exec(unit);
  if (!a || !b) return decimalTotal(quantity, unit);
  const aDigits = (a[1] as string) + (a[2] ?? '');
  const bDigits = (b[1] as string) + (b[2] ?? '');
  const scale = aDigits.length - (a[1] as string).length + bDigits.length - (b[1] as string).length;
  const product = Number(aDigits) * Number(bDigits);
  if (
    aDigits.length > EXACT_DIGITS ||
    bDigits.length > EXACT_DIGITS ||
    product > Number.MAX_SAFE_INTEGER ||
    scale >= POWERS_OF_TEN.length + 2
  )
    return decimalTotal(quantity, unit);
  let hundredths: number;
  if (scale <= 2) hundredths = product * (POWERS_OF_TEN[2 - scale] as number);
  else {
    const divisor = POWERS_OF_TEN[scale - 2] as number;
    const rest = product % divisor;
    hundredths = (product - rest) / divisor + (rest * 2 >= divisor ? 1 : 0);
  }
  if (hundredths > Number.MAX_SAFE_INTEGER) return decimalTotal(quantity, unit);
  const digits = String(hundredths).padStart(3, '0');
  return { text: `${digits.slice(0, -2)}.${digits.slice(-2)}`, hundredths };
}

/** Whether decimal text `a` is above `b`, as Decimal compares them. */
export function isGreater(a: string, b: string): boolean {
  const x = PLAIN.exec(a);
  const y = PLAIN.exec(b);
  if (!x || !y) return new Decimal(a).gt(b);
  const xFraction = x[2] ?? '';
  const yFraction = y[2] ?? '';
  const scale = Math.max(xFraction.length, yFraction.length);
  const xDigits = (x[1] as string) + xFraction.padEnd(scale, '0');
  const yDigits = (y[1] as string) + yFraction.padEnd(scale, '0');
  if (xDigits.length > EXACT_DIGITS || yDigits.length > EXACT_DIGITS) return new Decimal(a).gt(b);
  return Number(xDigits) > Number(yDigits);
}
