import {
  DEFAULT_PER_PAGE,
  filterSchema,
  type ListingFilter,
  type ListingQueryInput,
  MAX_PER_PAGE,
} from '@app/domain/listing/listing.schemas';
import { z } from 'zod';

/**
 * The state of one list screen, as pure data and pure transitions. The address query is the only
 * store: the screen parses it on every render and writes the next state back, so leaving the list
 * leaves nothing behind. No React and no browser APIs here, so every rule is unit-tested.
 */

export type SortDir = 'asc' | 'desc';

export interface ListSort {
  sortBy: string;
  sortDir: SortDir;
}

export interface ListState {
  /** 1-based; written to the address only when above 1. */
  page: number;
  /** null when the list has no sort (no default and none chosen): the server's order applies. */
  sort: ListSort | null;
  /** Trimmed; '' means no search. */
  search: string;
  filters: ListingFilter[];
}

/**
 * The listing query a list sends (what toListingQuery builds). It is a precise subtype of the
 * server's ListingQueryInput, so a fetcher declared with ListingQueryInput fits too.
 */
export interface ListQuery {
  page: number;
  perPage: number;
  sortBy?: string;
  sortDir?: SortDir;
  search?: string;
  filters?: ListingFilter[];
}

export type ListSelection = { mode: 'ids'; ids: string[] } | { mode: 'all-pages'; excludedIds: string[] };

/** The address query parameters a list owns; any other parameter is left untouched. */
export const LIST_PARAMS = ['page', 'sortBy', 'sortDir', 'search', 'filters'] as const;

/** Spec 01 §9: paging shows at most 7 links; listing calls are debounced 500 ms. */
export const MAX_PAGE_LINKS = 7;
export const SEARCH_DEBOUNCE_MS = 500;
export { DEFAULT_PER_PAGE, MAX_PER_PAGE };

export interface ParseOptions {
  /** Applied when the address names no sort (or names one that is not allowed). */
  defaultSort?: ListSort | null;
  /** The fields the list can sort by; an address naming another field falls back to the default. */
  sortFields?: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Address query <-> state
// ---------------------------------------------------------------------------------------------

const filtersFromUrl = z.array(filterSchema).max(20);

function parsePage(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number.parseInt(raw, 10);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function parseSortDir(raw: string | null): SortDir | null {
  return raw === 'asc' || raw === 'desc' ? raw : null;
}

/** Filters travel as JSON (`filters=[{"field":"status","operator":"eq","value":"active"}]`). */
export function parseFilters(raw: string | null): ListingFilter[] {
  if (raw === null || raw.trim() === '') return [];
  try {
    const parsed = filtersFromUrl.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function serializeFilters(filters: readonly ListingFilter[]): string {
  return JSON.stringify(filters.map(({ field, operator, value }) => ({ field, operator, value })));
}

export function initialListState(options: ParseOptions = {}): ListState {
  return { page: 1, sort: options.defaultSort ?? null, search: '', filters: [] };
}

/** Reads the list state from the address query; anything malformed falls back to the defaults. */
export function parseListState(params: URLSearchParams, options: ParseOptions = {}): ListState {
  const defaultSort = options.defaultSort ?? null;
  const sortBy = params.get('sortBy')?.trim() || null;
  const allowed = sortBy !== null && (!options.sortFields || options.sortFields.includes(sortBy));
  let sort: ListSort | null = defaultSort;
  if (sortBy !== null && allowed) {
    sort = { sortBy, sortDir: parseSortDir(params.get('sortDir')) ?? 'asc' };
  } else if (sortBy === null && defaultSort) {
    // Only a direction in the address: it applies to the default field.
    const sortDir = parseSortDir(params.get('sortDir'));
    if (sortDir) sort = { sortBy: defaultSort.sortBy, sortDir };
  }
  return {
    page: parsePage(params.get('page')),
    sort,
    search: (params.get('search') ?? '').trim(),
    filters: parseFilters(params.get('filters')),
  };
}

function sameSort(a: ListSort | null | undefined, b: ListSort | null | undefined): boolean {
  return (a?.sortBy ?? null) === (b?.sortBy ?? null) && (a?.sortDir ?? null) === (b?.sortDir ?? null);
}

/**
 * Writes the state into a copy of `base` (other parameters, e.g. myCompanyId, are kept). The page
 * appears only when above 1; the sort when it differs from the default; search and filters only
 * when not empty. parseListState(toSearchParams(s)) gives s back.
 */
export function toSearchParams(
  state: ListState,
  base?: URLSearchParams | string,
  options: Pick<ParseOptions, 'defaultSort'> = {},
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of LIST_PARAMS) params.delete(key);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.sort && !sameSort(state.sort, options.defaultSort)) {
    params.set('sortBy', state.sort.sortBy);
    params.set('sortDir', state.sort.sortDir);
  }
  if (state.search !== '') params.set('search', state.search);
  if (state.filters.length > 0) params.set('filters', serializeFilters(state.filters));
  return params;
}

// ---------------------------------------------------------------------------------------------
// State -> server listing query
// ---------------------------------------------------------------------------------------------

/** The listing query the server expects (packages/domain listing.schemas). Empty parts are left out. */
export function toListingQuery(state: ListState, perPage: number = DEFAULT_PER_PAGE): ListQuery {
  const query: ListQuery = { page: state.page, perPage: clampPerPage(perPage) };
  if (state.sort) {
    query.sortBy = state.sort.sortBy;
    query.sortDir = state.sort.sortDir;
  }
  if (state.search !== '') query.search = state.search;
  if (state.filters.length > 0) query.filters = state.filters.map((filter) => ({ ...filter }));
  return query;
}

export function clampPerPage(perPage: number): number {
  if (!Number.isFinite(perPage)) return DEFAULT_PER_PAGE;
  return Math.min(MAX_PER_PAGE, Math.max(1, Math.trunc(perPage)));
}

/**
 * The query string of a listing call (without '?'): filters go as one JSON parameter, which the
 * server accepts like the bracketed form. For fetchers: `apiRequest(\`/v1/x?${listingSearchParams(q)}\`)`.
 */
export function listingSearchParams(query: ListingQueryInput): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.perPage !== undefined) params.set('perPage', String(query.perPage));
  if (query.sortBy !== undefined) params.set('sortBy', query.sortBy);
  if (query.sortDir !== undefined) params.set('sortDir', query.sortDir);
  if (query.search !== undefined && query.search !== '') params.set('search', query.search);
  const filters = query.filters;
  if (Array.isArray(filters) && filters.length > 0) {
    params.set('filters', serializeFilters(filters as ListingFilter[]));
  }
  return params;
}

