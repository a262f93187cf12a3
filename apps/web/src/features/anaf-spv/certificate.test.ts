import { describe, expect, it } from 'vitest';
import { certificateWarning, daysBetween, todayInRomania } from './certificate';

describe('certificateWarning', () => {
  const today = '2026-03-10';

  it('says nothing without a date or beyond 30 days', () => {
    expect(certificateWarning(null, today)).toBeNull();
    expect(certificateWarning('2026-04-10', today)).toBeNull();
  });

  it('warns within 30 days, on the day and once expired', () => {
    expect(certificateWarning('2026-04-09', today)).toEqual({ kind: 'soon', days: 30 });
    expect(certificateWarning('2026-03-11', today)).toEqual({ kind: 'soon', days: 1 });
    expect(certificateWarning('2026-03-10', today)).toEqual({ kind: 'today', days: 0 });
    expect(certificateWarning('2026-03-07', today)).toEqual({ kind: 'expired', days: 3 });
  });

  it('counts whole calendar days across the change to summer time', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
});

describe('todayInRomania', () => {
  it('is the Bucharest calendar day, already the next one at 23:30 UTC in winter', () => {
    expect(todayInRomania(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-16');
    expect(todayInRomania(new Date('2026-01-15T12:00:00Z'))).toBe('2026-01-15');
  });
});
