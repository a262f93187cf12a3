/**
 * The one way a calendar date is shown and typed, per language: dd.mm.yyyy in Romanian and
 * dd/mm/yyyy in English, in lists, views, date pickers and printed documents alike. Dates travel
 * and are stored as ISO "yyyy-mm-dd"; only what people read and type changes.
 */

const SEPARATOR: Record<string, string> = { 'ro-RO': '.', 'en-GB': '/' };

/** The separator between day, month and year in the language (Romanian for unknown languages). */
export function dateSeparator(locale: string): string {
  return SEPARATOR[locale] ?? SEPARATOR[locale.startsWith('en') ? 'en-GB' : 'ro-RO'] ?? '.';
}

/** The display pattern in dayjs tokens ("DD.MM.YYYY"), for date pickers. */
export function datePattern(locale: string): string {
  const separator = dateSeparator(locale);
  return ['DD', 'MM', 'YYYY'].join(separator);
}

const ISO_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * "2024-03-05" (or an ISO date-time, read by its date part) -> "05.03.2024" (ro-RO) or
 * "05/03/2024" (en-GB); a text that is not an ISO date is returned unchanged.
 */
export function formatCalendarDate(value: string, locale: string): string {
  const match = ISO_PREFIX.exec(value);
  if (!match) return value;
  const separator = dateSeparator(locale);
  return `${match[3]}${separator}${match[2]}${separator}${match[1]}`;
}

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * A typed date as ISO "yyyy-mm-dd", or null when it is not a real date: day first in both
 * languages ("5.3.2024", "05/03/2024", "05-03-2024"; a two-digit year is 20yy), or ISO itself
 * ("2024-03-05", as pasted from files). Month-first dates are not read: no Romanian or British
 * document writes them.
 */
export function parseCalendarDate(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})$/.exec(value);
  if (!dayFirst) return null;
  const yearText = dayFirst[4] as string;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return isoOf(year, Number(dayFirst[3]), Number(dayFirst[1]));
}
