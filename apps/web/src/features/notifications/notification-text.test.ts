import { EXPORT_KINDS } from '@app/domain/exports/export.schemas';
import { NOTIFICATION_TYPES } from '@app/domain/notifications/notification.schemas';
import { describe, expect, it } from 'vitest';
import { loadLocaleResource } from '../../locales/resources';
import { groupUit, notificationAmount, notificationDetails, notificationTitleKey } from './notification-text';

const resources = {
  'ro-RO': await loadLocaleResource('ro-RO'),
  'en-GB': await loadLocaleResource('en-GB'),
};

/** A translator that shows the key and the value it was given. */
const t = (key: string, options?: Record<string, unknown>) =>
  options && 'value' in options ? `${key}=${String(options.value)}` : key;

function lookup(resource: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resource);
}

describe('notificationDetails', () => {
  it('lists the invoice facts with the amount in 2 decimals and its currency', () => {
    const details = notificationDetails(
      {
        type: 'client-invoices-efactura-rejected',
        data: {
          seriesAndNumber: 'FCT 0012',
          partnerName: 'Client SRL',
          grossTotal: '1190.5',
          currencyCode: 'RON',
        },
      },
      'ro-RO',
      t,
    );
    expect(details).toEqual(['notifications.details.document=FCT 0012', 'Client SRL', '1.190,50 RON']);
  });

  it('writes the amount in the interface language', () => {
    expect(notificationAmount({ grossTotal: '1234.565', currencyCode: 'EUR' }, 'en-GB')).toBe('1,234.57 EUR');
    expect(notificationAmount({ grossTotal: '7' }, 'ro-RO')).toBe('7,00');
    expect(notificationAmount({ grossTotal: 'abc', currencyCode: 'RON' }, 'ro-RO')).toBeNull();
    expect(notificationAmount({}, 'ro-RO')).toBeNull();
  });

  it('groups the UIT, and names the export type and the plan', () => {
    expect(
      notificationDetails(
        {
          type: 'etransport-declaration-accepted',
          data: { uit: 'ABCD1234EFGH5678', deliveryDate: '2025-03-01' },
        },
        'ro-RO',
        t,
      ),
    ).toEqual([
      'notifications.details.uit=ABCD-1234-EFGH-5678',
      'notifications.details.delivery-date=2025-03-01',
    ]);
    expect(
      notificationDetails(
        { type: 'export-finished', data: { exportType: 'client-invoice-pdfs' } },
        'ro-RO',
        t,
      ),
    ).toEqual(['notifications.export-types.client-invoice-pdfs']);
    expect(
      notificationDetails({ type: 'billing-subscription-expired', data: { planName: 'Smart' } }, 'en-GB', t),
    ).toEqual(['notifications.details.plan=Smart']);
  });

  it('dates the SPV certificate expiry in the interface language', () => {
    const notice = {
      type: 'my-companies-anaf-spv-certificate-expiring' as const,
      data: { certificateExpiresAt: '2026-03-09', daysLeft: 30 },
    };
    expect(notificationDetails(notice, 'ro-RO', t)).toEqual([
      'anaf-spv.notification.certificate-expires=09.03.2026',
    ]);
    expect(notificationDetails(notice, 'en-GB', t)).toEqual([
      'anaf-spv.notification.certificate-expires=09/03/2026',
    ]);
    for (const locale of ['ro-RO', 'en-GB'] as const) {
      expect(typeof lookup(resources[locale], 'anaf-spv.notification.certificate-expires')).toBe('string');
    }
  });

  it('leaves out what the notification does not carry', () => {
    expect(notificationDetails({ type: 'suspicious-login', data: {} }, 'ro-RO', t)).toEqual([]);
  });

  it('names the address and the device of a suspicious sign-in', () => {
    const userAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    expect(
      notificationDetails({ type: 'suspicious-login', data: { ip: '86.120.33.7', userAgent } }, 'ro-RO', t),
    ).toEqual(['notifications.details.ip=86.120.33.7', 'notifications.details.device=Firefox · Linux']);
    expect(
      notificationDetails(
        { type: 'suspicious-login', data: { ip: '86.120.33.7', userAgent: 'curl/8' } },
        'ro-RO',
        t,
      ),
    ).toEqual(['notifications.details.ip=86.120.33.7']);
  });
});

describe('groupUit', () => {
  it('splits in groups of 4', () => {
    expect(groupUit('12345678901')).toBe('1234-5678-901');
    expect(groupUit('ABCD-EFGH')).toBe('ABCD-EFGH');
  });
});

describe('notification texts', () => {
  it('have a title for every type in both languages', () => {
    for (const locale of ['ro-RO', 'en-GB'] as const) {
      const missing = NOTIFICATION_TYPES.filter(
        (type) => typeof lookup(resources[locale], notificationTitleKey({ type })) !== 'string',
      );
      expect(missing).toEqual([]);
    }
  });

  it('name every export type in both languages', () => {
    for (const locale of ['ro-RO', 'en-GB'] as const) {
      for (const kind of EXPORT_KINDS) {
        expect(typeof lookup(resources[locale], `notifications.export-types.${kind}`)).toBe('string');
      }
    }
  });
});
