import { describe, expect, it } from 'vitest';
import { dueDateFor } from './due-date';

describe('dueDateFor', () => {
  it('adds the template days across months and years', () => {
    expect(dueDateFor('7-days', '2026-11-21')).toBe('2026-11-28');
    expect(dueDateFor('15-days', '2026-12-20')).toBe('2027-01-04');
    expect(dueDateFor('30-days', '2026-01-31')).toBe('2026-03-02');
    expect(dueDateFor('45-days', '2026-11-21')).toBe('2027-01-05');
    expect(dueDateFor('60-days', '2026-02-01')).toBe('2026-04-02');
    expect(dueDateFor('90-days', '2028-01-01')).toBe('2028-03-31');
  });

  it('gives the end of this or next month, leap years included', () => {
    expect(dueDateFor('end-of-month', '2028-02-10')).toBe('2028-02-29');
    expect(dueDateFor('end-of-month', '2026-12-31')).toBe('2026-12-31');
    expect(dueDateFor('end-of-next-month', '2026-12-05')).toBe('2027-01-31');
    expect(dueDateFor('end-of-next-month', '2026-01-31')).toBe('2026-02-28');
  });

  it('keeps the issue date, the custom date, or none', () => {
    expect(dueDateFor('issue-date', '2026-11-21')).toBe('2026-11-21');
    expect(dueDateFor('custom', '2026-11-21', '2026-12-24')).toBe('2026-12-24');
    expect(dueDateFor('custom', '2026-11-21')).toBeNull();
    expect(dueDateFor('none', '2026-11-21')).toBeNull();
  });
});
