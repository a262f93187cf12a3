import type { FilterOperator, ListingQuery } from '@app/domain/listing/listing.schemas';
import { isIsoDate } from '@app/domain/validators/iso-date';
import { type AnyColumn, and, asc, desc, eq, gt, gte, ilike, lt, lte, or, type SQL } from 'drizzle-orm';
import { ValidationError } from '../http/errors';

type FilterValue = string | number | boolean | null;

export type ListingSpec = {
  /** Public sort field -> column. Anything else is a 422, never SQL. */
  sortable: Record<string, AnyColumn>;
  /** Public filter field -> column and a parser that rejects values of the wrong shape. */
  filterable: Record<string, ListingFilterTarget>;
  /** Columns (or SQL expressions) matched case-insensitively by the search text. */
  searchable: (AnyColumn | SQL)[];
  defaultSort: { column: AnyColumn; dir: 'asc' | 'desc' };
  /** A unique column that makes the order total, so pages never repeat or skip rows. */
  tiebreaker: AnyColumn;
};

/**
 * A filter on a column, or one that builds its own condition (a subquery, a computed state); the
 * parser rejects values of the wrong shape either way.
 */
export type ListingFilterTarget =
  | { column: AnyColumn; parse(value: FilterValue): unknown }
  | { condition(operator: FilterOperator, value: unknown): SQL; parse(value: FilterValue): unknown };

const OPERATORS = { eq, lt, lte, gt, gte } as const;

export type ListingPlan = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Turns a validated listing query into SQL fragments, checking every field against the whitelist. */
export function planListing(query: ListingQuery, spec: ListingSpec): ListingPlan {
  const errors: Record<string, string[]> = {};
  const conditions: SQL[] = [];

  query.filters.forEach((filter, index) => {
    const target = spec.filterable[filter.field];
    if (!target) {
      errors[`filters.${index}.field`] = ['invalid'];
      return;
    }
    let value: unknown;
    try {
      value = target.parse(filter.value);
    } catch {
      errors[`filters.${index}.value`] = ['invalid'];
      return;
    }
    conditions.push(
      'condition' in target
        ? target.condition(filter.operator, value)
        : OPERATORS[filter.operator](target.column, value),
    );
  });

  if (query.sortBy !== undefined && !(query.sortBy in spec.sortable)) errors.sortBy = ['invalid'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const matches = or(...spec.searchable.map((column) => ilike(column, pattern)));
    if (matches) conditions.push(matches);
  }

  const sortColumn = query.sortBy ? (spec.sortable[query.sortBy] as AnyColumn) : spec.defaultSort.column;
  const dir = query.sortBy ? query.sortDir : spec.defaultSort.dir;
  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy: [dir === 'desc' ? desc(sortColumn) : asc(sortColumn), asc(spec.tiebreaker)],
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  };
}

/** Parsers for filter values arriving as query-string text. */
export const filterParsers = {
  text: (value: FilterValue) => {
    if (value === null || typeof value === 'object') throw new Error('text expected');
    return String(value);
  },
  boolean: (value: FilterValue) => {
    if (value === true || value === 'true' || value === '1' || value === 1) return true;
    if (value === false || value === 'false' || value === '0' || value === 0) return false;
    throw new Error('boolean expected');
  },
  oneOf:
    (...allowed: string[]) =>
    (value: FilterValue) => {
      if (typeof value !== 'string' || !allowed.includes(value)) throw new Error('value not allowed');
      return value;
    },
  /** A calendar date column ("2026-03-01"): anything else would reach the database as a bad cast. */
  day: (value: FilterValue) => {
    if (typeof value !== 'string' || !isIsoDate(value)) throw new Error('calendar date expected');
    return value;
  },
  date: (value: FilterValue) => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(Date.parse(value))) {
      throw new Error('date expected');
    }
    return new Date(value);
  },
};
