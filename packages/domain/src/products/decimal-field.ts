import Decimal from 'decimal.js';
import { z } from 'zod';
import '../validation/rule-codes';

export type DecimalBounds = {
  /** Most digits after the point (`decimal:0-N`). */
  decimals: number;
  /** The value must be above this (`gt:N`)... */
  gt?: string;
  /** ...or at least this (`min:N`). */
  min?: string;
  /** At most this (`max:N`). */
  max: string;
};

/** A plain decimal with a dot: no thousands separator, no exponent, no comma. */
const PLAIN_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The first rule a decimal text breaks, or null: numeric, decimal:0-N, gt:N, min:N, max:N. */
export function decimalRuleBroken(text: string, bounds: DecimalBounds): string | null {
  if (!PLAIN_DECIMAL.test(text)) return 'numeric';
  const value = new Decimal(text);
  const decimals = value.decimalPlaces();
  if (decimals > bounds.decimals) return `decimal:0-${bounds.decimals}`;
  if (bounds.gt !== undefined && value.lte(bounds.gt)) return `gt:${bounds.gt}`;
  if (bounds.min !== undefined && value.lt(bounds.min)) return `min:${bounds.min}`;
  if (value.gt(bounds.max)) return `max:${bounds.max}`;
  return null;
}

/**
 * An exact decimal (weights, ratios, prices) sent as text or as a JSON number, kept as normalised
 * text ("2.5") so it reaches a numeric column without passing through a binary float.
 */
export function decimalField(bounds: DecimalBounds) {
  return z
    .union([z.string(), z.number()], { error: (issue) => (issue.input == null ? 'required' : 'numeric') })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .check((ctx) => {
      const code = ctx.value === '' ? 'required' : decimalRuleBroken(ctx.value, bounds);
      if (code) ctx.issues.push({ code: 'custom', message: code, input: ctx.value });
    })
    .transform((value) => new Decimal(value).toFixed());
}

/** The same, optional: empty text, null or absent mean no value. */
export function optionalDecimalField(bounds: DecimalBounds) {
  return z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    decimalField(bounds).nullable(),
  );
}