// ---------------------------------------------------------------------------------------------
// Transitions (each returns the same object when nothing changes)
// ---------------------------------------------------------------------------------------------

export function hasSearchOrFilters(state: ListState): boolean {
  return state.search !== '' || state.filters.length > 0;
}

/** The same column again toggles asc/desc; a new column starts asc. The page is kept. */
export function toggleSort(state: ListState, sortBy: string): ListState {
  const sortDir: SortDir = state.sort?.sortBy === sortBy && state.sort.sortDir === 'asc' ? 'desc' : 'asc';
  return { ...state, sort: { sortBy, sortDir } };
}

/** The two small-screen selectors set field and direction directly. */
export function setSort(state: ListState, sort: ListSort | null): ListState {
  if (sameSort(state.sort, sort)) return state;
  return { ...state, sort: sort ? { ...sort } : null };
}

/** A new search returns to page 1 (the screen also clears the selection, see selectionResets). */
export function setSearch(state: ListState, search: string): ListState {
  const trimmed = search.trim();
  if (trimmed === state.search) return state;
  return { ...state, search: trimmed, page: 1 };
}

function sameFilters(a: readonly ListingFilter[], b: readonly ListingFilter[]): boolean {
  return serializeFilters(a) === serializeFilters(b);
}

/** New filters return to page 1 (the screen also clears the selection). */
export function setFilters(state: ListState, filters: readonly ListingFilter[]): ListState {
  if (sameFilters(state.filters, filters)) return state;
  return { ...state, filters: filters.map((filter) => ({ ...filter })), page: 1 };
}

/** The reset-filters action of the "nothing found" empty state: no search, no filters, page 1. */
export function resetSearchAndFilters(state: ListState): ListState {
  if (!hasSearchOrFilters(state) && state.page === 1) return state;
  return { ...state, search: '', filters: [], page: 1 };
}

export function setPage(state: ListState, page: number): ListState {
  const next = Number.isFinite(page) ? Math.max(1, Math.trunc(page)) : 1;
  return next === state.page ? state : { ...state, page: next };
}

export function totalPages(totalCount: number, perPage: number): number {
  if (!(totalCount > 0)) return 1;
  return Math.max(1, Math.ceil(totalCount / clampPerPage(perPage)));
}

