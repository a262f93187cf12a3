export const LOCALES = ['ro-RO', 'en-GB'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ro-RO';
export const DEFAULT_TIMEZONE = 'Europe/Bucharest';
export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd';

let zones: Set<string> | undefined;

/** IANA time zones the runtime knows, plus UTC (which some runtimes leave out of the list). */
export function knownTimezones(): string[] {
  zones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return [...zones];
}

export function isKnownTimezone(value: string): boolean {
  knownTimezones();
  return zones?.has(value) ?? false;
}
