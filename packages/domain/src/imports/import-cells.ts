import Decimal from 'decimal.js';
import { foldText } from '../addresses/address.schemas';
import { type DecimalBounds, decimalRuleBroken } from '../products/decimal-field';
import type { FieldErrors } from '../validation/rule-codes';

/** One row of a file as the browser sends it: cell texts by field name (absent or null when empty). */
export type RawImportValues = Record<string, string | null | undefined>;

const TRUE_WORDS = new Set(['1', 'da', 'yes', 'true', 'y', 'd', 'adevarat']);
const FALSE_WORDS = new Set(['0', 'nu', 'no', 'false', 'n', 'fals']);

/** "1/0/Yes/No" (spec 02 §5 Partner import), also in Romanian and as true/false; null when neither. */
export function parseImportBoolean(text: string): boolean | null {
  const folded = foldText(text);
  if (TRUE_WORDS.has(folded)) return true;
  if (FALSE_WORDS.has(folded)) return false;
  return null;
}

/**
 * A decimal as text with a dot: "19", "19.5", "-2,25" (a Romanian comma when there is no dot);
 * null when it is not a plain number (no thousands separators, no exponent).
 */
export function parseImportDecimal(text: string): string | null {
  const compact = text.replace(/\s+/g, '');
  const withDot = compact.includes('.') ? compact : compact.replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(withDot)) return null;
  return new Decimal(withDot).toFixed();
}

/**
 * Collects the rule codes of one row, one code per field: the first rule a field breaks is the one
 * shown (an empty name is "required", not also "max"), as the forms do with ruledString.
 */
export function rowChecker(values: RawImportValues) {
  const errors: FieldErrors = {};
  const text = (field: string) => (values[field] ?? '').toString().trim();

  const checker = {
    errors,
    text,
    given: (field: string) => text(field) !== '',
    failed: (field: string) => errors[field] !== undefined,
    fail(field: string, code: string): null {
      if (!errors[field]) errors[field] = [code];
      return null;
    },
    /** Text up to `max` characters; null when empty (or `required` when asked). */
    limitedText(field: string, max: number, required = false): string | null {
      const value = text(field);
      if (value === '') return required ? checker.fail(field, 'required') : null;
      if (value.length > max) return checker.fail(field, `max:${max}`);
      return value;
    },
    /** A yes/no cell; `fallback` when empty and not required. */
    boolean(field: string, options: { required: boolean; fallback?: boolean }): boolean | null {
      const value = text(field);
      if (value === '')
        return options.required ? checker.fail(field, 'required') : (options.fallback ?? null);
      const parsed = parseImportBoolean(value);
      return parsed === null ? checker.fail(field, 'boolean') : parsed;
    },
    /** A decimal within bounds (the product form's rules), as normalised text; null when empty. */
    decimal(field: string, bounds: DecimalBounds): string | null {
      const value = text(field);
      if (value === '') return null;
      const parsed = parseImportDecimal(value);
      if (parsed === null) return checker.fail(field, 'numeric');
      const broken = decimalRuleBroken(parsed, bounds);
      return broken ? checker.fail(field, broken) : parsed;
    },
    /** A field that must stay empty in this row (a natural person's commercial name...). */
    prohibit(field: string, when: boolean): void {
      if (when && checker.given(field)) checker.fail(field, 'prohibited');
    },
  };
  return checker;
}
export type RowChecker = ReturnType<typeof rowChecker>;
