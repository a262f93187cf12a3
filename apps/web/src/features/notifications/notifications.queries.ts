import type { ListingFilter, ListingQueryInput } from '@app/domain/listing/listing.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_QUERY_ROOT } from '../../shared/session/selected-company';
import { fetchNotifications, markNotificationsRead } from './notifications.api';

/** Spec 01 §9 and 02 §9: the bell shows 4 unread notifications; the page lists 10 per page. */
export const DROPDOWN_SIZE = 4;
export const PAGE_SIZE = 10;

export const UNREAD_FILTER: ListingFilter = { field: 'isRead', operator: 'eq', value: false };

/** Every notification query of a company starts with this (the shell refreshes the root on company change). */
export const notificationsKey = (companyId: string | null) => [NOTIFICATIONS_QUERY_ROOT, companyId] as const;
export const unreadKey = (companyId: string | null) => [...notificationsKey(companyId), 'unread'] as const;
export const listKey = (companyId: string | null) => [...notificationsKey(companyId), 'list'] as const;

export const UNREAD_QUERY: ListingQueryInput = {
  page: 1,
  perPage: DROPDOWN_SIZE,
  sortBy: 'createdAt',
  sortDir: 'desc',
  filters: [UNREAD_FILTER],
};

/** Failures of the notification calls are logged; the interface stays silent (spec 02 §8). */
export function logNotificationFailure(what: string, error: unknown): void {
  console.error(`[notifications] ${what} failed`, error);
}

/** The bell's unread notifications: the newest 4 and the total count; cancellable through its signal. */
export function useUnreadNotificationsQuery(companyId: string | null) {
  return useQuery({
    queryKey: unreadKey(companyId),
    queryFn: ({ signal }) => fetchNotifications(companyId as string, UNREAD_QUERY, signal),
    enabled: companyId !== null,
    meta: { silent: true },
  });
}

export function useMarkNotificationsReadMutation(companyId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => markNotificationsRead(companyId as string, ids),
    meta: { silent: true },
    onError: (error) => logNotificationFailure('marking read', error),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey(companyId) }),
  });
}
