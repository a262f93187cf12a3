const CUI_WEIGHTS = [7, 5, 3, 2, 1, 7, 5, 3, 2];

/**
 * Strips an optional RO prefix and spaces; returns the digits or null when the shape is wrong.
 * A leading zero is refused: no CUI is issued with one, and all-zero strings would pass the check digit.
 */
export function cuiDigits(value: string): string | null {
  const compact = value.replace(/\s+/g, '').toUpperCase().replace(/^RO/, '');
  return /^[1-9][0-9]{1,9}$/.test(compact) ? compact : null;
}

/** Romanian business id (CUI/CIF) with its check digit, with or without the RO prefix. */
export function isValidCui(value: string): boolean {
  return cuiRule(value) === null;
}

/**
 * The rule a CUI breaks: `invalid` when it is not 2-10 digits (with an optional RO prefix),
 * `cui.check-digit` when its last digit does not match the others (a typo), null when it holds.
 */
export function cuiRule(value: string): 'invalid' | 'cui.check-digit' | null {
  const digits = cuiDigits(value);
  if (!digits) return 'invalid';
  return cuiCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1)) ? null : 'cui.check-digit';
}

/** The check digit of a CUI's other digits (at most 9). */
export function cuiCheckDigit(body: string): number {
  const padded = body.padStart(9, '0');
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(padded[i]) * (CUI_WEIGHTS[i] as number);
  return ((sum * 10) % 11) % 10;
}
