// Display formats: a date the language's one way (dd.mm.yyyy in Romanian, dd/mm/yyyy in English,
// the same as date pickers and printed documents: formatCalendarDate), datetime that date and
// HH:mm:ss, time HH:mm, 12-hour hh:mm a; numbers with 2 decimals and the locale's thousands
// separators, optionally without trailing zeros. Pure functions: the locale and time zone are
// arguments (useFormat binds them).
import { formatCalendarDate } from '@app/domain/format/calendar-date';

export type DateInput = string | number | Date;

/** "2025-03-01" is a calendar date (a document's issue date): it has no time zone to convert from. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

function partsOf(value: DateInput, timeZone?: string): DateParts | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const formatter = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/**
 * dd.mm.yyyy (ro-RO) or dd/mm/yyyy (en-GB); a calendar date as it is, an instant in the time zone;
 * an empty string for a missing or invalid value, so tables show a blank cell.
 */
export function formatDate(value: DateInput | null | undefined, timeZone?: string, locale = 'ro-RO'): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && DATE_ONLY.test(value)) return formatCalendarDate(value, locale);
  const parts = partsOf(value, timeZone);
  return parts ? formatCalendarDate(`${parts.year}-${parts.month}-${parts.day}`, locale) : '';
}

/** The date as formatDate writes it, then HH:mm:ss, in the given time zone (the user's), from a UTC instant. */
export function formatDateTime(
  value: DateInput | null | undefined,
  timeZone?: string,
  locale = 'ro-RO',
): string {
  if (value === null || value === undefined || value === '') return '';
  const parts = partsOf(value, timeZone);
  if (!parts) return '';
  const date = formatCalendarDate(`${parts.year}-${parts.month}-${parts.day}`, locale);
  return `${date} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** HH:mm, or hh:mm AM/PM with twelveHour. */
export function formatTime(
  value: DateInput | null | undefined,
  timeZone?: string,
  { twelveHour = false } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const parts = partsOf(value, timeZone);
  if (!parts) return '';
  if (!twelveHour) return `${parts.hour}:${parts.minute}`;
  const hour = Number(parts.hour);
  const hour12 = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  return `${hour12}:${parts.minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

export interface NumberOptions {
  /** Decimals shown; 2 by default (quantities and amounts). */
  decimals?: number;
  /** 1.50 -> 1.5 and 2.00 -> 2. */
  trimZeros?: boolean;
}

/**
 * 1234.56 -> "1.234,56" (ro-RO) or "1,234.56" (en-GB). Amounts arrive as decimal strings; Intl formats
 * a string as an exact decimal, so "0.005" rounds half up without a binary-float detour.
 */
export function formatNumber(
  value: number | string | null | undefined,
  locale: string,
  { decimals = 2, trimZeros = false }: NumberOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  if (typeof value === 'string' && !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return '';
  const formatter = new Intl.NumberFormat(locale, {
    minimumFractionDigits: trimZeros ? 0 : decimals,
    maximumFractionDigits: decimals,
    // ro-RO would leave four-digit numbers ungrouped ("1234,56"); the product groups them all.
    useGrouping: 'always',
    // No "-0,00" for tiny negative remainders.
    signDisplay: 'negative',
  } as Intl.NumberFormatOptions);
  // The typings of Node 20 predate format(string); runtimes since 2022 accept it.
  return formatter.format(value as number);
}

/** "1.234,56 RON": the amount, then the ISO currency code (as on Romanian invoices). */
export function formatMoney(
  value: number | string | null | undefined,
  currency: string,
  locale: string,
  options: NumberOptions = {},
): string {
  const amount = formatNumber(value, locale, options);
  return amount === '' ? '' : `${amount} ${currency}`;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "acum 5 minute" / "5 minutes ago" for a notification's createdAt (UTC). */
export function formatTimeAgo(value: DateInput, locale: string, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  // Under a minute reads as "now" rather than a ticking number of seconds.
  if (Math.abs(seconds) < 60) return formatter.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatter.format(Math.trunc(seconds / size), unit);
  }
  return formatter.format(0, 'second');
}
