import { describe, expect, it } from 'vitest';
import {
  clampPage,
  EMPTY_SELECTION,
  filterValue,
  hasSelection,
  isRowSelected,
  type ListSelection,
  type ListState,
  pageCheckState,
  pageLinks,
  parseListState,
  resetSearchAndFilters,
  resetSelection,
  selectAllPages,
  selectedCount,
  selectionResets,
  selectionScopeKey,
  setFilters,
  setPage,
  setSearch,
  togglePage,
  toggleRow,
  toggleSort,
  totalPages,
  withFilter,
} from './list-state';

const active = { field: 'status', operator: 'eq', value: 'active' } as const;
const cheap = { field: 'price', operator: 'lte', value: 10 } as const;

function state(overrides: Partial<ListState> = {}): ListState {
  return { page: 1, sort: null, search: '', filters: [], ...overrides };
}

function _parse(query: string, options?: Parameters<typeof parseListState>[1]) {
  return parseListState(new URLSearchParams(query), options);
}

describe('paging', () => {
  it('counts the pages (at least one)', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(1, 10)).toBe(1);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
    expect(totalPages(250, 100)).toBe(3);
    expect(totalPages(-5, 10)).toBe(1);
  });

  it('moves a page above the total to the last page', () => {
    expect(clampPage(state({ page: 9 }), 45, 10).page).toBe(5);
    expect(clampPage(state({ page: 2 }), 0, 10).page).toBe(1);
    const inside = state({ page: 5 });
    expect(clampPage(inside, 45, 10)).toBe(inside);
    expect(clampPage(state({ page: 6 }), 41, 10).page).toBe(5);
    expect(clampPage(state({ page: 3 }), 1000, 500).page).toBe(3); // perPage clamps to 100: 10 pages
  });

  it('keeps the rest of the state when clamping', () => {
    const current = state({
      page: 9,
      search: 'x',
      filters: [active],
      sort: { sortBy: 'name', sortDir: 'asc' },
    });
    expect(clampPage(current, 12, 10)).toEqual({ ...current, page: 2 });
  });

  it.each<[number, number, number[]]>([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [3, 3, [1, 2, 3]],
    [2, 7, [1, 2, 3, 4, 5, 6, 7]],
    [7, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, 4, 5, 6, 7]],
    [8, 8, [2, 3, 4, 5, 6, 7, 8]],
    [1, 20, [1, 2, 3, 4, 5, 6, 7]],
    [4, 20, [1, 2, 3, 4, 5, 6, 7]],
    [5, 20, [2, 3, 4, 5, 6, 7, 8]],
    [10, 20, [7, 8, 9, 10, 11, 12, 13]],
    [17, 20, [14, 15, 16, 17, 18, 19, 20]],
    [18, 20, [14, 15, 16, 17, 18, 19, 20]],
    [20, 20, [14, 15, 16, 17, 18, 19, 20]],
    [99, 20, [14, 15, 16, 17, 18, 19, 20]],
    [0, 20, [1, 2, 3, 4, 5, 6, 7]],
  ])('links pages around %d of %d', (current, total, links) => {
    expect(pageLinks(current, total)).toEqual(links);
  });

  it('never shows more than the maximum, and keeps the current page in view', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const links = pageLinks(current, total);
        expect(links.length).toBe(Math.min(7, total));
        expect(links).toContain(current);
        expect(links[0]).toBeGreaterThanOrEqual(1);
        expect(links.at(-1)).toBeLessThanOrEqual(total);
        expect(links).toEqual(Array.from({ length: links.length }, (_, index) => (links[0] ?? 0) + index));
      }
    }
  });

  it('takes another maximum', () => {
    expect(pageLinks(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageLinks(5, 10, 4)).toEqual([4, 5, 6, 7]);
    expect(pageLinks(5, 10, 1)).toEqual([5]);
    expect(pageLinks(5, 10, 0)).toEqual([5]);
  });
});

