import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatTime, formatTimeAgo } from './format';

describe('dates', () => {
  const instant = '2025-03-01T22:05:09Z';

  it('formats in the given time zone', () => {
    expect(formatDate(instant, 'UTC')).toBe('01.03.2025');
    expect(formatDate(instant, 'Europe/Bucharest')).toBe('02.03.2025');
    expect(formatDateTime(instant, 'UTC')).toBe('01.03.2025 22:05:09');
    expect(formatDateTime(instant, 'Europe/Bucharest')).toBe('02.03.2025 00:05:09');
    expect(formatTime(instant, 'UTC')).toBe('22:05');
    expect(formatTime(instant, 'UTC', { twelveHour: true })).toBe('10:05 PM');
    expect(formatTime('2025-03-01T00:15:00Z', 'UTC', { twelveHour: true })).toBe('12:15 AM');
  });

  it('keeps calendar dates on their day, whatever the zone', () => {
    expect(formatDate('2025-03-01', 'America/New_York')).toBe('01.03.2025');
  });

  it('writes dd.mm.yyyy in Romanian and dd/mm/yyyy in English', () => {
    expect(formatDate('2025-03-01', undefined, 'ro-RO')).toBe('01.03.2025');
    expect(formatDate('2025-03-01', undefined, 'en-GB')).toBe('01/03/2025');
    expect(formatDateTime(instant, 'UTC', 'en-GB')).toBe('01/03/2025 22:05:09');
  });

  it('shows nothing for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatTime(undefined)).toBe('');
  });
});

describe('numbers', () => {
  it('uses the separators of the locale, grouping four-digit numbers too', () => {
    expect(formatNumber(1234.56, 'ro-RO')).toBe('1.234,56');
    expect(formatNumber(1234.56, 'en-GB')).toBe('1,234.56');
    expect(formatNumber(1234567.5, 'ro-RO')).toBe('1.234.567,50');
    expect(formatNumber(0, 'ro-RO')).toBe('0,00');
  });

  it('rounds decimal strings exactly, half away from zero', () => {
    expect(formatNumber('1.005', 'en-GB')).toBe('1.01');
    expect(formatNumber('-2.345', 'en-GB')).toBe('-2.35');
    expect(formatNumber('12345678901234567.89', 'en-GB')).toBe('12,345,678,901,234,567.89');
  });

  it('trims trailing zeros on request and takes other decimal counts', () => {
    expect(formatNumber('1.50', 'ro-RO', { trimZeros: true })).toBe('1,5');
    expect(formatNumber(2, 'en-GB', { trimZeros: true })).toBe('2');
    expect(formatNumber(1.23456, 'en-GB', { decimals: 4 })).toBe('1.2346');
  });

  it('never shows a negative zero', () => {
    expect(formatNumber(-0.001, 'ro-RO')).toBe('0,00');
  });

  it('shows nothing for missing or non-numeric values', () => {
    expect(formatNumber(null, 'ro-RO')).toBe('');
    expect(formatNumber('abc', 'ro-RO')).toBe('');
    expect(formatNumber(Number.NaN, 'ro-RO')).toBe('');
  });

  it('writes money with the currency code after the amount', () => {
    expect(formatMoney('1234.5', 'RON', 'ro-RO')).toBe('1.234,50 RON');
    expect(formatMoney(99, 'EUR', 'en-GB')).toBe('99.00 EUR');
    expect(formatMoney(null, 'EUR', 'en-GB')).toBe('');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2025-03-01T12:00:00Z');

  it('speaks Romanian and English', () => {
    expect(formatTimeAgo('2025-03-01T11:55:00Z', 'ro-RO', now)).toBe('acum 5 minute');
    expect(formatTimeAgo('2025-03-01T11:55:00Z', 'en-GB', now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2025-02-28T12:00:00Z', 'en-GB', now)).toBe('yesterday');
    expect(formatTimeAgo('2025-03-01T09:00:00Z', 'en-GB', now)).toBe('3 hours ago');
  });

  it('says "now" under a minute and nothing for an invalid date', () => {
    expect(formatTimeAgo('2025-03-01T11:59:30Z', 'en-GB', now)).toBe('now');
    expect(formatTimeAgo('nope', 'en-GB', now)).toBe('');
  });
});
