import { cuiCheckDigit } from '@app/domain/validators/cui';

/**
 * Valid Romanian identifiers for corpus invoices, derived from a number so every scenario and
 * random invoice gets a different, reproducible one (the official rules and ANAF check digits).
 */

/** A CUI (without RO) with its check digit: 2 to 10 digits, never a leading zero. */
export function corpusCui(n: number): string {
  const body = String(1_000_000 + (Math.abs(Math.trunc(n)) % 98_999_999));
  return `${body}${cuiCheckDigit(body)}`;
}

const CNP_WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
/** County codes of the CNP: 01-46 (40-46 Bucharest's sectors), 51 and 52 (Călărași, Giurgiu). */
const CNP_COUNTIES = [...Array.from({ length: 46 }, (_, i) => String(i + 1).padStart(2, '0')), '51', '52'];

/** A CNP with a real birth date and its check digit (sex and century digit 1, 2, 5 or 6). */
export function corpusCnp(n: number): string {
  const k = Math.abs(Math.trunc(n));
  const sex = ['1', '2', '5', '6'][k % 4] as string;
  const year = String(k % 100).padStart(2, '0');
  const month = String((k % 12) + 1).padStart(2, '0');
  const day = String((k % 28) + 1).padStart(2, '0');
  const county = CNP_COUNTIES[k % CNP_COUNTIES.length] as string;
  const serial = String((k % 999) + 1).padStart(3, '0');
  const body = `${sex}${year}${month}${day}${county}${serial}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (CNP_WEIGHTS[i] as number);
  const rest = sum % 11;
  return `${body}${rest === 10 ? 1 : rest}`;
}

/** ISO 13616 check digits of an IBAN body (country code, then "00", then the account). */
function ibanCheckDigits(country: string, account: string): string {
  const rearranged = `${account}${country}00`;
  const numeric = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of numeric) rest = (rest * 10 + Number(digit)) % 97;
  return String(98 - rest).padStart(2, '0');
}

/** A Romanian IBAN (RO + 2 check digits + 4-letter bank code + 16 characters). */
export function corpusIban(n: number, bank = 'BTRL'): string {
  const account = String(Math.abs(Math.trunc(n)))
    .padStart(16, '0')
    .slice(-16);
  return `RO${ibanCheckDigits('RO', `${bank}${account}`)}${bank}${account}`;
}
