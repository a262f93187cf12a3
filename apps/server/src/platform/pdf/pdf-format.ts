import { formatCalendarDate } from '@app/domain/format/calendar-date';

/**
 * Number and date texts of a printed document. Amounts arrive as exact decimal texts ("1234.50"),
 * so they are formatted as texts too: no binary float ever touches an amount.
 */
export type PdfLanguage = 'ro-RO' | 'en-GB';

const SEPARATORS: Record<PdfLanguage, { group: string; decimal: string }> = {
  'ro-RO': { group: '.', decimal: ',' },
  'en-GB': { group: ',', decimal: '.' },
};

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * "1234.5" -> "1.234,50" (ro-RO) or "1,234.50" (en-GB). Trailing zeros of the fraction are dropped
 * down to `minFraction` digits and never rounded away; `'keep'` prints the fraction as given. A text
 * that is not a plain decimal is returned unchanged.
 */
export function formatDecimal(value: string, language: PdfLanguage, minFraction: number | 'keep'): string {
  const match = DECIMAL.exec(value.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return value;
  const { group, decimal } = SEPARATORS[language] ?? SEPARATORS['ro-RO'];
  const sign = match[1] === '-' ? '-' : '';
  const digits = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  let fraction = match[3] ?? '';
  if (minFraction !== 'keep') {
    fraction = fraction.replace(/0+$/, '');
    if (fraction.length < minFraction) fraction = fraction.padEnd(minFraction, '0');
  }
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    grouped = grouped === '' ? digits.slice(start, end) : `${digits.slice(start, end)}${group}${grouped}`;
  }
  return fraction === '' ? `${sign}${grouped}` : `${sign}${grouped}${decimal}${fraction}`;
}

/** An amount with its two decimals: "1.234,56". */
export const formatAmount = (value: string, language: PdfLanguage) => formatDecimal(value, language, 2);

/** A quantity without useless zeros: "2", "1,5". */
export const formatQuantity = (value: string, language: PdfLanguage) => formatDecimal(value, language, 0);

/** A VAT rate as a percentage: "19%", "5,5%". */
export const formatRate = (value: string, language: PdfLanguage) => `${formatDecimal(value, language, 0)}%`;

/**
 * "2024-03-05" -> "05.03.2024" (ro-RO) or "05/03/2024" (en-GB), as the app shows dates in lists,
 * views and pickers (one formatter for all); other texts unchanged.
 */
export function formatDate(value: string, language: PdfLanguage): string {
  return formatCalendarDate(value, language);
}

/** True for "0", "0.00", "-0.00" and the empty text. */
export const isZero = (value: string) => /^[+-]?0*(\.0*)?$/.test(value.trim());

/** The amount of a reduction, printed negative whatever sign it was given with: "-50,00". */
export function formatReduction(value: string, language: PdfLanguage): string {
  const unsigned = value.trim().replace(/^[+-]/, '');
  return isZero(unsigned) ? formatAmount(unsigned, language) : `-${formatAmount(unsigned, language)}`;
}
