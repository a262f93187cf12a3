// Exact decimals for the costing engine as scaled bigints: a quantity or a unit cost with 4 decimals is
// an integer count of ten-thousandths, so sums and products are exact and only the rounding the rules
// ask for happens (a movement's value to the ban, once). bigint rather than decimal.js: re-costing a
// year of a busy product walks a million movements, and decimal.js allocates on every operation.

/** Decimals of a quantity and of a unit cost in RON. */
export const QUANTITY_DECIMALS = 4;
export const UNIT_COST_DECIMALS = 4;
/** Decimals of a value in RON. */
export const VALUE_DECIMALS = 2;

/** A quantity (scale 10^4) times a unit cost (scale 10^4) is at scale 10^8; a value at 10^2. */
export const PRODUCT_TO_VALUE = 10n ** BigInt(QUANTITY_DECIMALS + UNIT_COST_DECIMALS - VALUE_DECIMALS);

const NON_NEGATIVE_DECIMAL = /^(\d+)(?:\.(\d*))?$/;
const ZEROS = /^0*$/;

/**
 * The value of a non-negative decimal text scaled by 10^decimals ("12.5", 4 -> 125000n). Digits past
 * `decimals` must be zeros ("1.000000" is accepted); anything else is refused, as rounding an input here would hide a caller's mistake.
 */
export function parseScaled(text: string, decimals: number, what: string): bigint {
  const match = NON_NEGATIVE_DECIMAL.exec(text);
  if (match === null) throw new RangeError(`costing: ${what} "${text}" is not a non-negative decimal`);
  let fraction = match[2] ?? '';
  if (fraction.length > decimals) {
    if (!ZEROS.test(fraction.slice(decimals)))
      throw new RangeError(`costing: ${what} "${text}" has more than ${decimals} decimals`);
    fraction = fraction.slice(0, decimals);
  }
  return BigInt(`${match[1]}${fraction.padEnd(decimals, '0')}`);
}

/** The text of a non-negative scaled integer with exactly `decimals` decimals (125000n, 4 -> "12.5000"). */
export function formatScaled(value: bigint, decimals: number): string {
  let digits = value.toString();
  if (digits.length <= decimals) digits = digits.padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  return `${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

/** numerator / denominator rounded half up, both non-negative and the denominator positive. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** A sum of quantity x unit cost (scale 10^8) as a value in RON, rounded once, half up, to the ban. */
export function roundedValue(exactSum: bigint): bigint {
  return divideHalfUp(exactSum, PRODUCT_TO_VALUE);
}

/** The unit cost (scale 10^4, half up) a sum of quantity x unit cost implies for a quantity; 0 for none. */
export function unitCostOf(exactSum: bigint, quantity: bigint): bigint {
  return quantity === 0n ? 0n : divideHalfUp(exactSum, quantity);
}