/** A page number above the total pages moves to the last page (page 1 for an empty result). */
export function clampPage(state: ListState, totalCount: number, perPage: number): ListState {
  const last = totalPages(totalCount, perPage);
  return state.page > last ? { ...state, page: last } : state;
}

/**
 * The page numbers to link: a window of at most `max` consecutive pages around the current one,
 * shifted to stay inside 1..totalPages. Previous and next are separate controls.
 */
export function pageLinks(current: number, total: number, max: number = MAX_PAGE_LINKS): number[] {
  const count = Math.max(0, Math.trunc(total));
  const size = Math.min(count, Math.max(1, Math.trunc(max)));
  if (size === 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), count);
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), count - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

/** The selection resets when the search or the filters change (spec 01 §4). */
export function selectionResets(previous: ListState, next: ListState): boolean {
  return previous.search !== next.search || !sameFilters(previous.filters, next.filters);
}

/** The part of the state whose change clears the selection, as one comparable string. */
export function selectionScopeKey(state: ListState): string {
  return JSON.stringify([state.search, serializeFilters(state.filters)]);
}

// ---------------------------------------------------------------------------------------------
// Selection
// ---------------------------------------------------------------------------------------------

export const EMPTY_SELECTION: ListSelection = Object.freeze({ mode: 'ids', ids: [] }) as ListSelection;

export function resetSelection(): ListSelection {
  return { mode: 'ids', ids: [] };
}

export function isRowSelected(selection: ListSelection, id: string): boolean {
  return selection.mode === 'ids' ? selection.ids.includes(id) : !selection.excludedIds.includes(id);
}

function toggled(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/** Checks or unchecks one row; under "all pages" an unchecked row joins the excluded ids. */
export function toggleRow(selection: ListSelection, id: string): ListSelection {
  return selection.mode === 'ids'
    ? { mode: 'ids', ids: toggled(selection.ids, id) }
    : { mode: 'all-pages', excludedIds: toggled(selection.excludedIds, id) };
}

export type PageCheckState = 'all' | 'some' | 'none';

/** The state of the page's header checkbox: checked, indeterminate or clear. */
export function pageCheckState(selection: ListSelection, pageIds: readonly string[]): PageCheckState {
  if (pageIds.length === 0) return 'none';
  const checked = pageIds.filter((id) => isRowSelected(selection, id)).length;
  if (checked === 0) return 'none';
  return checked === pageIds.length ? 'all' : 'some';
}

/** The header checkbox: checks every row of the page, or unchecks them all when all were checked. */
export function togglePage(selection: ListSelection, pageIds: readonly string[]): ListSelection {
  const uncheck = pageCheckState(selection, pageIds) === 'all';
  if (selection.mode === 'ids') {
    const ids = uncheck
      ? selection.ids.filter((id) => !pageIds.includes(id))
      : [...selection.ids, ...pageIds.filter((id) => !selection.ids.includes(id))];
    return { mode: 'ids', ids };
  }
  const excludedIds = uncheck
    ? [...selection.excludedIds, ...pageIds.filter((id) => !selection.excludedIds.includes(id))]
    : selection.excludedIds.filter((id) => !pageIds.includes(id));
  return { mode: 'all-pages', excludedIds };
}

/** Every row of every page, none excluded yet. */
export function selectAllPages(): ListSelection {
  return { mode: 'all-pages', excludedIds: [] };
}

/** How many rows the selection covers, given the list's total count. */
export function selectedCount(selection: ListSelection, totalCount: number): number {
  if (selection.mode === 'ids') return selection.ids.length;
  return Math.max(0, totalCount - selection.excludedIds.length);
}

export function hasSelection(selection: ListSelection, totalCount: number): boolean {
  return selectedCount(selection, totalCount) > 0;
}

// ---------------------------------------------------------------------------------------------
// Helpers for filters dialogs
// ---------------------------------------------------------------------------------------------

/** The value of the filter on `field` (and `operator`, when given), or undefined. */
export function filterValue(
  filters: readonly ListingFilter[],
  field: string,
  operator?: ListingFilter['operator'],
): ListingFilter['value'] | undefined {
  return filters.find((filter) => filter.field === field && (!operator || filter.operator === operator))
    ?.value;
}

/** Sets the filter on (field, operator); undefined or '' removes it. */
export function withFilter(
  filters: readonly ListingFilter[],
  field: string,
  operator: ListingFilter['operator'],
  value: ListingFilter['value'] | undefined,
): ListingFilter[] {
  const others = filters.filter((filter) => !(filter.field === field && filter.operator === operator));
  if (value === undefined || value === '') return others;
  return [...others, { field, operator, value }];
}
