import { describe, expect, it } from 'vitest';
import { decimalText, trimDecimal } from './decimal-text';

describe('trimDecimal', () => {
  it.each([
    ['1.250000', '1.25'],
    ['12.000000', '12'],
    ['100', '100'],
    ['9999999999.123456', '9999999999.123456'],
    ['0.500', '0.5'],
  ])('%s -> %s', (value, text) => {
    expect(trimDecimal(value)).toBe(text);
  });
  it('gives empty text for no value', () => {
    expect(decimalText(null)).toBe('');
  });
});
