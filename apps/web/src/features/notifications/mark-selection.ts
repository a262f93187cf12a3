import type { ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import type { Notification } from '@app/domain/notifications/notification.schemas';
import type { ListSelection } from '../../shared/list/list-state';

/** The server marks at most this many ids per call (markNotificationsReadSchema). */
export const MARK_READ_BATCH = 100;

type FetchPage = (query: ListingQueryInput) => Promise<ListingResult<Notification>>;

/**
 * The unread notification ids a selection covers. Checked rows are known by id; "all pages" walks
 * the list with the screen's search and filters (100 per call), leaving out the excluded rows.
 */
export async function unreadIdsOfSelection(
  selection: ListSelection,
  pageRows: readonly Notification[],
  query: ListingQueryInput,
  fetchPage: FetchPage,
): Promise<number[]> {
  if (selection.mode === 'ids') {
    const chosen = new Set(selection.ids);
    return pageRows.filter((row) => chosen.has(String(row.id)) && !row.readAt).map((row) => row.id);
  }
  const excluded = new Set(selection.excludedIds);
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchPage({ ...query, page, perPage: MARK_READ_BATCH });
    for (const row of result.items) if (!row.readAt && !excluded.has(String(row.id))) ids.push(row.id);
    if (result.items.length < MARK_READ_BATCH || page * MARK_READ_BATCH >= result.count) break;
  }
  return ids;
}

export function inBatches<T>(items: readonly T[], size: number = MARK_READ_BATCH): T[][] {
  const batches: T[][] = [];
  for (let index = 0; index < items.length; index += size) batches.push(items.slice(index, index + size));
  return batches;
}
