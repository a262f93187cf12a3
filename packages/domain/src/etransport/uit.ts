/**
 * The UIT (unique transport identifier) ANAF assigns to an accepted declaration: 16 characters,
 * 14 of digits and capital letters without O, I, Z, S, G, B (they look like 0, 1, 2, 5, 6, 8),
 * then two check digits: the last two digits of the sum of the first 14 character codes.
 */
export const UIT_LENGTH = 16;
const UIT_PATTERN = /^[0-9ACDEFHJKLMNPQRTUVWXY]{14}[0-9]{2}$/;

/** The check digits of a UIT's first 14 characters (Schematron BR-019). */
export function uitCheckDigits(body: string): string {
  let sum = 0;
  for (const character of body.slice(0, 14)) sum += character.charCodeAt(0);
  return String(sum % 100).padStart(2, '0');
}

/**
 * The rule a normalised UIT breaks: `size:16`, `format` (BR-003: a character outside the alphabet)
 * or `BR-019` (check digits), or null when it holds.
 */
export function uitRule(uit: string): 'size:16' | 'format' | 'BR-019' | null {
  if (uit.length !== UIT_LENGTH) return 'size:16';
  if (!UIT_PATTERN.test(uit)) return 'format';
  return uit.slice(14) === uitCheckDigits(uit) ? null : 'BR-019';
}

/** A UIT as typed or pasted (any case, spaces, the list's dashes) in its stored form. */
export const normaliseUit = (text: string): string => text.replace(/[\s-]+/g, '').toUpperCase();

/** The stored UIT of a typed one, or null when it is not a valid UIT. */
export function parseUit(text: string): string | null {
  const uit = normaliseUit(text);
  return uitRule(uit) === null ? uit : null;
}

/** The UIT as the list shows it: groups of 4 separated by dashes (3V0P-0L0P-0T3J-UW46). */
export function formatUit(uit: string | null | undefined): string {
  if (!uit) return '';
  return (normaliseUit(uit).match(/.{1,4}/g) ?? []).join('-');
}
