import {
  type ListingFilter,
  type ListingQueryInput,
  listingQuerySchema,
} from '@app/domain/listing/listing.schemas';
import { describe, expect, it } from 'vitest';
import {
  clampPerPage,
  hasSearchOrFilters,
  initialListState,
  type ListQuery,
  type ListState,
  listingSearchParams,
  parseFilters,
  parseListState,
  resetSearchAndFilters,
  serializeFilters,
  setFilters,
  setPage,
  setSearch,
  setSort,
  toggleSort,
  toListingQuery,
  toSearchParams,
} from './list-state';

const active = { field: 'status', operator: 'eq', value: 'active' } as const;
const cheap = { field: 'price', operator: 'lte', value: 10 } as const;

function state(overrides: Partial<ListState> = {}): ListState {
  return { page: 1, sort: null, search: '', filters: [], ...overrides };
}

function parse(query: string, options?: Parameters<typeof parseListState>[1]) {
  return parseListState(new URLSearchParams(query), options);
}

describe('parseListState', () => {
  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual(state());
    expect(parse('', { defaultSort: { sortBy: 'name', sortDir: 'asc' } })).toEqual(
      state({ sort: { sortBy: 'name', sortDir: 'asc' } }),
    );
    expect(initialListState({ defaultSort: { sortBy: 'name', sortDir: 'desc' } })).toEqual(
      state({ sort: { sortBy: 'name', sortDir: 'desc' } }),
    );
  });

  it('reads every part', () => {
    const filters = encodeURIComponent(JSON.stringify([active, cheap]));
    expect(parse(`page=3&sortBy=name&sortDir=desc&search=acme&filters=${filters}`)).toEqual({
      page: 3,
      sort: { sortBy: 'name', sortDir: 'desc' },
      search: 'acme',
      filters: [active, cheap],
    });
  });

  it.each([
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['2.5', 1],
    ['', 1],
    ['1e3', 1],
    ['99999999999999999999', 1],
    [' 4 ', 4],
    ['07', 7],
  ])('reads page %j as %d', (raw, page) => {
    expect(parse(`page=${encodeURIComponent(raw)}`).page).toBe(page);
  });

  it('defaults the direction to asc and ignores an unknown one', () => {
    expect(parse('sortBy=name').sort).toEqual({ sortBy: 'name', sortDir: 'asc' });
    expect(parse('sortBy=name&sortDir=sideways').sort).toEqual({ sortBy: 'name', sortDir: 'asc' });
    expect(parse('sortBy=name&sortDir=DESC').sort).toEqual({ sortBy: 'name', sortDir: 'asc' });
  });

  it('falls back to the default sort for a field that is not sortable', () => {
    const options = {
      defaultSort: { sortBy: 'name', sortDir: 'asc' as const },
      sortFields: ['name', 'nbInvoices'],
    };
    expect(parse('sortBy=nbInvoices&sortDir=desc', options).sort).toEqual({
      sortBy: 'nbInvoices',
      sortDir: 'desc',
    });
    expect(parse('sortBy=password&sortDir=desc', options).sort).toEqual({ sortBy: 'name', sortDir: 'asc' });
    expect(parse('sortBy=password', { sortFields: ['name'] }).sort).toBeNull();
    expect(parse('sortBy=%20%20', options).sort).toEqual({ sortBy: 'name', sortDir: 'asc' });
  });

  it('applies a lone direction to the default field', () => {
    expect(parse('sortDir=desc', { defaultSort: { sortBy: 'name', sortDir: 'asc' } }).sort).toEqual({
      sortBy: 'name',
      sortDir: 'desc',
    });
    expect(parse('sortDir=desc').sort).toBeNull();
  });

  it('trims the search', () => {
    expect(parse('search=%20%20acme%20').search).toBe('acme');
    expect(parse('search=%20%20').search).toBe('');
  });

  it('drops malformed filters', () => {
    expect(parseFilters(null)).toEqual([]);
    expect(parseFilters('')).toEqual([]);
    expect(parseFilters('not json')).toEqual([]);
    expect(parseFilters('{"field":"a","operator":"eq","value":1}')).toEqual([]);
    expect(parseFilters('[{"field":"a","operator":"like","value":1}]')).toEqual([]);
    expect(parseFilters('[{"field":"","operator":"eq","value":1}]')).toEqual([]);
    expect(parseFilters('[{"field":"a","operator":"eq","value":{"x":1}}]')).toEqual([]);
    expect(parseFilters(JSON.stringify(Array.from({ length: 21 }, () => active)))).toEqual([]);
  });

  it('keeps filter values of every allowed type', () => {
    const filters = [
      { field: 'a', operator: 'eq', value: 'x' },
      { field: 'b', operator: 'lt', value: 3 },
      { field: 'c', operator: 'lte', value: 2.5 },
      { field: 'd', operator: 'eq', value: false },
      { field: 'e', operator: 'eq', value: null },
    ];
    expect(parseFilters(JSON.stringify(filters))).toEqual(filters);
  });
});

