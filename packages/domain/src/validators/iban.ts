/** IBAN lengths per country for the countries Romanian companies deal with most; others need 15-34. */
const IBAN_LENGTHS: Record<string, number> = {
  RO: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  HR: 21,
  CY: 28,
  CZ: 24,
  DK: 18,
  EE: 20,
  FI: 18,
  FR: 27,
  DE: 22,
  GR: 27,
  HU: 28,
  IE: 22,
  IT: 27,
  LV: 21,
  LT: 20,
  LU: 20,
  MT: 31,
  NL: 18,
  PL: 28,
  PT: 25,
  SK: 24,
  SI: 19,
  ES: 24,
  SE: 24,
  GB: 22,
  CH: 21,
  NO: 15,
  MD: 24,
};

export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616 IBAN: country length and the mod-97 check. */
export function isValidIban(value: string): boolean {
  return ibanRule(value) === null;
}

/**
 * The rule an IBAN breaks: `invalid` for a wrong shape or a wrong length for its country,
 * `iban.checksum` when the mod-97 check fails (a mistyped character), null when it holds.
 */
export function ibanRule(value: string): 'invalid' | 'iban.checksum' | null {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return 'invalid';
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return 'invalid';
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? null : 'iban.checksum';
}
