import type { EfacturaState } from '@app/domain/efactura/efactura-states';

/**
 * How urgent sending a client invoice to RO e-Factura is (spec 02 §9: within 5 days of the issue
 * date). `none`: nothing to do (sent and pending or accepted, or no deadline); `ok`: more than
 * WARNING_DAYS left; `soon`: WARNING_DAYS or fewer left; `today`: the last day; `overdue`: past it.
 */
export type DeadlineLevel = 'none' | 'ok' | 'soon' | 'today' | 'overdue';

/** From this many days left the deadline is shown as a warning (the dashboard's "due soon"). */
export const WARNING_DAYS = 2;

const DAY_MS = 86_400_000;

/** Whole days from `today` to `day` (both yyyy-mm-dd); negative when `day` is past. */
export function daysBetween(today: string, day: string): number {
  const from = Date.parse(`${today}T00:00:00Z`);
  const to = Date.parse(`${day}T00:00:00Z`);
  return Math.round((to - from) / DAY_MS);
}

export interface DeadlineState {
  level: DeadlineLevel;
  /** Days left until the deadline (0 on the day, negative past it); null without a deadline. */
  daysLeft: number | null;
}

/**
 * The deadline's state for an invoice in `status` (null: never sent) on `today` (Romanian day).
 * A rejected invoice must be corrected and sent again, so its deadline still counts.
 */
export function deadlineState(
  deadline: string | null | undefined,
  status: EfacturaState | null | undefined,
  today: string,
): DeadlineState {
  if (!deadline) return { level: 'none', daysLeft: null };
  const daysLeft = daysBetween(today, deadline);
  if (status === 'pending' || status === 'accepted') return { level: 'none', daysLeft };
  if (daysLeft < 0) return { level: 'overdue', daysLeft };
  if (daysLeft === 0) return { level: 'today', daysLeft };
  if (daysLeft <= WARNING_DAYS) return { level: 'soon', daysLeft };
  return { level: 'ok', daysLeft };
}

/** Mantine colour of a deadline level. */
export const DEADLINE_COLORS: Record<DeadlineLevel, string> = {
  none: 'gray',
  ok: 'gray',
  soon: 'orange',
  today: 'red',
  overdue: 'red',
};
