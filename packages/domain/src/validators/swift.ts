import { isCountryCode } from '../addresses/countries';

/** A SWIFT/BIC code without spaces, in upper case. */
export const compactSwift = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * The rule code of a SWIFT/BIC code (ISO 9362), or null when valid: 8 or 11 characters, the bank's
 * four letters, its country (ISO 3166, plus XK for Kosovo as banks use it), two letters or digits
 * for the location and an optional three for the branch.
 */
export function swiftRule(value: string): string | null {
  const swift = compactSwift(value);
  if (swift === '') return 'required';
  if (swift.length < 8) return 'min:8';
  if (swift.length > 11) return 'max:11';
  if (swift.length !== 8 && swift.length !== 11) return 'size:8';
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(swift)) return 'invalid';
  const country = swift.slice(4, 6);
  return isCountryCode(country) || country === 'XK' ? null : 'invalid';
}

export const isValidSwift = (value: string) => swiftRule(value) === null;
