import { STOCK_SHORTAGE_CODE } from '@app/domain/stock/stock-kinds';
import type { ValidationErrors } from '../../../shared/api/api-error';

/** A line short of stock, as the refusal names it: its number on the document (1-based) and name. */
export type ShortLine = { number: number; name: string };

/**
 * The lines a publish (or void) refusal says are short of stock: the server answers 422 with
 * `lines.<i>.quantity: ['stock-unavailable']` for each (spec 02 §8 Documents). Null when the answer
 * is not that refusal; the lines in document order.
 */
export function shortLinesOf(
  errors: ValidationErrors | null,
  lines: readonly { name: string }[],
): ShortLine[] | null {
  if (errors === null) return null;
  const indexes = new Set<number>();
  for (const [field, codes] of Object.entries(errors)) {
    const match = /^lines\.(\d+)\.quantity$/.exec(field);
    if (match && codes.includes(STOCK_SHORTAGE_CODE)) indexes.add(Number(match[1]));
  }
  if (indexes.size === 0) return null;
  return [...indexes]
    .sort((a, b) => a - b)
    .map((index) => ({ number: index + 1, name: lines[index]?.name ?? '' }));
}

/** The other codes of a refusal: those of no line's stock (a void refused, a draft-only action...). */
export function otherCodesOf(errors: ValidationErrors): string[] {
  return Object.entries(errors)
    .filter(([field]) => !/^lines\.\d+\.quantity$/.test(field))
    .flatMap(([, codes]) => codes);
}
