import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDecimal,
  formatQuantity,
  formatRate,
  formatReduction,
  isZero,
} from './pdf-format';

describe('pdf number and date texts', () => {
  it('groups thousands and uses the language separators', () => {
    expect(formatAmount('1234.56', 'ro-RO')).toBe('1.234,56');
    expect(formatAmount('1234.56', 'en-GB')).toBe('1,234.56');
    expect(formatAmount('1234567890123.5', 'ro-RO')).toBe('1.234.567.890.123,50');
    expect(formatAmount('-999.9', 'en-GB')).toBe('-999.90');
    expect(formatAmount('0', 'ro-RO')).toBe('0,00');
    expect(formatAmount('007.10', 'ro-RO')).toBe('7,10');
    expect(formatAmount('123456', 'ro-RO')).toBe('123.456,00');
  });

  it('never rounds: digits beyond the minimum stay, trailing zeros go', () => {
    expect(formatDecimal('12.3456', 'ro-RO', 2)).toBe('12,3456');
    expect(formatDecimal('12.3400', 'ro-RO', 2)).toBe('12,34');
    expect(formatDecimal('4.9750', 'ro-RO', 'keep')).toBe('4,9750');
    expect(formatQuantity('2.000', 'ro-RO')).toBe('2');
    expect(formatQuantity('1500.250', 'ro-RO')).toBe('1.500,25');
    expect(formatRate('19.00', 'ro-RO')).toBe('19%');
    expect(formatRate('5.5', 'ro-RO')).toBe('5,5%');
    expect(formatRate('5.5', 'en-GB')).toBe('5.5%');
  });

  it('leaves texts that are not decimals as they are', () => {
    expect(formatAmount('n/a', 'ro-RO')).toBe('n/a');
    expect(formatAmount('', 'ro-RO')).toBe('');
    expect(formatAmount('1,5', 'ro-RO')).toBe('1,5');
  });

  it('prints reductions negative and recognises zero', () => {
    expect(formatReduction('50.00', 'ro-RO')).toBe('-50,00');
    expect(formatReduction('-50.00', 'ro-RO')).toBe('-50,00');
    expect(formatReduction('0.00', 'ro-RO')).toBe('0,00');
    expect(isZero('0.00')).toBe(true);
    expect(isZero('-0.00')).toBe(true);
    expect(isZero('0.01')).toBe(false);
  });

  it('writes dates dd.mm.yyyy in Romanian and dd/mm/yyyy in English', () => {
    expect(formatDate('2024-03-05', 'ro-RO')).toBe('05.03.2024');
    expect(formatDate('2024-03-05', 'en-GB')).toBe('05/03/2024');
    expect(formatDate('2024-03-05T10:00:00Z', 'ro-RO')).toBe('05.03.2024');
    expect(formatDate('soon', 'ro-RO')).toBe('soon');
  });
});
