import type { ListingFilter } from './ListScreen';
import { withFilter } from './list-state';

/** One text a filters dialog edits: its field, its operator and its text ('' clears the filter). */
export type FilterEdit = [field: string, operator: ListingFilter['operator'], text: string];

/** The filters once a dialog's edits are applied in order; filters the dialog does not edit are kept. */
export function withFilters(
  filters: readonly ListingFilter[],
  edits: readonly FilterEdit[],
): ListingFilter[] {
  return edits.reduce<ListingFilter[]>(
    (next, [field, operator, text]) => withFilter(next, field, operator, text),
    [...filters],
  );
}
