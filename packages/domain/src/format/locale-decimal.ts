/**
 * Numbers as people type them, read into the plain dot decimals the schemas and the server take.
 *
 * ro-RO: decimal comma, thousands dot ("4.999,99"); a plain dot decimal ("4999.99") is read too,
 * because bookkeepers paste amounts from bank statements and spreadsheets. That makes one shape
 * ambiguous: "1.234" is read as one thousand two hundred thirty-four (a lone dot followed by
 * exactly three digits, after one to three digits that do not start with 0, is a thousands dot,
 * as it is on everything the app prints in Romanian); "1.23", "1.2345", "0.125" and "1234.567"
 * are decimals. To type 1.234 in Romanian, type "1,234".
 * en-GB: decimal dot, thousands comma ("4,999.99"); a comma is never a decimal separator, so "1,9"
 * is refused rather than guessed.
 * Both: spaces (also no-break and narrow no-break spaces) may group thousands, a leading "-", "+"
 * or "−" (U+2212) gives the sign, ",5" and "5," are 0.5 and 5. Groups must be whole ("1.23,4" and
 * "12.34" as groups are refused), separators may not be mixed in one number, and anything else
 * (letters, exponents, two decimal separators) is refused.
 */

interface Separators {
  decimal: string;
  group: string;
}

const KNOWN: Record<string, Separators> = {
  'ro-RO': { decimal: ',', group: '.' },
  'en-GB': { decimal: '.', group: ',' },
};

/** The separators of a language: the two of the product are fixed, others come from Intl. */
export function decimalSeparators(locale: string): Separators {
  const known = KNOWN[locale];
  if (known) return known;
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.6);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  return { decimal, group: /\s/.test(group) ? ' ' : group };
}

const SPACE = /\s/g;
const DIGITS = /^\d+$/;

/** An integer part with optional thousands groups ("4.999", "4 999", "4999") as digits, or null. */
function integerDigits(text: string, group: string): string | null {
  if (text === '' || DIGITS.test(text)) return text;
  const separators = new Set(text.replace(/\d/g, ''));
  if (separators.size !== 1) return null;
  const [separator] = [...separators];
  if (separator !== group && separator !== ' ') return null;
  const groups = text.split(separator as string);
  const [lead, ...rest] = groups;
  if (!lead || !/^[1-9]\d{0,2}$/.test(lead)) return null;
  return rest.every((part) => /^\d{3}$/.test(part)) ? groups.join('') : null;
}

/** "-0007.50" -> "-7.50", "-0.00" -> "0.00": leading zeros go, a zero has no sign. */
function canonical(negative: boolean, integer: string, fraction: string): string {
  const whole = integer.replace(/^0+(?=\d)/, '') || '0';
  const text = fraction === '' ? whole : `${whole}.${fraction}`;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/**
 * The typed text as a plain dot decimal ("4.999,99" -> "4999.99" in ro-RO), "" for an empty text,
 * or null when the text is not a number in that language (see the rules above).
 */
export function parseLocaleDecimal(text: string, locale: string): string | null {
  let body = text.trim().replace(SPACE, ' ');
  if (body === '') return '';
  const negative = /^[-\u2212]/.test(body);
  if (/^[-+\u2212]/.test(body)) body = body.slice(1);
  if (!/^[\d., ]+$/.test(body) || /^ | $| {2}/.test(body)) return null;
  const { decimal, group } = decimalSeparators(locale);

  let integer: string;
  let fraction = '';
  const decimalAt = body.indexOf(decimal);
  if (decimalAt !== -1) {
    if (body.indexOf(decimal, decimalAt + 1) !== -1) return null;
    integer = body.slice(0, decimalAt);
    fraction = body.slice(decimalAt + 1);
  } else if (decimal === ',' && body.includes('.')) {
    // No comma: the dots are thousands dots ("1.234.567", "1.234") or one plain decimal dot.
    const dots = body.split('.').length - 1;
    const thousands = dots > 1 || /^[1-9]\d{0,2}\.\d{3}$/.test(body);
    if (thousands) {
      integer = body;
    } else {
      integer = body.slice(0, body.indexOf('.'));
      fraction = body.slice(body.indexOf('.') + 1);
    }
  } else {
    integer = body;
  }

  if (fraction !== '' && !DIGITS.test(fraction)) return null;
  const digits = integerDigits(integer, group);
  if (digits === null || (digits === '' && fraction === '')) return null;
  return canonical(negative, digits, fraction);
}

/** A plain dot decimal as it is typed in the language ("4999.99" -> "4999,99"); other texts unchanged. */
export function localeDecimalText(value: string, locale: string): string {
  if (!/^-?\d*(\.\d*)?$/.test(value)) return value;
  const { decimal } = decimalSeparators(locale);
  return value.replace('.', decimal);
}
