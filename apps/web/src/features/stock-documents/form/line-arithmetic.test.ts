import { describe, expect, it } from 'vitest';
import {
  marginPercentOf,
  packagingQuantityOf,
  priceRonOf,
  quantityOfPackaging,
  sellingPriceOf,
  stockValueOf,
} from './line-arithmetic';

describe('stock line arithmetic', () => {
  it('converts the packaging quantity both ways through the ratio', () => {
    expect(packagingQuantityOf('24', '12')).toBe('2');
    expect(packagingQuantityOf('10', '3')).toBe('3.3333');
    expect(quantityOfPackaging('2.5', '12')).toBe('30');
    expect(quantityOfPackaging('3', '0.333333')).toBe('1');
    expect(packagingQuantityOf('10', '0')).toBe('');
    expect(packagingQuantityOf('', '12')).toBe('');
    expect(quantityOfPackaging('2', '')).toBe('');
  });

  it('prices in RON through the document rate, and keeps a RON price', () => {
    expect(priceRonOf('12.5', 'RON', '')).toBe('12.5');
    expect(priceRonOf('10', 'EUR', '4.9765')).toBe('49.765');
    expect(priceRonOf('1.23456', 'EUR', '4.97')).toBe('6.1358');
    expect(priceRonOf('10', 'EUR', '')).toBe('');
  });

  it('turns a margin into a selling price and back', () => {
    expect(sellingPriceOf('100', '25')).toBe('125');
    expect(sellingPriceOf('8.40', '33.3')).toBe('11.1972');
    expect(marginPercentOf('100', '125')).toBe('25');
    expect(marginPercentOf('8.4', '11.1972')).toBe('33.3');
    expect(marginPercentOf('0', '10')).toBe('');
    expect(sellingPriceOf('x', '10')).toBe('');
  });

  it('values the stock of a line in RON to the ban', () => {
    expect(stockValueOf('3', '10.3333')).toBe('31.00');
    expect(stockValueOf('1.5', '2.005')).toBe('3.01');
  });
});
