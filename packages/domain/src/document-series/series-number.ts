/** A series number has at most 19 digits (spec 02 §9). */
export const SERIES_INDEX_MAX_DIGITS = 19;
/** The largest number a series can hand out: numbers are stored as PostgreSQL bigint. */
export const SERIES_NUMBER_MAX = 9_223_372_036_854_775_807n;

/** The part of a series that decides how its numbers look. */
export type SeriesFormat = { prefix: string; suffix: string | null; startIndex: string };

/**
 * The number after `lastNumber` (null before the first), or null when the series is exhausted. The
 * start index counts only for the first number: numbering never goes back or skips.
 */
export function nextSeriesNumber(startIndex: string, lastNumber: bigint | null): bigint | null {
  const next = lastNumber === null ? BigInt(startIndex) : lastNumber + 1n;
  return next > SERIES_NUMBER_MAX ? null : next;
}

/** The number with leading zeros up to the start index's digit count ("0001" keeps 4 digits). */
export function padSeriesNumber(startIndex: string, value: bigint): string {
  return value.toString().padStart(startIndex.length, '0');
}

/** What a document shows: prefix, padded number, suffix ("FCT0001", "AV-0007/B"). */
export function formatSeriesNumber(series: SeriesFormat, value: bigint): string {
  return `${series.prefix}${padSeriesNumber(series.startIndex, value)}${series.suffix ?? ''}`;
}

/** The number the series hands out next, as documents show it; null when it is exhausted. */
export function nextFormattedNumber(series: SeriesFormat & { lastNumber: bigint | null }): string | null {
  const next = nextSeriesNumber(series.startIndex, series.lastNumber);
  return next === null ? null : formatSeriesNumber(series, next);
}
