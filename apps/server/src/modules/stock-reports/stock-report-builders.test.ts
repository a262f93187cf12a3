import { describe, expect, it } from 'vitest';
import { decimal, sumOfCents } from './stock-report-builders';

describe('stock report figures', () => {
  it('add amounts of 2 decimals exactly, signs and all', () => {
    expect(sumOfCents([])).toBe('0.00');
    expect(sumOfCents(['1077.50', '118.50', '247.50', '40.95'])).toBe('1484.45');
    expect(sumOfCents(['-0.05'])).toBe('-0.05');
    expect(sumOfCents(['0.10', '0.20', '-1.00'])).toBe('-0.70');
    expect(sumOfCents(Array.from({ length: 100_000 }, () => '0.01'))).toBe('1000.00');
  });

  it('write quantities and unit costs with at most 4 decimals and no trailing zeros', () => {
    expect(decimal('12.5000')).toBe('12.5');
    expect(decimal('45.12500')).toBe('45.125');
    expect(decimal('8.33335')).toBe('8.3334');
    expect(decimal('-2')).toBe('-2');
  });
});