describe('toSearchParams', () => {
  it('writes nothing for the initial state', () => {
    expect(toSearchParams(state()).toString()).toBe('');
  });

  it('writes the page only when above 1', () => {
    expect(toSearchParams(state({ page: 1 })).has('page')).toBe(false);
    expect(toSearchParams(state({ page: 2 })).get('page')).toBe('2');
  });

  it('writes the sort unless it is the default', () => {
    const defaultSort = { sortBy: 'name', sortDir: 'asc' as const };
    expect(toSearchParams(state({ sort: defaultSort }), undefined, { defaultSort }).toString()).toBe('');
    expect(
      toSearchParams(state({ sort: { sortBy: 'name', sortDir: 'desc' } }), undefined, {
        defaultSort,
      }).toString(),
    ).toBe('sortBy=name&sortDir=desc');
    expect(toSearchParams(state({ sort: defaultSort })).toString()).toBe('sortBy=name&sortDir=asc');
  });

  it('writes search and filters only when not empty', () => {
    expect(toSearchParams(state({ search: 'acme', filters: [active] })).toString()).toBe(
      `search=acme&filters=${encodeURIComponent(JSON.stringify([active]))}`,
    );
  });

  it('keeps parameters the list does not own and replaces the ones it does', () => {
    const base = new URLSearchParams('myCompanyId=7&page=5&search=old&filters=x');
    const next = toSearchParams(state({ page: 1, search: 'new' }), base);
    expect(next.toString()).toBe('myCompanyId=7&search=new');
    expect(base.toString()).toBe('myCompanyId=7&page=5&search=old&filters=x');
    expect(toSearchParams(state(), 'tab=2').toString()).toBe('tab=2');
  });

  it.each<[string, ListState]>([
    ['initial', state()],
    ['page', state({ page: 12 })],
    ['sort', state({ sort: { sortBy: 'createdAt', sortDir: 'desc' } })],
    ['search with symbols', state({ search: 'Ștefan & Fiii "SRL" 100%' })],
    ['filters', state({ filters: [active, cheap, { field: 'readAt', operator: 'eq', value: null }] })],
    [
      'everything',
      state({ page: 4, sort: { sortBy: 'name', sortDir: 'asc' }, search: 'a b', filters: [cheap] }),
    ],
  ])('round-trips through the address: %s', (_, value) => {
    const text = toSearchParams(value).toString();
    expect(parseListState(new URLSearchParams(text))).toEqual(value);
  });

  it('round-trips with a default sort that is left out of the address', () => {
    const options = { defaultSort: { sortBy: 'name', sortDir: 'asc' as const } };
    for (const sort of [
      options.defaultSort,
      { sortBy: 'name', sortDir: 'desc' as const },
      { sortBy: 'x', sortDir: 'asc' as const },
    ]) {
      const value = state({ sort, page: 2 });
      expect(parseListState(toSearchParams(value, undefined, options), options)).toEqual(value);
    }
  });

  it('serialises filters compactly with only field, operator and value', () => {
    const withExtra = [{ ...active, extra: 1 } as typeof active];
    expect(serializeFilters(withExtra)).toBe('[{"field":"status","operator":"eq","value":"active"}]');
  });
});

