import type { Notification, NotificationType } from '@app/domain/notifications/notification.schemas';

/** What clicking a notification does once it is marked read (spec 02 §7, spec 03 §2). */
export type NotificationAction =
  | { kind: 'navigate'; to: string }
  /** Imports that failed: a modal lists the rows and their field messages. */
  | { kind: 'import-errors' }
  /** Nothing else to show: marking it read is all. */
  | { kind: 'mark-read' };

export const NOTIFICATIONS_PATH = '/notifications';
export const EXPORTS_PATH = '/my-account/exports';

type Target = Pick<Notification, 'type' | 'data'>;

const segment = (value: string) => encodeURIComponent(value);

/** A page that needs an id from the data; without it the notifications list is the safe place. */
function withId(id: string | undefined, path: (id: string) => string): NotificationAction {
  return { kind: 'navigate', to: id ? path(segment(id)) : NOTIFICATIONS_PATH };
}

/**
 * The action of a click, by type. `myCompanyId` is the company the notification belongs to (the
 * selected company, whose notifications are listed).
 */
export function notificationAction(notification: Target, myCompanyId: string): NotificationAction {
  const { data } = notification;
  const company = segment(myCompanyId);
  const type: NotificationType = notification.type;
  switch (type) {
    case 'client-invoices-efactura-rejected':
      return withId(data.invoiceId, (id) => `/clients/invoices/view/${id}`);
    case 'client-invoices-efactura-message-received':
      return withId(data.invoiceId, (id) => `/clients/invoices/view/${id}/messages`);
    case 'supplier-invoices-efactura-imported':
      return withId(data.id, (id) => `/suppliers/invoices/view/${id}`);

    case 'my-companies-anaf-spv-activated':
    case 'my-companies-efactura-activated':
    case 'my-companies-anaf-spv-deactivated':
    case 'my-companies-anaf-spv-certificate-expiring':
    case 'my-companies-efactura-deactivated':
      return { kind: 'navigate', to: `/my-companies/${company}/anaf-spv` };

    case 'export-finished':
    case 'export-failed':
      return { kind: 'navigate', to: EXPORTS_PATH };

    case 'billing-subscription-payment-rejected':
    case 'billing-subscription-was-renewed':
    case 'billing-subscription-will-expire-soon':
    case 'billing-subscription-expired':
      return { kind: 'navigate', to: `/my-companies/${company}/subscriptions` };

    case 'billing-subscription-payment-accepted':
    case 'billing-subscription-was-not-renewed':
      return { kind: 'mark-read' };

    case 'suspicious-login':
    case 'products-import-finished':
    case 'partners-import-finished':
    case 'my-companies-anaf-spv-activated-by-accountant':
    case 'my-companies-efactura-activated-by-accountant':
      return { kind: 'navigate', to: NOTIFICATIONS_PATH };

    case 'products-import-failed':
    case 'partners-import-failed':
      return { kind: 'import-errors' };

    // Spec 03 §2: the declaration view; registered and accepted ones go there too.
    case 'etransport-declaration-imported':
    case 'etransport-declaration-imported-correction':
    case 'etransport-declaration-registered':
    case 'etransport-declaration-failed-to-register':
    case 'etransport-declaration-accepted':
    case 'etransport-declaration-failed-to-send':
      return withId(data.id, (id) => `/spv/etransport/${id}/view`);
    // Modifications and confirmations have one page each, which also shows the sent ones.
    case 'etransport-vehicle-modification-registered':
    case 'etransport-vehicle-modification-failed-to-register':
    case 'etransport-vehicle-modification-accepted':
    case 'etransport-vehicle-modification-failed-to-send':
      return withId(data.id, (id) => `/spv/etransport/vehicle-modification/${id}/edit`);
    case 'etransport-transport-confirmation-registered':
    case 'etransport-transport-confirmation-failed-to-register':
    case 'etransport-transport-confirmation-accepted':
    case 'etransport-transport-confirmation-failed-to-send':
      return withId(data.id, (id) => `/spv/etransport/transport-confirmation/${id}/edit`);

    default: {
      // A type added to the domain list must be routed here (a compile error reminds).
      const unknown: never = type;
      return unknown;
    }
  }
}
