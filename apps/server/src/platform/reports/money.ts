import Decimal from 'decimal.js';

/** Amounts as the reports write them: exact decimals with two places, rounded half up. */
export const money = (value: Decimal.Value): string =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** A sum of exact decimal strings (null cells count as nothing). */
export const sum = (values: readonly (string | number | null | undefined)[]): Decimal =>
  values.reduce<Decimal>((total, value) => (value == null ? total : total.plus(value)), new Decimal(0));

export { Decimal };
