import { describe, expect, it } from 'vitest';
import { afterProbe, dueActions, firstCheckAt, type TimerRow } from './spv-timers';

const HOUR = 3600_000;
const t0 = new Date('2026-11-25T10:00:00Z');
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
const row = (patch: Partial<TimerRow>): TimerRow => ({
  status: 'active',
  statusSince: t0,
  nextCheckAt: null,
  refreshedAt: t0,
  certificateExpiresAt: null,
  certificateNotices: [],
  hasTokens: true,
  ...patch,
});

describe('SPV connection timers', () => {
  it('re-checks a pending connection every 4 hours and gives up after 24', () => {
    const pending = row({ status: 'pending', nextCheckAt: firstCheckAt('pending', t0) });
    expect(pending.nextCheckAt).toEqual(at(4));
    expect(dueActions(pending, at(3.9))).toEqual([]);
    expect(dueActions(pending, at(4))).toEqual([{ kind: 'probe' }]);
    expect(afterProbe(pending, 'refused', at(4))).toEqual({
      status: 'pending',
      statusSince: t0,
      nextCheckAt: at(8),
      notify: null,
    });
    expect(afterProbe(pending, 'refused', at(22)).nextCheckAt).toEqual(at(24));
    expect(afterProbe(pending, 'failed', at(24))).toEqual({
      status: 'inactive',
      statusSince: at(24),
      nextCheckAt: null,
      notify: 'deactivated',
    });
    expect(afterProbe(pending, 'ok', at(8))).toEqual({
      status: 'active',
      statusSince: at(8),
      nextCheckAt: null,
      notify: 'activated',
    });
  });

  it('retries an unauthorized connection every hour, silently back to active', () => {
    const unauthorized = row({ status: 'unauthorized', nextCheckAt: firstCheckAt('unauthorized', t0) });
    expect(unauthorized.nextCheckAt).toEqual(at(1));
    expect(dueActions(unauthorized, at(1))).toEqual([{ kind: 'probe' }]);
    expect(afterProbe(unauthorized, 'refused', at(50))).toMatchObject({
      status: 'unauthorized',
      nextCheckAt: at(51),
    });
    expect(afterProbe(unauthorized, 'ok', at(2))).toMatchObject({ status: 'active', notify: null });
  });

  it('renews the tokens every 90 days', () => {
    expect(dueActions(row({}), at(24 * 89))).toEqual([]);
    expect(dueActions(row({}), at(24 * 90))).toEqual([{ kind: 'refresh' }]);
    expect(dueActions(row({ hasTokens: false }), at(24 * 90))).toEqual([]);
    expect(dueActions(row({ status: 'inactive' }), at(24 * 90))).toEqual([]);
  });

  it('gives the certificate notices 30 days before and on the day, once each, then expires', () => {
    const dated = row({ certificateExpiresAt: '2026-12-25' });
    expect(dueActions(dated, new Date('2026-11-24T12:00:00Z'))).toEqual([]);
    expect(dueActions(dated, new Date('2026-11-25T12:00:00Z'))).toEqual([
      { kind: 'notice', notice: '30-days', daysLeft: 30 },
    ]);
    expect(
      dueActions({ ...dated, certificateNotices: ['30-days'] }, new Date('2026-12-10T12:00:00Z')),
    ).toEqual([]);
    expect(
      dueActions({ ...dated, certificateNotices: ['30-days'] }, new Date('2026-12-25T08:00:00Z')),
    ).toEqual([{ kind: 'notice', notice: 'on-the-day', daysLeft: 0 }]);
    expect(
      dueActions(
        { ...dated, certificateNotices: ['30-days', 'on-the-day'] },
        new Date('2026-12-25T20:00:00Z'),
      ),
    ).toEqual([]);
    // 23:30 UTC on the 25th is already the 26th in Bucharest.
    expect(dueActions(dated, new Date('2026-12-25T23:30:00Z'))).toEqual([{ kind: 'expire' }]);
    expect(dueActions({ ...dated, status: 'expired' }, new Date('2027-01-10T00:00:00Z'))).toEqual([]);
  });
});
