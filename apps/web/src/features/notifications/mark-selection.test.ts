import type { ListingQueryInput } from '@app/domain/listing/listing.schemas';
import type { Notification } from '@app/domain/notifications/notification.schemas';
import { describe, expect, it, vi } from 'vitest';
import { inBatches, unreadIdsOfSelection } from './mark-selection';

const note = (id: number, read = false): Notification => ({
  id,
  type: 'export-finished',
  createdAt: '2025-01-01T00:00:00Z',
  readAt: read ? '2025-01-02T00:00:00Z' : null,
  data: {},
});

describe('unreadIdsOfSelection', () => {
  it('takes the checked unread rows of the page', async () => {
    const fetchPage = vi.fn();
    const ids = await unreadIdsOfSelection(
      { mode: 'ids', ids: ['1', '2', '4'] },
      [note(1), note(2, true), note(3), note(4)],
      { page: 1, perPage: 10 },
      fetchPage,
    );
    expect(ids).toEqual([1, 4]);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('walks every page for an all-pages selection, without the excluded rows', async () => {
    const all = Array.from({ length: 230 }, (_, index) => note(index + 1, index % 10 === 0));
    const fetchPage = vi.fn(async (query: ListingQueryInput) => {
      const page = Number(query.page ?? 1);
      const perPage = Number(query.perPage ?? 10);
      return { items: all.slice((page - 1) * perPage, page * perPage), count: all.length };
    });
    const ids = await unreadIdsOfSelection(
      { mode: 'all-pages', excludedIds: ['2', '3'] },
      [],
      { page: 2, perPage: 10, filters: [{ field: 'type', operator: 'eq', value: 'export-finished' }] },
      fetchPage,
    );
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(fetchPage.mock.calls[0]?.[0]).toMatchObject({
      page: 1,
      perPage: 100,
      filters: [{ field: 'type' }],
    });
    expect(ids).toHaveLength(230 - 23 - 2);
    expect(ids).not.toContain(2);
    expect(ids).not.toContain(11);
  });
});

describe('inBatches', () => {
  it('splits into chunks', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches([])).toEqual([]);
  });
});
