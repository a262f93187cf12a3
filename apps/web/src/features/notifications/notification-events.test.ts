import { describe, expect, it } from 'vitest';
import { concernsCompany, notificationEventOf } from './notification-events';

describe('notificationEventOf', () => {
  it('reads the type and the company of a notification event', () => {
    expect(
      notificationEventOf({
        event: 'client-invoices-efactura-rejected',
        data: { myCompanyId: 'c1', notification: { id: 1 } },
      }),
    ).toEqual({ type: 'client-invoices-efactura-rejected', myCompanyId: 'c1' });
    expect(notificationEventOf({ event: 'suspicious-login', data: { notification: {} } })).toEqual({
      type: 'suspicious-login',
      myCompanyId: null,
    });
  });

  it('ignores events that are not notifications', () => {
    expect(notificationEventOf({ event: 'realtime:resubscribed', data: null })).toBeNull();
    expect(notificationEventOf({ event: 'something-else', data: { myCompanyId: 'c1' } })).toBeNull();
  });
});

describe('concernsCompany', () => {
  it('matches the selected company, and personal notifications everywhere', () => {
    const event = { type: 'export-finished', myCompanyId: 'c1' } as const;
    expect(concernsCompany(event, 'c1')).toBe(true);
    expect(concernsCompany(event, 'c2')).toBe(false);
    expect(concernsCompany({ ...event, myCompanyId: null }, 'c2')).toBe(true);
    expect(concernsCompany(event, null)).toBe(false);
  });
});
