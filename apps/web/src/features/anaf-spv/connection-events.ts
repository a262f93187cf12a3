import { notificationEventOf } from '../notifications/notification-events';

/**
 * Whether a real-time event changes what the company's SPV page shows: a notification about its
 * connection (activated, by the accountant too, deactivated, certificate) for that company.
 */
export function concernsConnection(event: { event: string; data: unknown }, companyId: string): boolean {
  const notification = notificationEventOf(event);
  if (!notification || notification.myCompanyId !== companyId) return false;
  return (
    notification.type.startsWith('my-companies-anaf-spv-') ||
    notification.type.startsWith('my-companies-efactura-')
  );
}
