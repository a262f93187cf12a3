import { CERTIFICATE_NOTICE_DAYS } from '@app/domain/efactura/spv-connection.schemas';

const DAY_MS = 86_400_000;

/** Today's calendar day in Romania (YYYY-MM-DD), where the certificate's date is meant. */
export function todayInRomania(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(now);
}

/** Whole days from `today` to `date` (both YYYY-MM-DD): 0 on the day, negative once past. */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

export type CertificateWarning =
  | { kind: 'expired'; days: number }
  | { kind: 'today'; days: 0 }
  | { kind: 'soon'; days: number };

/**
 * A warning for the certificate's expiry date: expired, expiring today, or within the 30 days the
 * server's notices start at (spec 02 §4); null when there is no date or it is further away.
 */
export function certificateWarning(date: string | null, today: string): CertificateWarning | null {
  if (!date) return null;
  const days = daysBetween(today, date);
  if (Number.isNaN(days)) return null;
  if (days < 0) return { kind: 'expired', days: -days };
  if (days === 0) return { kind: 'today', days: 0 };
  if (days <= CERTIFICATE_NOTICE_DAYS) return { kind: 'soon', days };
  return null;
}
