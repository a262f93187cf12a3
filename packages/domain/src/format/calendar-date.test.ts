import { describe, expect, it } from 'vitest';
import { datePattern, formatCalendarDate, parseCalendarDate } from './calendar-date';

describe('calendar dates', () => {
  it('are shown dd.mm.yyyy in Romanian and dd/mm/yyyy in English', () => {
    expect(formatCalendarDate('2024-03-05', 'ro-RO')).toBe('05.03.2024');
    expect(formatCalendarDate('2024-03-05', 'en-GB')).toBe('05/03/2024');
    expect(formatCalendarDate('2024-03-05T10:00:00Z', 'ro-RO')).toBe('05.03.2024');
    expect(formatCalendarDate('soon', 'ro-RO')).toBe('soon');
    expect(datePattern('ro-RO')).toBe('DD.MM.YYYY');
    expect(datePattern('en-GB')).toBe('DD/MM/YYYY');
  });

  it('are read day first, or as ISO', () => {
    expect(parseCalendarDate('05.03.2024')).toBe('2024-03-05');
    expect(parseCalendarDate('5.3.2024')).toBe('2024-03-05');
    expect(parseCalendarDate('05/03/2024')).toBe('2024-03-05');
    expect(parseCalendarDate('05-03-2024')).toBe('2024-03-05');
    expect(parseCalendarDate(' 31.12.25 ')).toBe('2025-12-31');
    expect(parseCalendarDate('2024-03-05')).toBe('2024-03-05');
    expect(parseCalendarDate('29.02.2024')).toBe('2024-02-29');
  });

  it('refuse impossible and half-typed dates', () => {
    for (const text of [
      '',
      '05.03',
      '05.03.202',
      '31.04.2024',
      '29.02.2023',
      '13/13/2024',
      '05.03/2024',
      'x',
    ]) {
      expect(parseCalendarDate(text), text).toBeNull();
    }
  });

  it('read back what they show', () => {
    for (const iso of ['2024-03-05', '1999-12-31', '2026-01-01']) {
      expect(parseCalendarDate(formatCalendarDate(iso, 'ro-RO'))).toBe(iso);
      expect(parseCalendarDate(formatCalendarDate(iso, 'en-GB'))).toBe(iso);
    }
  });
});
