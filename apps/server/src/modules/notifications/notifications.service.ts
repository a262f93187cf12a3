import {
  type Notification,
  type NotificationData,
  type NotificationType,
  tenantChannel,
  userChannel,
} from '@app/domain/notifications/notification.schemas';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { RealtimeBus } from '../../platform/realtime/bus';
import { notifications } from './notifications.tables';

export type NotificationRow = typeof notifications.$inferSelect;

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type as NotificationType,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  data: row.data as NotificationData,
});

export type NewNotification = {
  tenantId: string;
  companyId: string | null;
  /** Set for personal notifications (a suspicious login): only that user sees it. */
  userId?: string | null;
  type: NotificationType;
  data?: NotificationData;
};

export function createNotificationsService(bus: RealtimeBus) {
  return {
    /**
     * Stores a notification in the caller's transaction and announces it in real time once the
     * transaction commits, on the tenant's channel (or the user's, for personal ones).
     */
    async notify(tx: Tx, input: NewNotification): Promise<Notification> {
      const [row] = await tx.db
        .insert(notifications)
        .values({
          tenantId: input.tenantId,
          companyId: input.companyId,
          userId: input.userId ?? null,
          type: input.type,
          data: input.data ?? {},
        })
        .returning();
      if (!row) throw new Error('notification not stored');
      const notification = toNotification(row);
      tx.afterCommit(() =>
        bus.publish({
          channel: input.userId ? userChannel(input.userId) : tenantChannel(input.tenantId),
          event: input.type,
          data: { myCompanyId: input.companyId, notification },
          companyId: input.companyId,
        }),
      );
      return notification;
    },

    /** Marks the given notifications of a company's list read; other ids are ignored. */
    async markRead(db: Db, companyId: string, userId: string, ids: number[]): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            inCompanyListOf(companyId, userId),
            inArray(notifications.id, ids),
            isNull(notifications.readAt),
          ),
        );
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** Company notifications are everyone's; personal ones only their user's. */
export function visibleTo(userId: string) {
  return or(isNull(notifications.userId), eq(notifications.userId, userId));
}

/**
 * What a user sees in a company's list: the company's notifications, and their personal ones of no
 * company (a suspicious sign-in), which every company's list shows.
 */
export function inCompanyListOf(companyId: string, userId: string) {
  return and(or(eq(notifications.companyId, companyId), isNull(notifications.companyId)), visibleTo(userId));
}
