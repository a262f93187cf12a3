import type { ListingFilter } from '../list/ListScreen';
import { filterValue } from '../list/list-state';

/** A list filter's value as a filters dialog edits it: its text, or '' when the filter is not set. */
export const filterText = (
  filters: ListingFilter[],
  field: string,
  operator: ListingFilter['operator'] = 'eq',
): string => {
  const value = filterValue(filters, field, operator);
  return typeof value === 'string' ? value : '';
};
