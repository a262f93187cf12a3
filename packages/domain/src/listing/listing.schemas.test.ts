import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FieldErrors, fieldErrorsFrom } from '../validation/rule-codes';
import { DEFAULT_PER_PAGE, listingQuerySchema, listingResultSchema, MAX_PER_PAGE } from './listing.schemas';

function errorsOf(input: unknown): FieldErrors {
  const result = listingQuerySchema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error.issues);
}

const filter = { field: 'isRead', operator: 'eq', value: false };

describe('listingQuerySchema', () => {
  it('fills the defaults for an empty query', () => {
    expect(listingQuerySchema.parse({})).toEqual({ page: 1, perPage: 10, sortDir: 'asc', filters: [] });
    expect(DEFAULT_PER_PAGE).toBe(10);
    expect(MAX_PER_PAGE).toBe(100);
  });

  it('coerces query-string numbers and keeps the rest', () => {
    expect(
      listingQuerySchema.parse({
        page: '3',
        perPage: '100',
        sortBy: 'name',
        sortDir: 'desc',
        search: '  acme ',
      }),
    ).toEqual({ page: 3, perPage: 100, sortBy: 'name', sortDir: 'desc', search: 'acme', filters: [] });
  });

  it.each<[string, unknown, string[]]>([
    ['page', '1', []],
    ['page', 1, []],
    ['page', '0', ['min:1']],
    ['page', '-1', ['min:1']],
    ['page', '1.5', ['integer']],
    ['page', 'abc', ['numeric']],
    ['perPage', '1', []],
    ['perPage', '100', []],
    ['perPage', '101', ['max:100']],
    ['perPage', 101, ['max:100']],
    ['perPage', '0', ['min:1']],
    ['perPage', '2.5', ['integer']],
    ['perPage', 'ten', ['numeric']],
    ['sortBy', 'x'.repeat(50), []],
    ['sortBy', 'x'.repeat(51), ['max:50']],
    ['sortBy', 5, ['string']],
    ['sortDir', 'asc', []],
    ['sortDir', 'desc', []],
    ['sortDir', 'DESC', ['invalid']],
    ['sortDir', 'up', ['invalid']],
    ['search', 'x'.repeat(200), []],
    ['search', ` ${'x'.repeat(200)} `, []],
    ['search', 'x'.repeat(201), ['max:200']],
    ['search', 5, ['string']],
  ])('%s = %j gives %j', (field, value, expected) => {
    expect(errorsOf({ [field]: value })).toEqual(expected.length ? { [field]: expected } : {});
  });

  it('reads filters as a JSON string', () => {
    expect(listingQuerySchema.parse({ filters: JSON.stringify([filter]) }).filters).toEqual([filter]);
  });

  it('reads filters as bracketed query parameters, in order', () => {
    const bracketed = { 0: filter, 1: { field: 'total', operator: 'lte', value: 100 } };
    expect(listingQuerySchema.parse({ filters: bracketed }).filters).toEqual([bracketed[0], bracketed[1]]);
  });

  it('reads filters as an array and accepts null, string, number and boolean values', () => {
    const filters = [null, 'x', 1.5, true].map((value) => ({ field: 'f', operator: 'lt', value }));
    expect(listingQuerySchema.parse({ filters }).filters).toEqual(filters);
  });

  it('accepts 20 filters and refuses 21', () => {
    expect(errorsOf({ filters: Array(20).fill(filter) })).toEqual({});
    expect(errorsOf({ filters: Array(21).fill(filter) })).toEqual({ filters: ['max:20'] });
  });

  it('refuses a string that is not JSON and a JSON non-array', () => {
    expect(errorsOf({ filters: 'isRead=false' })).toEqual({ filters: ['array'] });
    expect(errorsOf({ filters: '{"a":1}' })).toEqual({ filters: ['array'] });
    expect(errorsOf({ filters: 5 })).toEqual({ filters: ['array'] });
  });

  it('names the bad part of a filter', () => {
    const bad = [{ field: '', operator: 'like', value: { nested: true } }, { operator: 'eq' }];
    expect(errorsOf({ filters: JSON.stringify(bad) })).toEqual({
      'filters.0.field': ['required'],
      'filters.0.operator': ['invalid'],
      'filters.0.value': ['invalid'],
      'filters.1.field': ['required'],
      'filters.1.value': ['invalid'],
    });
  });
});

describe('listingResultSchema', () => {
  const schema = listingResultSchema(z.object({ id: z.string() }));

  it('parses items and count', () => {
    expect(schema.parse({ items: [{ id: 'a' }], count: 1 })).toEqual({ items: [{ id: 'a' }], count: 1 });
  });

  it('checks the items against the item schema and the count as an integer', () => {
    const result = schema.safeParse({ items: [{ id: 1 }], count: 1.5 });
    expect(result.success ? {} : fieldErrorsFrom(result.error.issues)).toEqual({
      'items.0.id': ['string'],
      count: ['integer'],
    });
  });
});
