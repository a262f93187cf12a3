import { efacturaDeadlineOf } from '@app/domain/efactura/efactura-sending.schemas';
import { describe, expect, it } from 'vitest';
import { daysBetween, deadlineState } from './efactura-deadline';

describe('e-Factura deadline', () => {
  it('counts whole days between two calendar days, across months and the DST change', () => {
    expect(daysBetween('2026-03-27', '2026-04-01')).toBe(5);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-01-10', '2026-01-08')).toBe(-2);
  });

  it('is the issue date plus 5 days', () => {
    expect(efacturaDeadlineOf('2026-02-26')).toBe('2026-03-03');
  });

  it('warns as the deadline approaches, for an invoice never sent or rejected', () => {
    const deadline = '2026-05-10';
    expect(deadlineState(deadline, null, '2026-05-05')).toEqual({ level: 'ok', daysLeft: 5 });
    expect(deadlineState(deadline, null, '2026-05-07')).toEqual({ level: 'ok', daysLeft: 3 });
    expect(deadlineState(deadline, null, '2026-05-08')).toEqual({ level: 'soon', daysLeft: 2 });
    expect(deadlineState(deadline, 'rejected', '2026-05-09')).toEqual({ level: 'soon', daysLeft: 1 });
    expect(deadlineState(deadline, null, '2026-05-10')).toEqual({ level: 'today', daysLeft: 0 });
    expect(deadlineState(deadline, 'rejected', '2026-05-12')).toEqual({ level: 'overdue', daysLeft: -2 });
  });

  it('says nothing once the invoice is with ANAF, or without a deadline (a draft)', () => {
    expect(deadlineState('2026-05-10', 'pending', '2026-05-12').level).toBe('none');
    expect(deadlineState('2026-05-10', 'accepted', '2026-05-10').level).toBe('none');
    expect(deadlineState(null, null, '2026-05-10')).toEqual({ level: 'none', daysLeft: null });
  });
});