describe('selection', () => {
  const ids = (selection: ListSelection) =>
    selection.mode === 'ids' ? selection.ids : selection.excludedIds;

  it('starts empty', () => {
    expect(resetSelection()).toEqual({ mode: 'ids', ids: [] });
    expect(EMPTY_SELECTION).toEqual(resetSelection());
    expect(hasSelection(resetSelection(), 50)).toBe(false);
  });

  it('toggles rows by id', () => {
    let selection = toggleRow(resetSelection(), 'a');
    selection = toggleRow(selection, 'b');
    expect(selection).toEqual({ mode: 'ids', ids: ['a', 'b'] });
    expect(isRowSelected(selection, 'a')).toBe(true);
    expect(isRowSelected(selection, 'c')).toBe(false);
    selection = toggleRow(selection, 'a');
    expect(selection).toEqual({ mode: 'ids', ids: ['b'] });
    expect(selectedCount(selection, 50)).toBe(1);
  });

  it('toggles a page: checks all, or unchecks all when all were checked', () => {
    const page = ['a', 'b', 'c'];
    expect(pageCheckState(resetSelection(), page)).toBe('none');
    const some = toggleRow(resetSelection(), 'b');
    expect(pageCheckState(some, page)).toBe('some');
    const all = togglePage(some, page);
    expect(all).toEqual({ mode: 'ids', ids: ['b', 'a', 'c'] });
    expect(pageCheckState(all, page)).toBe('all');
    expect(togglePage(all, page)).toEqual({ mode: 'ids', ids: [] });
    expect(pageCheckState(resetSelection(), [])).toBe('none');
  });

  it('keeps rows of other pages when toggling one page', () => {
    const otherPage = togglePage(resetSelection(), ['x', 'y']);
    const both = togglePage(otherPage, ['a', 'b']);
    expect(ids(both)).toEqual(['x', 'y', 'a', 'b']);
    expect(ids(togglePage(both, ['a', 'b']))).toEqual(['x', 'y']);
  });

  it('selects all pages, keeping excluded ids', () => {
    let selection = selectAllPages();
    expect(selection).toEqual({ mode: 'all-pages', excludedIds: [] });
    expect(isRowSelected(selection, 'anything')).toBe(true);
    expect(selectedCount(selection, 57)).toBe(57);
    selection = toggleRow(selection, 'a');
    selection = toggleRow(selection, 'b');
    expect(selection).toEqual({ mode: 'all-pages', excludedIds: ['a', 'b'] });
    expect(isRowSelected(selection, 'a')).toBe(false);
    expect(selectedCount(selection, 57)).toBe(55);
    selection = toggleRow(selection, 'a');
    expect(selection).toEqual({ mode: 'all-pages', excludedIds: ['b'] });
    expect(selectedCount(selection, 0)).toBe(0);
  });

  it('toggles a page under all pages through the excluded ids', () => {
    const page = ['a', 'b', 'c'];
    let selection = selectAllPages();
    expect(pageCheckState(selection, page)).toBe('all');
    selection = togglePage(selection, page);
    expect(selection).toEqual({ mode: 'all-pages', excludedIds: ['a', 'b', 'c'] });
    expect(pageCheckState(selection, page)).toBe('none');
    selection = toggleRow(selection, 'b');
    expect(pageCheckState(selection, page)).toBe('some');
    selection = togglePage(selection, page);
    expect(selection).toEqual({ mode: 'all-pages', excludedIds: [] });
    expect(hasSelection(togglePage(selectAllPages(), page), 3)).toBe(false);
  });

  it('resets when the search or the filters change, not on page or sort', () => {
    const base = state({ search: 'x', filters: [active] });
    expect(selectionResets(base, setSearch(base, 'y'))).toBe(true);
    expect(selectionResets(base, setFilters(base, [cheap]))).toBe(true);
    expect(selectionResets(base, resetSearchAndFilters(base))).toBe(true);
    expect(selectionResets(base, setPage(base, 3))).toBe(false);
    expect(selectionResets(base, toggleSort(base, 'name'))).toBe(false);
    expect(selectionResets(base, setSearch(base, ' x '))).toBe(false);
    expect(selectionScopeKey(base)).toBe(selectionScopeKey(setPage(toggleSort(base, 'name'), 2)));
    expect(selectionScopeKey(base)).not.toBe(selectionScopeKey(setSearch(base, 'y')));
    expect(selectionScopeKey(base)).not.toBe(selectionScopeKey(setFilters(base, [])));
  });
});

describe('filter helpers', () => {
  it('reads a filter value', () => {
    expect(filterValue([active, cheap], 'status')).toBe('active');
    expect(filterValue([active, cheap], 'price', 'lte')).toBe(10);
    expect(filterValue([active, cheap], 'price', 'lt')).toBeUndefined();
    expect(filterValue([], 'status')).toBeUndefined();
  });

  it('sets, replaces and removes a filter', () => {
    expect(withFilter([], 'status', 'eq', 'active')).toEqual([active]);
    expect(withFilter([active, cheap], 'status', 'eq', 'inactive')).toEqual([
      cheap,
      { field: 'status', operator: 'eq', value: 'inactive' },
    ]);
    expect(withFilter([active, cheap], 'status', 'eq', undefined)).toEqual([cheap]);
    expect(withFilter([active], 'status', 'eq', '')).toEqual([]);
    expect(withFilter([], 'readAt', 'eq', null)).toEqual([{ field: 'readAt', operator: 'eq', value: null }]);
    expect(withFilter([cheap], 'price', 'lt', 5)).toEqual([
      cheap,
      { field: 'price', operator: 'lt', value: 5 },
    ]);
  });
});
