import Decimal from 'decimal.js';

/** A published rate value: digits with an optional decimal point, nothing else. */
const PUBLISHED_VALUE = /^\d+(\.\d+)?$/;

/** The multiplier's digits when it is a power of ten (1, 10, 100...), otherwise null. */
function powerOfTen(multiplier: number): number | null {
  const text = String(multiplier);
  return /^10*$/.test(text) ? text.length - 1 : null;
}

/**
 * RON for one unit from a value published for `multiplier` units ("1.3167" for 100 HUF ->
 * "0.013167"), divided exactly. The published scale is kept (BNR writes 4 decimals, so "5.0800"
 * stays "5.0800" and 100 HUF get 6 decimals). Null when the value is not a positive decimal or the
 * multiplier not a positive integer.
 */
export function perUnitRate(value: string, multiplier: number): string | null {
  const text = value.trim();
  if (!PUBLISHED_VALUE.test(text) || !Number.isSafeInteger(multiplier) || multiplier < 1) return null;
  const published = new Decimal(text);
  if (published.isZero()) return null;
  if (multiplier === 1) return text;
  const shift = powerOfTen(multiplier);
  const quotient = published.div(multiplier);
  if (shift === null) return quotient.toFixed();
  const decimals = (text.split('.')[1]?.length ?? 0) + shift;
  return quotient.toFixed(decimals);
}
