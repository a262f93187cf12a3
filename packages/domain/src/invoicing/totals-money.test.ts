import { describe, expect, it } from 'vitest';
import { amountText, money, priceText, rateText, round2 } from './totals-money';

describe('money helpers', () => {
  it('rounds half away from zero, on both sides of zero', () => {
    expect(round2(money('0.005')).toFixed(2)).toBe('0.01');
    expect(round2(money('-0.005')).toFixed(2)).toBe('-0.01');
    expect(round2(money('-0.0049')).isZero()).toBe(true);
    expect(round2(money('2.675')).toFixed(2)).toBe('2.68');
    expect(round2(money('-2.675')).toFixed(2)).toBe('-2.68');
  });

  it('writes amounts with 2 decimals and never "-0.00"', () => {
    expect(amountText(money('12.3'))).toBe('12.30');
    expect(amountText(money('-0.004'))).toBe('0.00');
    expect(amountText(money('-0'))).toBe('0.00');
    expect(amountText(money('-0.005'))).toBe('-0.01');
  });

  it('writes prices with 2 to 4 decimals and rates as given, normalised', () => {
    expect(priceText(money('100'))).toBe('100.00');
    expect(priceText(money('17.49125'))).toBe('17.4913');
    expect(priceText(money('9.995'))).toBe('9.995');
    expect(rateText(money('21.00'))).toBe('21');
    expect(rateText(money('9.50'))).toBe('9.5');
    expect(rateText(money('-0'))).toBe('0');
  });

  it('keeps a product of two 10-digit, 4-decimal numbers exact', () => {
    const product = money('9999999999.9999').times('9999999999.9999');
    expect(product.toFixed()).toBe('99999999999998000000.00000001');
  });
});
