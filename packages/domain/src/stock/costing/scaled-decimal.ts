// Exact decimals for the costing engine as scaled integers: a quantity or a unit cost with 4 decimals
// is a whole count of ten-thousandths, so sums and products are exact and only the rounding the rules
// ask for happens (a movement's value to the ban, once). The counts are JavaScript numbers used only
// as integers below 2^53, where every sum and product is exact (no fraction is ever formed: divisions
// go through the remainder); a value's sum that could pass 2^53 (a movement worth over ~90 million
// RON) moves to bigint. Re-costing a year of a busy product walks a million movements, and bigint
// (or decimal.js) allocates on every operation: the whole walk in bigint took 5 times as long.

/** Decimals of a quantity and of a unit cost in RON; of a value in RON. */
export const QUANTITY_DECIMALS = 4;
export const UNIT_COST_DECIMALS = 4;
export const VALUE_DECIMALS = 2;

/** 10^4: one unit of quantity or of unit cost in ten-thousandths. */
const SCALE = 10_000;
/** Quantities and unit costs below 10^11 (10^15 ten-thousandths), so a sum of thousands stays exact. */
const MAX_INTEGER_DIGITS = 11;
/** A quantity (10^4) times a unit cost (10^4) is at scale 10^8, a value at 10^2. */
const PRODUCT_TO_VALUE = 1_000_000;
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** 10^11 in ten-thousandths: the first quantity or unit cost refused. */
const LIMIT_UNITS = 10 ** MAX_INTEGER_DIGITS * SCALE;
const FRACTION_WEIGHTS = [1000, 100, 10, 1];

/**
 * A non-negative decimal text with up to 4 decimals as ten-thousandths ("12.5" -> 125000). Digits past
 * the 4th must be zeros ("1.000000" is accepted); anything else is refused, as rounding an input here
 * would hide a caller's mistake. Read digit by digit: it runs for every movement of a replay.
 */
export function parseUnits(text: string, what: string): number {
  const length = text.length;
  let units = 0;
  let i = 0;
  for (; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code === 46) break;
    if (code < 48 || code > 57) return refuse(text, what, 'is not a non-negative decimal');
    units = units * 10 + (code - 48) * SCALE;
    if (units >= LIMIT_UNITS) return refuse(text, what, `is beyond 10^${MAX_INTEGER_DIGITS}`);
  }
  if (i === 0) return refuse(text, what, 'is not a non-negative decimal');
  for (let decimal = 0, j = i + 1; j < length; j++, decimal++) {
    const code = text.charCodeAt(j);
    if (code < 48 || code > 57) return refuse(text, what, 'is not a non-negative decimal');
    if (decimal < QUANTITY_DECIMALS) units += (code - 48) * (FRACTION_WEIGHTS[decimal] as number);
    else if (code !== 48) return refuse(text, what, `has more than ${QUANTITY_DECIMALS} decimals`);
  }
  return units;
}

function refuse(text: string, what: string, why: string): never {
  throw new RangeError(`costing: ${what} "${text}" ${why}`);
}

/** Text of a count of ten-thousandths with exactly 4 decimals (125000 -> "12.5000"). */
export function formatUnits(units: number): string {
  const fraction = units % SCALE;
  const whole = (units - fraction) / SCALE;
  return `${whole}.${fraction < 10 ? '000' : fraction < 100 ? '00' : fraction < 1000 ? '0' : ''}${fraction}`;
}

/**
 * The text itself when it already is what formatUnits gives for its value (as the database writes a
 * numeric(20, 4): "10.0000"), else formatUnits: most outputs repeat an input, and a replay of a million
 * movements spends much of its time making strings.
 */
export function canonicalUnits(text: string, units: number): string {
  const length = text.length;
  return length >= 6 && text.charCodeAt(length - 5) === 46 && (length === 6 || text.charCodeAt(0) !== 48)
    ? text
    : formatUnits(units);
}

/** A sum of quantity-by-unit-cost products (scale 10^8), exact: a number while it can be, else a bigint. */
export class ExactSum {
  small = 0;
  big: bigint | null = null;

  reset(): void {
    this.small = 0;
    this.big = null;
  }

  add(quantity: number, unitCost: number): void {
    if (this.big === null) {
      // Below 2^53 a product or sum is exact; at or past it the double is too, so the test is exact.
      const product = quantity * unitCost;
      if (product <= MAX_SAFE && this.small + product <= MAX_SAFE) {
        this.small += product;
        return;
      }
      this.big = BigInt(this.small);
    }
    this.big += BigInt(quantity) * BigInt(unitCost);
  }

  /** The value in bani, rounded once, half up (exact below 2^53 bani, some 90 trillion RON). */
  valueHundredths(): number {
    if (this.big === null) return divideHalfUp(this.small, PRODUCT_TO_VALUE);
    const value = Number(divideHalfUpBig(this.big, BigInt(PRODUCT_TO_VALUE)));
    assertExact(value, 'a movement value');
    return value;
  }

  /** The unit cost the sum implies for a quantity (ten-thousandths), half up: "1.6667"; 0 for none. */
  unitCostText(quantity: number): string {
    if (quantity === 0) return formatUnits(0);
    if (this.big === null) return formatUnits(divideHalfUp(this.small, quantity));
    return formatUnits(Number(divideHalfUpBig(this.big, BigInt(quantity))));
  }
}

/** a / b rounded half up, for non-negative integers below 2^53 (b > 0), through the exact remainder. */
function divideHalfUp(a: number, b: number): number {
  const remainder = a % b;
  const quotient = (a - remainder) / b;
  return remainder * 2 >= b ? quotient + 1 : quotient;
}

function divideHalfUpBig(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (b * 2n);
}

/** Text of a count of bani with 2 decimals (1235 -> "12.35", -5 -> "-0.05"). */
export function formatHundredths(value: number): string {
  if (value < 0) return `-${formatHundredths(-value)}`;
  const fraction = value % 100;
  return `${(value - fraction) / 100}.${fraction < 10 ? '0' : ''}${fraction}`;
}

/** Whether a count of ten-thousandths is still an exact integer (sums of quantities are checked). */
export function assertExact(units: number, what: string): void {
  if (units > MAX_SAFE) throw new RangeError(`costing: ${what} is beyond the engine's exact range`);
}
