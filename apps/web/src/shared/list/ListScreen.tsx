import { Center, Group, Loader, LoadingOverlay, Modal, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { notifyApiError } from '../notify/notify';
import { ListCards } from './ListCards';
import { ListEmpty, ListEmptyButton } from './ListEmpty';
import { ListPagination } from './ListPagination';
import { ListSelectionBar } from './ListSelectionBar';
import { ListTable, sortKeyOf } from './ListTable';
import { FiltersButton, ListSearch, ListToolbarRow, SortSelectors } from './ListToolbar';
import classes from './list.module.css';
import {
  clampPage,
  clampPerPage,
  DEFAULT_PER_PAGE,
  hasSearchOrFilters,
  type ListSelection,
  pageCheckState,
  resetSearchAndFilters,
  resetSelection,
  selectAllPages,
  selectedCount,
  selectionScopeKey,
  setFilters,
  setPage,
  setSearch,
  setSort,
  togglePage,
  toggleRow,
  toggleSort,
  toListingQuery,
  totalPages,
} from './list-state';
import type { ListingResult, ListScreenProps } from './list-types';
import { useListUrlState } from './useListUrlState';

export type {
  ListBulkContext,
  ListColumn,
  ListEmptyState,
  ListFiltersDialog,
  ListFiltersDialogProps,
  ListingFilter,
  ListingQueryInput,
  ListQuery,
  ListScreenProps,
  ListSelection,
  ListSort,
} from './list-types';

type Page<T> = ListingResult<T> & { forbidden: boolean };

/** Forbidden or not found on a listing call: an empty list marked forbidden (spec 01 §6). */
function isForbiddenOrNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/**
 * The list screen every list in the product uses: search, on-demand filters, sorting, paging,
 * empty states, table or cards by screen width, and row selection. Its state lives in the address
 * query (see list-state.ts), so leaving the list leaves nothing behind.
 */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const { columns, rowKey, fetchPage, selectable = false, filtersDialog: FiltersDialog } = props;
  const perPage = clampPerPage(props.perPage ?? DEFAULT_PER_PAGE);
  const label = props.label ?? t('list.label');

  const isWide =
    useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, { getInitialValueInEffect: false }) ?? true;

  const sortFields = useMemo(() => columns.filter((c) => c.sortable).map(sortKeyOf), [columns]);
  const { state, update, hrefOf } = useListUrlState({ defaultSort: props.defaultSort, sortFields });
  const listingQuery = useMemo(() => toListingQuery(state, perPage), [state, perPage]);

  // The latest callbacks, read by the query function without becoming part of the key.
  const callbacks = useRef({ fetchPage, onError: props.onError });
  callbacks.current = { fetchPage, onError: props.onError };

  const query = useQuery<Page<T>>({
    queryKey: [...props.queryKey, listingQuery],
    queryFn: async ({ signal }) => {
      try {
        const result = await callbacks.current.fetchPage(listingQuery, signal);
        return { items: result.items, count: result.count, forbidden: false };
      } catch (error) {
        if (isForbiddenOrNotFound(error) && !callbacks.current.onError) {
          return { items: [], count: 0, forbidden: true };
        }
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    // This screen reports its own failures (toast, owner callback, forbidden state); 401 stays global.
    meta: { silent: true },
  });

  // A failed load: the owner's callback first; then 403/404 show "no permission", the rest a toast.
  const [handledError, setHandledError] = useState<unknown>(null);
  useEffect(() => {
    const error = query.error;
    if (!error) return;
    if (callbacks.current.onError?.(error)) {
      setHandledError(error);
      return;
    }
    // 401 (session ended) and 426 (outdated client) are handled by the query client for every query.
    const global = error instanceof ApiError && (error.status === 401 || error.status === 426);
    if (!isForbiddenOrNotFound(error) && !global) notifyApiError(error);
  }, [query.error]);

  // Selection: cleared when the search or filters change and when going below the table breakpoint.
  const [selection, setSelection] = useState<ListSelection>(resetSelection);
  const scope = `${selectionScopeKey(state)}|${isWide}`;
  const [selectionScope, setSelectionScope] = useState(scope);
  if (selectionScope !== scope) {
    setSelectionScope(scope);
    setSelection(resetSelection());
  }

  // A page number above the total pages moves to the last page once the real count is known.
  const data = query.data;
  const settled = data !== undefined && !query.isPlaceholderData;
  useEffect(() => {
    if (!settled || !data) return;
    if (state.page > totalPages(data.count, perPage)) {
      update((current) => clampPage(current, data.count, perPage), { replace: true });
    }
  }, [settled, data, state.page, perPage, update]);

  const [filtersOpen, setFiltersOpen] = useState(false);
  const onSearch = useMemo(() => (text: string) => update((current) => setSearch(current, text)), [update]);

  const rows = data?.items ?? [];
  const count = data?.count ?? 0;
  const pages = totalPages(count, perPage);
  const filtering = hasSearchOrFilters(state);
  const withSelection = selectable && isWide && !data?.forbidden;
  const ids = rows.map(rowKey);
  const chosen = selectedCount(selection, count);
  const resetFilters = () => update(resetSearchAndFilters);

  const content = (() => {
    if (query.isPending) {
      return (
        <Center py="xl" role="status" aria-live="polite">
          <Loader role="status" aria-label={t('list.loading')} />
        </Center>
      );
    }
    if (query.isError && !data) {
      if (handledError === query.error) return null;
      if (isForbiddenOrNotFound(query.error)) return <Forbidden />;
      return (
        <ListEmpty
          kind="error"
          title={t('list.error.title')}
          action={
            <ListEmptyButton
              label={t('common.retry')}
              onClick={() => void query.refetch()}
              testId="list-retry"
            />
          }
        />
      );
    }
    if (data?.forbidden) return <Forbidden />;
    if (rows.length === 0) {
      if (count > 0) return null; // page out of range: moving to the last page
      return filtering ? (
        <ListEmpty
          kind="no-results"
          title={t('list.empty.noResults.title')}
          description={t('list.empty.noResults.description')}
          action={
            <ListEmptyButton
              label={t('list.empty.resetFilters')}
              onClick={resetFilters}
              testId="list-reset-filters"
            />
          }
        />
      ) : (
        <ListEmpty kind="empty" {...props.emptyState} />
      );
    }
    const busy = query.isFetching;
    return isWide ? (
      <ListTable
        label={label}
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        sort={state.sort}
        onSort={(sortBy) => update((current) => toggleSort(current, sortBy))}
        selection={withSelection ? selection : null}
        onToggleRow={(id) => setSelection((current) => toggleRow(current, id))}
        onTogglePage={(pageIds) => setSelection((current) => togglePage(current, pageIds))}
        rowMenu={props.rowMenu}
        onRowClick={props.onRowClick}
        busy={busy}
      />
    ) : (
      <ListCards
        label={label}
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        renderCard={props.renderCard}
        rowMenu={props.rowMenu}
        onRowClick={props.onRowClick}
        busy={busy}
      />
    );
  })();

  const from = count === 0 ? 0 : (Math.min(state.page, pages) - 1) * perPage + 1;
  const to = Math.min(count, from + rows.length - 1);

  return (
    <Stack gap="md" data-testid="list-screen">
      <ListToolbarRow actions={props.toolbarActions}>
        <ListSearch
          value={state.search}
          onSearch={onSearch}
          placeholder={props.searchPlaceholder}
          disabled={query.isPending}
          busy={query.isFetching}
        />
        {FiltersDialog && <FiltersButton count={state.filters.length} onClick={() => setFiltersOpen(true)} />}
      </ListToolbarRow>

      {!isWide && (
        <SortSelectors
          fields={columns.filter((c) => c.sortable).map((c) => ({ value: sortKeyOf(c), label: c.header }))}
          sort={state.sort}
          onChange={(sort) => update((current) => setSort(current, sort))}
        />
      )}

      {withSelection && chosen > 0 && (
        <ListSelectionBar
          mode={selection.mode}
          count={chosen}
          totalCount={count}
          pageFullySelected={pageCheckState(selection, ids) === 'all'}
          onSelectAllPages={() => setSelection(selectAllPages())}
          onClear={() => setSelection(resetSelection())}
          actions={props.bulkActions?.(selection, {
            query: listingQuery,
            count,
            selectedCount: chosen,
            clearSelection: () => setSelection(resetSelection()),
          })}
        />
      )}

      <div style={{ position: 'relative' }}>
        <LoadingOverlay visible={query.isFetching && query.isPlaceholderData} zIndex={5} />
        {content}
      </div>

      {rows.length > 0 && !data?.forbidden && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" className={classes.muted} aria-live="polite" data-testid="list-summary">
            {t('list.summary', { from, to, count })}
          </Text>
          <ListPagination
            page={state.page}
            totalPages={pages}
            hrefOf={(page) => hrefOf((current) => setPage(current, page))}
          />
        </Group>
      )}

      {FiltersDialog && filtersOpen && (
        <Suspense fallback={<FiltersLoading onClose={() => setFiltersOpen(false)} />}>
          <FiltersDialog
            value={state.filters}
            onApply={(filters) => {
              setFiltersOpen(false);
              update((current) => setFilters(current, filters));
            }}
            onClose={() => setFiltersOpen(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function Forbidden() {
  const { t } = useTranslation();
  return (
    <ListEmpty
      kind="forbidden"
      title={t('list.empty.forbidden.title')}
      description={t('list.empty.forbidden.description')}
    />
  );
}

/** Shown while the filters dialog's code downloads. */
function FiltersLoading({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('list.filters.title')}>
      <Center py="lg">
        <Loader role="status" aria-label={t('list.filters.loading')} />
      </Center>
    </Modal>
  );
}
