import { NOTIFICATION_TYPES, type NotificationType } from '@app/domain/notifications/notification.schemas';

/** A real-time event announcing a new notification. */
export interface NotificationEvent {
  type: NotificationType;
  /** The company it belongs to; null for personal ones (a suspicious login). */
  myCompanyId: string | null;
}

const TYPES: ReadonlySet<string> = new Set(NOTIFICATION_TYPES);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a real-time event `{event: '<type>', data: {myCompanyId, notification}}`; null for events
 * that are not notifications.
 */
export function notificationEventOf(event: { event: string; data: unknown }): NotificationEvent | null {
  if (!TYPES.has(event.event)) return null;
  const data = isRecord(event.data) ? event.data : {};
  const raw = data.myCompanyId;
  const myCompanyId =
    typeof raw === 'string' && raw !== '' ? raw : typeof raw === 'number' ? String(raw) : null;
  return { type: event.event as NotificationType, myCompanyId };
}

/** Whether the bell of `selectedCompanyId` must reload for this notification. */
export function concernsCompany(event: NotificationEvent, selectedCompanyId: string | null): boolean {
  if (selectedCompanyId === null) return false;
  return event.myCompanyId === null || event.myCompanyId === selectedCompanyId;
}
