import { z } from 'zod';
import '../validation/rule-codes';

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;
export const FILTER_OPERATORS = ['eq', 'lt', 'lte', 'gt', 'gte'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const filterSchema = z.object({
  field: z.string().min(1),
  operator: z.enum(FILTER_OPERATORS),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});
export type ListingFilter = z.infer<typeof filterSchema>;

/** Filters arrive as a JSON string or as bracketed query parameters (filters[0][field]=...). */
const filtersInput = z.preprocess((value) => {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) return Object.values(value);
  return value;
}, z.array(filterSchema).max(20));

/**
 * The listing query of every list. sortBy and filter fields are checked against the
 * resource's whitelist by the server (anything else is a 422), never passed to SQL.
 */
export const listingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  sortBy: z.string().max(50).optional(),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
  search: z.string().trim().max(200).optional(),
  filters: filtersInput.default([]),
});
export type ListingQuery = z.output<typeof listingQuerySchema>;
export type ListingQueryInput = z.input<typeof listingQuerySchema>;

export function listingResultSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), count: z.number().int() });
}
export type ListingResult<T> = { items: T[]; count: number };
