import { describe, expect, it } from 'vitest';
import { derivedLineChanges, repriceLines } from './line-sync';
import { emptyStockLine } from './stock-form-values';

const RON = { currency: 'RON', currencyRate: '' };
const EUR = { currency: 'EUR', currencyRate: '5' };

describe('a stock line as it is typed', () => {
  it('converts the quantity and the packaging quantity through the packaging ratio', () => {
    const line = { ...emptyStockLine(), packagingRatio: '12', quantity: '30', packagingQuantity: '4' };
    expect(derivedLineChanges('quantity', line, RON)).toEqual({ packagingQuantity: '2.5' });
    expect(derivedLineChanges('packagingQuantity', line, RON)).toEqual({ quantity: '48' });
    // Without a packaging nothing is converted.
    expect(derivedLineChanges('quantity', { ...line, packagingRatio: '' }, RON)).toEqual({});
  });

  it('prices in RON through the document rate and keeps the margin, or the selling price', () => {
    const line = { ...emptyStockLine(), price: '10', marginPercent: '20' };
    expect(derivedLineChanges('price', line, EUR)).toEqual({ priceRon: '50', sellingPrice: '60' });
    expect(derivedLineChanges('price', { ...line, marginPercent: '', sellingPrice: '15' }, RON)).toEqual({
      priceRon: '10',
      marginPercent: '50',
    });
  });

  it('turns the margin into a selling price and the selling price into a margin', () => {
    const line = { ...emptyStockLine(), priceRon: '8', marginPercent: '25', sellingPrice: '12' };
    expect(derivedLineChanges('marginPercent', line, RON)).toEqual({ sellingPrice: '10' });
    expect(derivedLineChanges('sellingPrice', line, RON)).toEqual({ marginPercent: '50' });
  });

  it('reprices every line when the document rate changes', () => {
    const lines = [
      { ...emptyStockLine(), price: '2' },
      { ...emptyStockLine(), price: '' },
    ];
    expect(repriceLines(lines, EUR).map((line) => line.priceRon)).toEqual(['10', '']);
  });
});
