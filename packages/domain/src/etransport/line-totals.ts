import Decimal from 'decimal.js';

/**
 * A line total (quantity times a unit value) rounded half up to 2 decimals: its text as Decimal's
 * toFixed(2) writes it, and the value in hundredths for comparisons (below 2^53 exact; above it
 * only compared with zero and XML_AMOUNT_MAX, which rounding to a double keeps right).
 */
export type LineTotal = { text: string; hundredths: number };

/** Digits a double holds exactly (10^15 < 2^53). */
const EXACT_DIGITS = 15;
const POWERS_OF_TEN = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000];

/**
 * The digits of a plain decimal text (digits, optionally a point and digits: the form a parsed
 * payload keeps its decimals in) read as one integer, "12.50" -> 1250; -1 for any other text and
 * for more digits than a double holds. Read by hand: a regex and Number() cost three times as much.
 */
function plainDigits(text: string): number {
  const length = text.length;
  let value = 0;
  let point = -1;
  for (let index = 0; index < length; index++) {
    const code = text.charCodeAt(index);
    if (code === 46) {
      if (point !== -1 || index === 0 || index === length - 1) return -1;
      point = index;
    } else if (code >= 48 && code <= 57) value = value * 10 + (code - 48);
    else return -1;
  }
  const digits = point === -1 ? length : length - 1;
  return digits === 0 || digits > EXACT_DIGITS ? -1 : value;
}

/** How many digits of a plain decimal text follow its point. */
const fractionDigits = (text: string) => {
  const point = text.indexOf('.');
  return point === -1 ? 0 : text.length - point - 1;
};

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
  const a = plainDigits(quantity);
  const b = plainDigits(unit);
  const scale = fractionDigits(quantity) + fractionDigits(unit);
  const product = a * b;
  if (a < 0 || b < 0 || product > Number.MAX_SAFE_INTEGER || scale >= POWERS_OF_TEN.length + 2)
    return decimalTotal(quantity, unit);
  let hundredths: number;
  if (scale <= 2) hundredths = product * (POWERS_OF_TEN[2 - scale] as number);
  else {
    const divisor = POWERS_OF_TEN[scale - 2] as number;
    const rest = product % divisor;
    hundredths = (product - rest) / divisor + (rest * 2 >= divisor ? 1 : 0);
  }
  if (hundredths > Number.MAX_SAFE_INTEGER) return decimalTotal(quantity, unit);
  const cents = hundredths % 100;
  return { text: `${(hundredths - cents) / 100}.${cents < 10 ? '0' : ''}${cents}`, hundredths };
}

/** Whether decimal text `a` is above `b`, as Decimal compares them. */
export function isGreater(a: string, b: string): boolean {
  const x = plainDigits(a);
  const y = plainDigits(b);
  const xScale = fractionDigits(a);
  const yScale = fractionDigits(b);
  // Both to the longer fraction; fractions past 8 digits are not a line's.
  const scale = Math.max(xScale, yScale);
  if (x < 0 || y < 0 || scale - Math.min(xScale, yScale) >= POWERS_OF_TEN.length) return new Decimal(a).gt(b);
  const xScaled = x * (POWERS_OF_TEN[scale - xScale] as number);
  const yScaled = y * (POWERS_OF_TEN[scale - yScale] as number);
  if (xScaled > Number.MAX_SAFE_INTEGER || yScaled > Number.MAX_SAFE_INTEGER) return new Decimal(a).gt(b);
  return xScaled > yScaled;
}
