import type { SpvConnectionStatus } from '@app/domain/efactura/efactura-states';
import {
  CERTIFICATE_NOTICE_DAYS,
  PENDING_MAX_HOURS,
  PENDING_RETRY_HOURS,
  REFRESH_EVERY_DAYS,
} from '@app/domain/efactura/spv-connection.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';

/**
 * The connection's timers as pure functions of the row and the time (spec 02 §4 Tax connection,
 * §9): pending re-checked every 4 hours up to 24 hours, unauthorized re-checked every hour, the
 * tokens renewed every 90 days, certificate notices 30 days before and on the day, `expired` once
 * the certificate's day has passed. The sweep job applies what they answer.
 */

export const UNAUTHORIZED_RETRY_HOURS = 1;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

export type CertificateNotice = '30-days' | 'on-the-day';

export type TimerRow = {
  status: SpvConnectionStatus;
  statusSince: Date | null;
  nextCheckAt: Date | null;
  refreshedAt: Date | null;
  certificateExpiresAt: string | null;
  certificateNotices: string[];
  hasTokens: boolean;
};

export type TimerAction =
  | { kind: 'probe' }
  | { kind: 'refresh' }
  | { kind: 'expire' }
  | { kind: 'notice'; notice: CertificateNotice; daysLeft: number };

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

const activeLike = (status: SpvConnectionStatus) =>
  status === 'active' || status === 'pending' || status === 'unauthorized';

/** What is due for a connection now, in the order to apply it. */
export function dueActions(row: TimerRow, now: Date): TimerAction[] {
  if (!activeLike(row.status)) return [];
  const actions: TimerAction[] = [];
  if (row.certificateExpiresAt) {
    const daysLeft = daysBetween(todayInRomania(now), row.certificateExpiresAt);
    if (daysLeft < 0) return [{ kind: 'expire' }];
    if (daysLeft === 0 && !row.certificateNotices.includes('on-the-day'))
      actions.push({ kind: 'notice', notice: 'on-the-day', daysLeft });
    else if (
      daysLeft > 0 &&
      daysLeft <= CERTIFICATE_NOTICE_DAYS &&
      !row.certificateNotices.includes('30-days')
    )
      actions.push({ kind: 'notice', notice: '30-days', daysLeft });
  }
  if (row.status !== 'active' && row.nextCheckAt && row.nextCheckAt.getTime() <= now.getTime())
    actions.push({ kind: 'probe' });
  if (
    row.status === 'active' &&
    row.hasTokens &&
    (!row.refreshedAt || now.getTime() - row.refreshedAt.getTime() >= REFRESH_EVERY_DAYS * DAY)
  )
    actions.push({ kind: 'refresh' });
  return actions;
}

export type ProbeOutcome = 'ok' | 'refused' | 'failed';

export type StatusChange = {
  status: SpvConnectionStatus;
  statusSince: Date | null;
  nextCheckAt: Date | null;
  notify: 'activated' | 'deactivated' | null;
};

/** Where a pending or unauthorized connection goes after a re-check. */
export function afterProbe(
  row: Pick<TimerRow, 'status' | 'statusSince'>,
  outcome: ProbeOutcome,
  now: Date,
): StatusChange {
  const since = row.statusSince ?? now;
  if (outcome === 'ok')
    return {
      status: 'active',
      statusSince: now,
      nextCheckAt: null,
      notify: row.status === 'pending' ? 'activated' : null,
    };
  if (row.status === 'pending') {
    const giveUpAt = since.getTime() + PENDING_MAX_HOURS * HOUR;
    if (now.getTime() >= giveUpAt)
      return { status: 'inactive', statusSince: now, nextCheckAt: null, notify: 'deactivated' };
    return {
      status: 'pending',
      statusSince: since,
      nextCheckAt: new Date(Math.min(now.getTime() + PENDING_RETRY_HOURS * HOUR, giveUpAt)),
      notify: null,
    };
  }
  return {
    status: row.status,
    statusSince: since,
    nextCheckAt: new Date(now.getTime() + UNAUTHORIZED_RETRY_HOURS * HOUR),
    notify: null,
  };
}

/** The first re-check of a connection that just became pending or unauthorized. */
export function firstCheckAt(status: 'pending' | 'unauthorized', now: Date): Date {
  return new Date(
    now.getTime() + (status === 'pending' ? PENDING_RETRY_HOURS : UNAUTHORIZED_RETRY_HOURS) * HOUR,
  );
}