describe('toListingQuery', () => {
  it('sends page and perPage, and leaves empty parts out', () => {
    expect(toListingQuery(state())).toEqual({ page: 1, perPage: 10 });
    expect(toListingQuery(state({ page: 3 }), 25)).toEqual({ page: 3, perPage: 25 });
  });

  it('sends sort, search and filters when set', () => {
    expect(
      toListingQuery(
        state({ page: 2, sort: { sortBy: 'name', sortDir: 'desc' }, search: 'x', filters: [active] }),
        100,
      ),
    ).toEqual({ page: 2, perPage: 100, sortBy: 'name', sortDir: 'desc', search: 'x', filters: [active] });
  });

  it('clamps perPage to the server limits', () => {
    expect(toListingQuery(state(), 500).perPage).toBe(100);
    expect(toListingQuery(state(), 0).perPage).toBe(1);
    expect(clampPerPage(Number.NaN)).toBe(10);
    expect(clampPerPage(12.7)).toBe(12);
  });

  it('is accepted by the server schema, also through the query string', () => {
    const query = toListingQuery(
      state({
        page: 2,
        sort: { sortBy: 'name', sortDir: 'desc' },
        search: 'Ștefan',
        filters: [active, cheap],
      }),
      20,
    );
    expect(listingQuerySchema.parse(query)).toEqual({ ...query, filters: [active, cheap] });
    const fromUrl = Object.fromEntries(listingSearchParams(query));
    expect(listingQuerySchema.parse(fromUrl)).toEqual({
      page: 2,
      perPage: 20,
      sortBy: 'name',
      sortDir: 'desc',
      search: 'Ștefan',
      filters: [active, cheap],
    });
  });

  it('fits fetchers declared with the server input type (checked by tsc)', () => {
    const fetcher = (query: ListingQueryInput) => query;
    const asProp: (query: ListQuery) => unknown = fetcher;
    expect(asProp(toListingQuery(state()))).toEqual({ page: 1, perPage: 10 });
  });

  it('builds a query string without empty parts', () => {
    expect(listingSearchParams(toListingQuery(state())).toString()).toBe('page=1&perPage=10');
    expect(listingSearchParams({ search: '', filters: [] }).toString()).toBe('');
  });
});

describe('transitions', () => {
  it('toggles the sort: same column flips, a new column starts asc, the page is kept', () => {
    const first = toggleSort(state({ page: 3 }), 'name');
    expect(first).toEqual(state({ page: 3, sort: { sortBy: 'name', sortDir: 'asc' } }));
    const second = toggleSort(first, 'name');
    expect(second.sort).toEqual({ sortBy: 'name', sortDir: 'desc' });
    expect(toggleSort(second, 'name').sort).toEqual({ sortBy: 'name', sortDir: 'asc' });
    expect(toggleSort(second, 'createdAt').sort).toEqual({ sortBy: 'createdAt', sortDir: 'asc' });
    expect(toggleSort(second, 'createdAt').page).toBe(3);
  });

  it('sets the sort from the two selectors', () => {
    const current = state({ sort: { sortBy: 'name', sortDir: 'asc' } });
    expect(setSort(current, { sortBy: 'name', sortDir: 'asc' })).toBe(current);
    expect(setSort(current, { sortBy: 'name', sortDir: 'desc' }).sort).toEqual({
      sortBy: 'name',
      sortDir: 'desc',
    });
    expect(setSort(current, null).sort).toBeNull();
  });

  it('a new search returns to page 1; the same (trimmed) search changes nothing', () => {
    const current = state({ page: 4, search: 'acme' });
    expect(setSearch(current, ' acme ')).toBe(current);
    expect(setSearch(current, 'acme srl')).toEqual(state({ page: 1, search: 'acme srl' }));
    expect(setSearch(current, '   ')).toEqual(state({ page: 1, search: '' }));
  });

  it('new filters return to page 1; equal filters change nothing', () => {
    const current = state({ page: 4, filters: [active] });
    expect(setFilters(current, [{ ...active }])).toBe(current);
    expect(setFilters(current, [active, cheap])).toEqual(state({ page: 1, filters: [active, cheap] }));
    expect(setFilters(current, [])).toEqual(state({ page: 1 }));
  });

  it('copies the filters it is given', () => {
    const filters: ListingFilter[] = [{ ...active }];
    const next = setFilters(state(), filters);
    filters[0] = { ...cheap };
    expect(next.filters).toEqual([active]);
  });

  it('resets search and filters to page 1', () => {
    const current = state({
      page: 3,
      search: 'x',
      filters: [active],
      sort: { sortBy: 'name', sortDir: 'desc' },
    });
    expect(resetSearchAndFilters(current)).toEqual(state({ sort: { sortBy: 'name', sortDir: 'desc' } }));
    const clean = state();
    expect(resetSearchAndFilters(clean)).toBe(clean);
  });

  it('knows when a search or filter applies', () => {
    expect(hasSearchOrFilters(state())).toBe(false);
    expect(hasSearchOrFilters(state({ search: 'x' }))).toBe(true);
    expect(hasSearchOrFilters(state({ filters: [active] }))).toBe(true);
  });

  it('sets the page, never below 1', () => {
    const current = state({ page: 2 });
    expect(setPage(current, 2)).toBe(current);
    expect(setPage(current, 5).page).toBe(5);
    expect(setPage(current, 0).page).toBe(1);
    expect(setPage(current, -3).page).toBe(1);
    expect(setPage(current, 3.9).page).toBe(3);
    expect(setPage(current, Number.NaN).page).toBe(1);
  });
});
