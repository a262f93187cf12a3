/** ANAF answers the paginated list for at most 60 days back (reference README, e-Factura API). */
export const SYNC_WINDOW_DAYS = 60;
const DAY = 24 * 60 * 60 * 1000;
/** Messages ANAF lists late (processing, clocks): every sync reads this far before its last end again. */
export const SYNC_OVERLAP_MS = DAY;
/**
 * Kept off the window's edges so a slow request or a clock a little ahead is never refused: the
 * start ten minutes inside the 60 days, the end a few seconds before now (what arrives in those
 * seconds is read by the next sync, whose window starts a day earlier).
 */
const START_EDGE_MS = 10 * 60 * 1000;
const END_EDGE_MS = 5 * 1000;

/**
 * The time window of one sync's `listaMesajePaginatieFactura` calls: from the end of the last
 * complete sync (less an overlap, as the registry's unique download id drops what is known) but
 * never more than 60 days back; up to now, never in the future.
 */
export function syncWindow(now: number, syncedUntil: number | null): { startTime: number; endTime: number } {
  const endTime = now - END_EDGE_MS;
  const oldest = earliestStart(now);
  const from = syncedUntil === null ? oldest : Math.max(oldest, syncedUntil - SYNC_OVERLAP_MS);
  return { startTime: Math.min(from, endTime), endTime };
}

/** The oldest start a sync asks for at `now`: ten minutes inside what ANAF accepts. */
export const earliestStart = (now: number) => now - SYNC_WINDOW_DAYS * DAY + START_EDGE_MS;

/** Whether ANAF would now refuse this start (less than half a minute from its 60-day limit). */
export const startTooOld = (startTime: number, now: number) =>
  startTime < now - SYNC_WINDOW_DAYS * DAY + 30 * 1000;

/** `data_creare` (yyyyMMddHHmm, Romanian time) as a Date. */
export function anafCreatedAt(value: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  // Romanian time: find the UTC instant whose Bucharest wall clock reads this.
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  const offset = bucharestOffsetMs(guess);
  const instant = guess - offset;
  return new Date(instant - (bucharestOffsetMs(instant) - offset));
}

// Made once: building a formatter costs far more than using it (it showed in the sync's profile).
const bucharestClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Bucharest',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function bucharestOffsetMs(at: number): number {
  const parts = bucharestClock.formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return wall - Math.floor(at / 60000) * 60000;
}
