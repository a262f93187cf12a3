/** A calendar date written yyyy-MM-dd that exists (no 2025-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date (yyyy-MM-dd) in Romania, where the product's documents are dated. */
export function todayInRomania(now: Date = new Date()): string {
  return ROMANIAN_DAY.format(now);
}

// en-CA formats as yyyy-MM-dd; one formatter for all calls (building one costs ~60 µs).
const ROMANIAN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' });
