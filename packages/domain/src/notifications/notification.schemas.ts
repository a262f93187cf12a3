import { z } from 'zod';

/** Every notification type of spec 02 section 3. */
export const NOTIFICATION_TYPES = [
  'suspicious-login',
  'client-invoices-efactura-rejected',
  'client-invoices-efactura-message-received',
  'supplier-invoices-efactura-imported',
  'my-companies-anaf-spv-activated-by-accountant',
  'my-companies-efactura-activated-by-accountant',
  'products-import-finished',
  'products-import-failed',
  'partners-import-finished',
  'partners-import-failed',
  'my-companies-anaf-spv-activated',
  'my-companies-efactura-activated',
  'my-companies-anaf-spv-deactivated',
  'my-companies-anaf-spv-certificate-expiring',
  'my-companies-efactura-deactivated',
  'export-finished',
  'export-failed',
  'etransport-declaration-imported',
  'etransport-declaration-imported-correction',
  'etransport-declaration-registered',
  'etransport-declaration-failed-to-register',
  'etransport-declaration-accepted',
  'etransport-declaration-failed-to-send',
  'etransport-vehicle-modification-registered',
  'etransport-vehicle-modification-failed-to-register',
  'etransport-vehicle-modification-accepted',
  'etransport-vehicle-modification-failed-to-send',
  'etransport-transport-confirmation-registered',
  'etransport-transport-confirmation-failed-to-register',
  'etransport-transport-confirmation-accepted',
  'etransport-transport-confirmation-failed-to-send',
  'billing-subscription-payment-accepted',
  'billing-subscription-payment-rejected',
  'billing-subscription-was-renewed',
  'billing-subscription-was-not-renewed',
  'billing-subscription-will-expire-soon',
  'billing-subscription-expired',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a notification may carry, depending on its type (spec 02 section 3 Notification). */
export const notificationDataSchema = z
  .object({
    seriesAndNumber: z.string(),
    invoiceId: z.string(),
    id: z.string(),
    partnerName: z.string(),
    grossTotal: z.string(),
    currencyCode: z.string(),
    exportType: z.string(),
    deliveryDate: z.string(),
    uit: z.string(),
    planName: z.string(),
    errors: z.array(
      z.object({
        row: z.number().int(),
        name: z.string().optional(),
        errors: z.record(z.string(), z.array(z.string())),
      }),
    ),
    ip: z.string(),
    userAgent: z.string(),
    /** The SPV certificate's expiry day (YYYY-MM-DD) and how many days are left (0: today). */
    certificateExpiresAt: z.string(),
    daysLeft: z.number().int(),
  })
  .partial();
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  data: notificationDataSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const markNotificationsReadSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(100),
});

/** Real-time events that make the web app reload notifications (spec 01 section 4). */
export const NOTIFICATION_REFRESH_EVENTS: readonly NotificationType[] = [
  'client-invoices-efactura-rejected',
  'client-invoices-efactura-message-received',
  'etransport-declaration-failed-to-register',
  'etransport-declaration-failed-to-send',
  'etransport-vehicle-modification-failed-to-register',
  'etransport-vehicle-modification-failed-to-send',
  'etransport-transport-confirmation-failed-to-register',
  'etransport-transport-confirmation-failed-to-send',
  'billing-subscription-expired',
];

/** A new notification is announced on these channels as an event named by its type. */
export { tenantChannel, userChannel } from './channels';
