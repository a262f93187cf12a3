import { describe, expect, it } from 'vitest';
import { discountRule } from './discount-rules';

describe('discountRule', () => {
  it('has nothing to say without a discount', () => {
    expect(discountRule(null, '', '100.00')).toBeNull();
  });

  it('asks for a dot decimal value with at most 2 decimals', () => {
    expect(discountRule('percent', ' ', '100.00')).toBe('required');
    expect(discountRule('percent', '10,5', '100.00')).toBe('numeric');
    expect(discountRule('percent', '10.555', '100.00')).toBe('decimal:0-2');
    expect(discountRule('percent', '10.5', '100.00')).toBeNull();
  });

  it('keeps percents within 100 and a fixed amount within the lines', () => {
    expect(discountRule('percent', '100.01', '100.00')).toBe('max:100');
    expect(discountRule('price-reduction', '100', '100.00')).toBeNull();
    expect(discountRule('fixed', '150', '100.00')).toBe('max:100.00');
    expect(discountRule('fixed', '100', '100.00')).toBeNull();
  });
});
