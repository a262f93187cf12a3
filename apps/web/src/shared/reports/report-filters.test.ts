import { describe, expect, it } from 'vitest';
import {
  ALL_CURRENCIES,
  checkFilters,
  initialFilters,
  reportQuery,
  serverFilterErrors,
} from './report-filters';

const today = '2026-02-18';

describe('report filters', () => {
  it('start with this month up to today, in RON', () => {
    expect(initialFilters(today)).toEqual({
      partnerId: '',
      from: '2026-02-01',
      to: '2026-02-18',
      date: '2026-02-18',
      currency: 'RON',
    });
  });

  it('ask a client for the statement of account only', () => {
    expect(checkFilters('statement-of-account', initialFilters(today))).toEqual({ partnerId: 'required' });
    expect(checkFilters('invoices', initialFilters(today))).toEqual({});
    expect(checkFilters('current-balance', initialFilters(today))).toEqual({});
  });

  it('check the period of the period reports', () => {
    const base = { ...initialFilters(today), partnerId: 'p1' };
    expect(checkFilters('payments', { ...base, from: '', to: '2026-13-01x' })).toEqual({
      from: 'required',
      to: 'date',
    });
    expect(checkFilters('statement-of-account', { ...base, from: '2026-03-01', to: '2026-02-01' })).toEqual({
      to: 'after_or_equal:from',
    });
    // A balance has no period: an odd "from" does not matter, its date does.
    expect(checkFilters('current-balance', { ...base, from: 'x', date: '18.02.2026' })).toEqual({
      date: 'date',
    });
  });

  it('send a period, or the date as `to`, and no partner for all clients', () => {
    const filters = { ...initialFilters(today), currency: 'EUR' };
    expect(reportQuery('invoices', filters)).toEqual({
      currency: 'EUR',
      from: '2026-02-01',
      to: '2026-02-18',
    });
    expect(reportQuery('overdue-invoices', { ...filters, partnerId: 'p1' })).toEqual({
      currency: 'EUR',
      partnerId: 'p1',
      to: '2026-02-18',
    });
  });

  it('take every currency together ("all", in RON) as well as one currency, and nothing else', () => {
    const base = initialFilters(today);
    expect(checkFilters('invoices', { ...base, currency: ALL_CURRENCIES })).toEqual({});
    expect(reportQuery('invoices', { ...base, currency: ALL_CURRENCIES }).currency).toBe('all');
    expect(checkFilters('invoices', { ...base, currency: 'euro' })).toEqual({ currency: 'invalid' });
  });

  it('put the server’s errors on the fields, the date report’s `to` on its date', () => {
    expect(
      serverFilterErrors('current-balance', { to: ['date'], partnerId: ['exists'], lang: ['invalid'] }),
    ).toEqual({
      date: 'date',
      partnerId: 'exists',
    });
    expect(serverFilterErrors('invoices', { to: ['after_or_equal:from'] })).toEqual({
      to: 'after_or_equal:from',
    });
  });
});
