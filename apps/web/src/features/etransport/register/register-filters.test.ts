import { describe, expect, it } from 'vitest';
import { registerFiltersOf, registerQuery, toRegisterFilters } from './register-filters';

const none = { type: '', state: '', deliveredFrom: '', deliveredTo: '' } as const;

describe('e-Transport register filters', () => {
  it('send type and combined state by equality and the delivery date as a range', () => {
    expect(
      toRegisterFilters([], {
        type: 'vehicle-modification',
        state: 'rejected',
        deliveredFrom: '2026-11-01',
        deliveredTo: '2026-11-30',
      }),
    ).toEqual([
      { field: 'type', operator: 'eq', value: 'vehicle-modification' },
      { field: 'state', operator: 'eq', value: 'rejected' },
      { field: 'deliveryDate', operator: 'gte', value: '2026-11-01' },
      { field: 'deliveryDate', operator: 'lte', value: '2026-11-30' },
    ]);
  });

  it('drop the filters that are cleared and keep the ones the dialog does not edit', () => {
    const current = [
      { field: 'uit', operator: 'eq' as const, value: 'ABC' },
      { field: 'state', operator: 'eq' as const, value: 'draft' },
    ];
    expect(toRegisterFilters(current, { ...none, deliveredTo: '2026-11-30' })).toEqual([
      { field: 'uit', operator: 'eq', value: 'ABC' },
      { field: 'deliveryDate', operator: 'lte', value: '2026-11-30' },
    ]);
  });

  it('swap an inverted date range', () => {
    expect(
      toRegisterFilters([], { ...none, deliveredFrom: '2026-11-30', deliveredTo: '2026-11-01' }),
    ).toEqual([
      { field: 'deliveryDate', operator: 'gte', value: '2026-11-01' },
      { field: 'deliveryDate', operator: 'lte', value: '2026-11-30' },
    ]);
  });

  it('read the dialog values back from the list filters', () => {
    const values = {
      type: 'declaration',
      state: 'accepted',
      deliveredFrom: '2026-11-02',
      deliveredTo: '',
    } as const;
    expect(registerFiltersOf(toRegisterFilters([], values))).toEqual(values);
    expect(registerFiltersOf([])).toEqual(none);
  });
});

describe('e-Transport register search', () => {
  it('looks for a UIT copied from the list without its dashes', () => {
    expect(registerQuery({ page: 1, search: '7dde-6mx9-1CA9-0P02' }).search).toBe('7DDE6MX91CA90P02');
    expect(registerQuery({ page: 1, search: '7DDE-6MX9' }).search).toBe('7DDE6MX9');
  });

  it('keeps other searches as typed', () => {
    const query = { page: 2, search: 'Țesătoria Bistrița' };
    expect(registerQuery(query)).toBe(query);
    expect(registerQuery({ page: 1, search: 'CMR-2026' }).search).toBe('CMR-2026');
    expect(registerQuery({ page: 1, search: 'BGSO-2026' }).search).toBe('BGSO-2026');
    expect(registerQuery({ page: 1, search: '' })).toEqual({ page: 1, search: '' });
  });
});
