import type { CombinedState, EtransportKind } from '@app/domain/etransport/etransport-states';
import type { ListingFilter } from '../../../shared/list/ListScreen';
import { filterValue } from '../../../shared/list/list-state';
import { withFilters } from '../../../shared/list/with-filters';

/** The register's filters as its dialog edits them ('' when not set). */
export interface RegisterFilters {
  type: EtransportKind | '';
  state: CombinedState | '';
  /** Delivery date range, yyyy-MM-dd. */
  deliveredFrom: string;
  deliveredTo: string;
}

const text = (filters: readonly ListingFilter[], field: string, operator: ListingFilter['operator']) => {
  const value = filterValue([...filters], field, operator);
  return typeof value === 'string' ? value : '';
};

/** The dialog's values from the list's filters (the address query). */
export function registerFiltersOf(filters: readonly ListingFilter[]): RegisterFilters {
  return {
    type: text(filters, 'type', 'eq') as RegisterFilters['type'],
    state: text(filters, 'state', 'eq') as RegisterFilters['state'],
    deliveredFrom: text(filters, 'deliveryDate', 'gte'),
    deliveredTo: text(filters, 'deliveryDate', 'lte'),
  };
}

/**
 * The listing filters of the dialog's values (query `filters[i][field|operator|value]`): type and
 * combined state by equality, the delivery date as a range. Unset values drop their filter; filters
 * the dialog does not edit are kept.
 */
export function toRegisterFilters(
  current: readonly ListingFilter[],
  values: RegisterFilters,
): ListingFilter[] {
  // An inverted range is read the way the user meant it.
  const [from, to] =
    values.deliveredFrom && values.deliveredTo && values.deliveredFrom > values.deliveredTo
      ? [values.deliveredTo, values.deliveredFrom]
      : [values.deliveredFrom, values.deliveredTo];
  return withFilters(current, [
    ['type', 'eq', values.type],
    ['state', 'eq', values.state],
    ['deliveryDate', 'gte', from],
    ['deliveryDate', 'lte', to],
  ]);
}

/**
 * A UIT as the list shows it, whole or its start: groups of 4 characters of the UIT's alphabet
 * (no O, I, Z, S, G, B) joined by dashes.
 */
const DASHED_UIT =
  /^[0-9ACDEFHJKLMNPQRTUVWXY]{4}(-[0-9ACDEFHJKLMNPQRTUVWXY]{4})*-[0-9ACDEFHJKLMNPQRTUVWXY]{1,4}$/i;

/**
 * The listing query the server gets: a search for a UIT copied from the list (with its dashes)
 * looks for the stored UIT, which has none; other searches (a reference, a partner) stay as typed.
 */
export function registerQuery<T extends { search?: string }>(query: T): T {
  const search = query.search?.trim();
  if (!search || !DASHED_UIT.test(search)) return query;
  return { ...query, search: search.replace(/-/g, '').toUpperCase() };
}
