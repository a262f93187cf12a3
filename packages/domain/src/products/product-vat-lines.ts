import { DEFAULT_TIMEZONE } from '../auth/locale';

/** A product's VAT rate from a day on (YYYY-MM-DD days compare as text). */
export type VatLine = { id: string; vatRateId: string; startsAt: string };

/** Today's calendar day where the company keeps its books (Romania). */
export function todayIn(timeZone = DEFAULT_TIMEZONE, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The first line, which is the base (spec 02 §8: it cannot be deleted). */
export function baseLine<T extends VatLine>(lines: readonly T[]): T | null {
  return lines.reduce<T | null>(
    (first, line) => (first === null || line.startsAt < first.startsAt ? line : first),
    null,
  );
}

/** The line in force on a day: the latest started by then; before the base starts, the base. */
export function lineInForce<T extends VatLine>(lines: readonly T[], day: string): T | null {
  const started = lines.filter((line) => line.startsAt <= day);
  if (started.length === 0) return baseLine(lines);
  return started.reduce((latest, line) => (line.startsAt > latest.startsAt ? line : latest));
}

/**
 * Whether a line starting on `startsAt` is, or would be, in force today or later: it starts after
 * today, or no other line starts between it and today. A company that does not pay VAT may only add
 * or move lines into the past (spec 02 §5 Product VAT rate).
 */
export function isCurrentOrFuture(startsAt: string, otherStarts: readonly string[], today: string): boolean {
  if (startsAt > today) return true;
  return !otherStarts.some((other) => other > startsAt && other <= today);
}
