import { describe, expect, it } from 'vitest';
import { withFilters } from './with-filters';

describe('withFilters', () => {
  const current = [
    { field: 'status', operator: 'eq' as const, value: 'draft' },
    { field: 'productId', operator: 'eq' as const, value: 'p1' },
  ];

  it('sets, replaces and clears the edited filters and keeps the others', () => {
    expect(
      withFilters(current, [
        ['status', 'eq', ''],
        ['issueDate', 'gte', '2026-01-01'],
        ['issueDate', 'lte', '2026-01-31'],
      ]),
    ).toEqual([
      { field: 'productId', operator: 'eq', value: 'p1' },
      { field: 'issueDate', operator: 'gte', value: '2026-01-01' },
      { field: 'issueDate', operator: 'lte', value: '2026-01-31' },
    ]);
  });

  it('leaves the given filters untouched', () => {
    withFilters(current, [['status', 'eq', 'published']]);
    expect(current[0]?.value).toBe('draft');
  });
});
