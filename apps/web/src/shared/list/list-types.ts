import type { ListingFilter, ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { ListQuery, ListSelection, ListSort } from './list-state';

export type { ListingFilter, ListingQueryInput, ListingResult, ListQuery, ListSelection, ListSort };

export interface ListColumn<T> {
  /** Identifies the column; also the server's sortBy field unless `sortKey` says otherwise. */
  key: string;
  /** Column heading, also the label of the value in the default card and of the sort selector. */
  header: string;
  sortable?: boolean;
  /** The sortBy value sent to the server when it differs from `key`. */
  sortKey?: string;
  /** Cell content; default: the row's property named `key`, as text. */
  render?: (row: T) => ReactNode;
  /** CSS width of the column, e.g. '12rem' or '20%'. */
  width?: string;
  align?: 'left' | 'center' | 'right';
  /** Leave the column out of the default card (below the table breakpoint). */
  hideInCard?: boolean;
}

/** What the on-demand filters dialog receives. It renders its own (opened) Mantine Modal. */
export interface ListFiltersDialogProps {
  value: ListingFilter[];
  /** Applies the filters (page 1, selection cleared) and closes the dialog. */
  onApply: (filters: ListingFilter[]) => void;
  onClose: () => void;
}

export type ListFiltersDialog =
  | ComponentType<ListFiltersDialogProps>
  | LazyExoticComponent<ComponentType<ListFiltersDialogProps>>;

export interface ListEmptyState {
  title: string;
  description?: string;
  action?: ReactNode;
}

/** Extra facts given to bulk actions, e.g. to send the query along with an all-pages selection. */
export interface ListBulkContext {
  /** The listing query of the current screen (search, filters, sort; page and perPage as shown). */
  query: ListQuery;
  /** Total rows of the list (all pages). */
  count: number;
  /** How many rows the selection covers. */
  selectedCount: number;
  clearSelection: () => void;
}

export interface ListScreenProps<T> {
  /** TanStack Query key prefix; the listing query is appended. */
  queryKey: readonly unknown[];
  /**
   * Loads one page. `query` is a ListQuery (a precise ListingQueryInput); declaring the parameter
   * as ListingQueryInput works too. Pass `signal` on to the API call.
   */
  fetchPage: (query: ListQuery, signal: AbortSignal) => Promise<ListingResult<T>>;
  columns: ListColumn<T>[];
  rowKey: (row: T) => string;
  /** Card shown below the table breakpoint; default: label/value pairs of the columns. */
  renderCard?: (row: T) => ReactNode;
  /** Usually `lazy(() => import('./XFiltersDialog'))`; loaded when first opened. */
  filtersDialog?: ListFiltersDialog;
  /** Mantine Menu items (<Menu.Item>) of the row's action menu. */
  rowMenu?: (row: T) => ReactNode;
  selectable?: boolean;
  bulkActions?: (selection: ListSelection, context: ListBulkContext) => ReactNode;
  defaultSort?: ListSort;
  /** Rows per page; default 10, at most 100. */
  perPage?: number;
  /** Shown when the list has no rows at all (no search, no filters). */
  emptyState: ListEmptyState;
  searchPlaceholder?: string;
  onRowClick?: (row: T) => void;
  /**
   * Called with a failed listing call's error. Return true when handled; otherwise 403/404 show the
   * "no permission" empty state and other errors a toast plus a retry panel.
   */
  onError?: (error: unknown) => boolean;
  /** Accessible name of the table (and of the card list); default: a generic "List". */
  label?: string;
  /** Content placed next to the search (e.g. a "create" button). */
  toolbarActions?: ReactNode;
}
