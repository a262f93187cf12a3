import { describeUserAgent, deviceLabel } from '@app/domain/auth/sign-in-origin';
import type { Notification } from '@app/domain/notifications/notification.schemas';
import { formatDate, formatMoney, formatNumber } from '../../shared/format/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

type Target = Pick<Notification, 'type' | 'data'>;

/** The i18n key of a notification's title; every type has one in notifications.json. */
export function notificationTitleKey(notification: Pick<Notification, 'type'>): string {
  return `notifications.types.${notification.type}`;
}

/** UIT codes read in groups of 4 separated by dashes (spec 03 §2). */
export function groupUit(uit: string): string {
  const compact = uit.replace(/[\s-]+/g, '');
  return compact.match(/.{1,4}/g)?.join('-') ?? compact;
}

/** The amount with 2 decimals and its currency ("1.190,50 RON"); the bare number without currency. */
export function notificationAmount(data: Target['data'], locale: string): string | null {
  if (data.grossTotal === undefined || data.grossTotal === '') return null;
  const amount = data.currencyCode
    ? formatMoney(data.grossTotal, data.currencyCode, locale, { decimals: 2 })
    : formatNumber(data.grossTotal, locale, { decimals: 2 });
  return amount === '' ? null : amount;
}

/**
 * The facts a notification carries, translated, in reading order: document and partner, amount,
 * transport code and date, export kind, SPV certificate expiry, plan, sign-in address and device. Shown under
 * the title; missing facts are left out, so no sentence is ever half filled.
 */
export function notificationDetails(notification: Target, locale: string, t: Translate): string[] {
  const { data } = notification;
  const details: string[] = [];
  if (data.seriesAndNumber)
    details.push(t('notifications.details.document', { value: data.seriesAndNumber }));
  if (data.partnerName) details.push(data.partnerName);
  const amount = notificationAmount(data, locale);
  if (amount) details.push(amount);
  if (data.uit) details.push(t('notifications.details.uit', { value: groupUit(data.uit) }));
  if (data.deliveryDate) details.push(t('notifications.details.delivery-date', { value: data.deliveryDate }));
  if (data.exportType) {
    details.push(t(`notifications.export-types.${data.exportType}`, { defaultValue: data.exportType }));
  }
  if (data.certificateExpiresAt) {
    details.push(
      t('anaf-spv.notification.certificate-expires', {
        value: formatDate(data.certificateExpiresAt, undefined, locale),
      }),
    );
  }
  if (data.planName) details.push(t('notifications.details.plan', { value: data.planName }));
  if (data.ip) details.push(t('notifications.details.ip', { value: data.ip }));
  if (data.userAgent) {
    const device = describeUserAgent(data.userAgent);
    if (device.browser || device.os)
      details.push(t('notifications.details.device', { value: deviceLabel(device, '') }));
  }
  return details;
}
