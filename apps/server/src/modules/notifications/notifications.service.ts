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
  /** Several notifications in one insert (an import's batch); each published after the commit. */
  async function notifyMany(tx: Tx, inputs: NewNotification[]): Promise<Notification[]> {
    if (inputs.length === 0) return [];
    const rows = await tx.db
      .insert(notifications)
      .values(
        inputs.map((input) => ({
          tenantId: input.tenantId,
          companyId: input.companyId,
          userId: input.userId ?? null,
          type: input.type,
          data: input.data ?? {},
        })),
      )
      .returning();
    // Serial ids follow the insert's order: the rows come back sorted by them.
    const stored = rows.sort((a, b) => a.id - b.id).map(toNotification);
    inputs.forEach((input, index) => {
      const notification = stored[index] as Notification;
      tx.afterCommit(() =>
        bus.publish({
          channel: input.userId ? userChannel(input.userId) : tenantChannel(input.tenantId),
          event: input.type,
          data: { myCompanyId: input.companyId, notification },
          companyId: input.companyId,
        }),
      );
    });
    return stored;
  }

  return {
    /**
     * Stores a notification in the caller's transaction and announces it in real time once the
     * transaction commits, on the tenant's channel (or the user's, for personal ones).
     */
    async notify(tx: Tx, input: NewNotification): Promise<Notification> {
      const [notification] = await notifyMany(tx, [input]);
      if (!notification) throw new Error('notification not stored');
      return notification;
    },

    notifyMany,

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
