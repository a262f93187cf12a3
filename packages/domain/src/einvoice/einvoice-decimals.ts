import { Money } from '../invoicing/totals-money';

/**
 * Decimal text helpers of the e-invoice mapping: amounts stay text, and a sign change keeps the
 * decimals as written ("-2.50" -> "2.50") and never gives "-0.00".
 */

/** The number of decimals written in a decimal text ("2.50" -> 2, "3" -> 0). */
function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** The negation of a decimal text with the same decimals; a zero stays unsigned. */
export function negatedText(text: string): string {
  const value = new Money(text.trim());
  const negated = value.isZero() ? value.abs() : value.negated();
  return negated.toFixed(decimalsOf(text.trim()));
}

/** Null stays null. */
export function negatedOptional(text: string | null): string | null {
  return text === null ? null : negatedText(text);
}

/** Whether a decimal text is zero ("0", "0.00", "-0.00"). */
export function isZeroText(text: string | null | undefined): boolean {
  return text === null || text === undefined || new Money(text.trim()).isZero();
}
