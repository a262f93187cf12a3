import type { ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import type { Notification } from '@app/domain/notifications/notification.schemas';
import { apiRequest } from '../../shared/api/api-client';
import { listingSearchParams } from '../../shared/list/list-state';

const basePath = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}/notifications`;

/** The listing contract answers `items`; the older contract named the list `data`. Both are read. */
type ListingAnswer = Partial<ListingResult<Notification>> & { data?: Notification[] };

export async function fetchNotifications(
  companyId: string,
  query: ListingQueryInput,
  signal?: AbortSignal,
): Promise<ListingResult<Notification>> {
  const answer = await apiRequest<ListingAnswer>(`${basePath(companyId)}?${listingSearchParams(query)}`, {
    signal,
  });
  const items = answer?.items ?? answer?.data ?? [];
  return { items, count: typeof answer?.count === 'number' ? answer.count : items.length };
}

/** Marks notifications read (204). */
export function markNotificationsRead(companyId: string, ids: number[]): Promise<void> {
  return apiRequest<void>(basePath(companyId), { method: 'POST', body: { ids } });
}
