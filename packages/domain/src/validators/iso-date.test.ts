import { describe, expect, it } from 'vitest';
import { isIsoDate, todayInRomania } from './iso-date';

describe('isIsoDate', () => {
  it.each(['2025-08-01', '2024-02-29', '2000-01-01'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });
  it.each(['2025-02-30', '2023-02-29', '2025-13-01', '2025-8-1', '01.08.2025', '', '2025-08-01T00:00'])(
    'refuses %j',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
    },
  );
});

describe('todayInRomania', () => {
  it('takes the date in Bucharest, not in UTC', () => {
    // 22:30 UTC on 31 July is already 1 August in Bucharest (UTC+3 in summer).
    expect(todayInRomania(new Date('2025-07-31T22:30:00Z'))).toBe('2025-08-01');
    expect(todayInRomania(new Date('2025-07-31T20:30:00Z'))).toBe('2025-07-31');
  });
});
