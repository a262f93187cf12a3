import { describe, expect, it } from 'vitest';
import { stockDocumentInputSchema } from './stock-document.schemas';
import {
  marginFromSellingPrice,
  packagingQuantityOf,
  sellingPriceFromMargin,
  stockPriceRon,
} from './stock-document-prices';

describe('stock document prices', () => {
  it('converts a currency price to RON with the rate', () => {
    expect(stockPriceRon('10.5', 'RON', null)).toBe('10.5');
    expect(stockPriceRon('10', 'EUR', '4.9765')).toBe('49.765');
  });
  it('derives the selling price from the margin and back', () => {
    expect(sellingPriceFromMargin('100', '25')).toBe('125');
    expect(marginFromSellingPrice('80', '100')).toBe('25');
    expect(marginFromSellingPrice('0', '100')).toBeNull();
  });
  it('converts the invoicing quantity to packagings', () => {
    expect(packagingQuantityOf('24', '12')).toBe('2');
    expect(packagingQuantityOf('1', '3')).toBe('0.3333');
  });
});

describe('stock document input', () => {
  const base = {
    documentSeriesId: '00000000-0000-4000-8000-000000000001',
    warehouseId: '00000000-0000-4000-8000-000000000002',
    issueDate: '2026-01-10',
  };
  const line = { name: 'Apă', unitCode: 'h87', quantity: '1.2345', price: '2' };
  it('accepts an empty draft and a line, upper-casing the unit', () => {
    const parsed = stockDocumentInputSchema.parse({ ...base, lines: [line] });
    expect(parsed.lines[0]).toMatchObject({ unitCode: 'H87', loadsStock: true, priceRon: null });
    expect(stockDocumentInputSchema.parse(base).lines).toEqual([]);
  });
  const codes = (input: unknown) =>
    stockDocumentInputSchema
      .safeParse(input)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
  it('gives the field rule codes', () => {
    expect(codes({ ...base, lines: [{ ...line, quantity: '1.23456' }] })).toEqual([
      ['lines.0.quantity', 'decimal:0-4'],
    ]);
    expect(codes({ ...base, currency: 'EUR', lines: [line] })).toEqual([['currencyRate', 'required']]);
    expect(
      codes({ ...base, lines: [{ ...line, standardCode: '123', correctsLineId: base.warehouseId }] }),
    ).toEqual([
      ['lines.0.standardCodeScheme', 'required'],
      ['lines.0.loadsStock', 'correction-line'],
    ]);
  });
});
