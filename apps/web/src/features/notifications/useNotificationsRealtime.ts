import { useQueryClient } from '@tanstack/react-query';
import { RESUBSCRIBED_EVENT } from '../../shared/realtime/realtime-context';
import { useRealtimeEvent } from '../../shared/realtime/useRealtimeEvent';
import { PERMISSIONS_QUERY_KEY, SUBSCRIPTIONS_QUERY_KEY } from '../../shared/session/session';
import { concernsCompany, notificationEventOf } from './notification-events';
import { logNotificationFailure, notificationsKey } from './notifications.queries';

/**
 * Keeps the notifications of the selected company fresh: a new one for it (or a personal one)
 * reloads them, as does a reconnect (events may have been missed). An expired subscription also
 * reloads permissions and subscriptions; if that fails, the page reloads (spec 01 §4).
 */
export function useNotificationsRealtime(companyId: string | null): void {
  const client = useQueryClient();
  useRealtimeEvent((event) => {
    if (event.event === RESUBSCRIBED_EVENT) {
      if (companyId) void client.invalidateQueries({ queryKey: notificationsKey(companyId) });
      return;
    }
    const notification = notificationEventOf(event);
    if (!notification) return;
    if (concernsCompany(notification, companyId)) {
      void client.invalidateQueries({ queryKey: notificationsKey(companyId) });
    }
    if (notification.type === 'billing-subscription-expired') {
      Promise.all([
        client.invalidateQueries({ queryKey: PERMISSIONS_QUERY_KEY }, { throwOnError: true }),
        client.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY }, { throwOnError: true }),
      ]).catch((error: unknown) => {
        logNotificationFailure('reloading permissions after the subscription expired', error);
        window.location.reload();
      });
    }
  });
}
