import { describe, expect, it } from 'vitest';
import { emptyInvoiceLinesValues, emptyLine, type LineFormValues } from './line-form-values';
import { issueField, linePriceInDocumentCurrency, liveTotals, type RateFacts } from './live-totals';

const RATES = new Map<string, RateFacts>([
  ['s21', { id: 's21', code: 'S', value: '21.00' }],
  ['s11', { id: 's11', code: 'S', value: '11.00' }],
  ['o', { id: 'o', code: 'O', value: null }],
]);

const line = (patch: Partial<LineFormValues>): LineFormValues => ({
  ...emptyLine(),
  name: 'Line',
  vatRateId: 's21',
  ...patch,
});

const values = (patch: Partial<ReturnType<typeof emptyInvoiceLinesValues>>) => ({
  ...emptyInvoiceLinesValues('2026-03-02'),
  ...patch,
});

describe('liveTotals', () => {
  it('adds two lines with a 10% document discount per VAT rate', () => {
    const result = liveTotals(
      values({
        lines: [
          line({ quantity: '2', price: '100' }),
          line({ quantity: '1', price: '50', vatRateId: 's11' }),
        ],
        discountType: 'percent',
        discountValue: '10',
      }),
      RATES,
    );
    expect(result.issues).toEqual([]);
    expect(result.lines.map((entry) => entry?.net)).toEqual(['200.00', '50.00']);
    expect(result.totals.lineNetTotal).toBe('250.00');
    expect(result.totals.allowanceTotal).toBe('25.00');
    expect(result.totals.netTotal).toBe('225.00');
    // 180 x 21% + 45 x 11%
    expect(result.totals.vatTotal).toBe('42.75');
    expect(result.totals.grossTotal).toBe('267.75');
    expect(result.totals.breakdown.map((row) => [row.vatRate, row.taxable, row.vat])).toEqual([
      ['21', '180.00', '37.80'],
      ['11', '45.00', '4.95'],
    ]);
    expect(result.ron).toBeNull();
  });

  it('takes VAT out of prices that include it', () => {
    const result = liveTotals(
      values({ pricesIncludeVat: true, lines: [line({ quantity: '1', price: '121' })] }),
      RATES,
    );
    expect(result.totals.netTotal).toBe('100.00');
    expect(result.totals.grossTotal).toBe('121.00');
  });

  it('leaves an incomplete line out and names its fields', () => {
    const result = liveTotals(
      values({
        lines: [line({ quantity: '1', price: '10' }), line({ quantity: '', price: 'abc', vatRateId: '' })],
      }),
      RATES,
    );
    expect(result.totals.grossTotal).toBe('12.10');
    expect(result.lines[1]).toBeNull();
    expect(result.incompleteLines).toEqual([1]);
    expect(result.issues.map((issue) => issue.field)).toEqual([
      'lines.1.quantity',
      'lines.1.price',
      'lines.1.vatRateId',
    ]);
  });

  it('leaves out a fixed discount above the lines and says so', () => {
    const result = liveTotals(
      values({ lines: [line({ quantity: '1', price: '10' })], discountType: 'fixed', discountValue: '20' }),
      RATES,
    );
    expect(result.discountLeftOut).toBe(true);
    expect(result.issues).toEqual([{ field: 'discountValue', code: 'max:10.00' }]);
    expect(result.totals.netTotal).toBe('10.00');
  });

  it('asks for the value of a chosen discount type', () => {
    const result = liveTotals(values({ lines: [line({ price: '10' })], discountType: 'percent' }), RATES);
    expect(result.issues).toEqual([{ field: 'discountValue', code: 'required' }]);
    expect(result.discountLeftOut).toBe(true);
  });

  it('gives RON totals for a document in another currency', () => {
    const result = liveTotals(
      values({ currency: 'EUR', currencyRate: '5.0812', lines: [line({ quantity: '3', price: '33.33' })] }),
      RATES,
    );
    expect(result.totals.netTotal).toBe('99.99');
    expect(result.totals.vatTotal).toBe('21.00');
    expect(result.ron).toEqual({ netTotal: '508.07', vatTotal: '106.71', grossTotal: '614.77' });
  });

  it('asks for the rate of a foreign currency document and shows no RON totals without it', () => {
    const result = liveTotals(values({ currency: 'EUR', lines: [line({ price: '10' })] }), RATES);
    expect(result.issues).toEqual([{ field: 'currencyRate', code: 'required' }]);
    expect(result.ron).toBeNull();
    expect(result.totals.grossTotal).toBe('12.10');
  });

  it('counts a zero-rated category without a percent', () => {
    const result = liveTotals(values({ lines: [line({ price: '10', vatRateId: 'o' })] }), RATES);
    expect(result.issues).toEqual([]);
    expect(result.totals.vatTotal).toBe('0.00');
    expect(result.totals.breakdown[0]?.vatCategory).toBe('O');
  });

  it('has zero totals without lines', () => {
    const result = liveTotals(values({ lines: [] }), RATES);
    expect(result.totals.grossTotal).toBe('0.00');
    expect(result.lines).toEqual([]);
  });

  it('applies line discounts and base quantities', () => {
    const result = liveTotals(
      values({
        lines: [line({ quantity: '500', price: '80', baseQuantity: '1000', discountPercent: '25' })],
      }),
      RATES,
    );
    expect(result.lines[0]?.net).toBe('30.00');
  });
});

describe('linePriceInDocumentCurrency', () => {
  it('keeps a price in the document currency', () => {
    expect(linePriceInDocumentCurrency(line({ price: '12.5' }), 'RON')).toBe('12.5');
    expect(linePriceInDocumentCurrency(line({ price: '12.5', currency: 'RON' }), 'RON')).toBe('12.5');
  });

  it('converts a price in another currency with the line rate, to 4 decimals', () => {
    expect(
      linePriceInDocumentCurrency(line({ price: '10', currency: 'EUR', currencyRate: '4.97654' }), 'RON'),
    ).toBe('49.7654');
    expect(
      linePriceInDocumentCurrency(line({ price: '1.5', currency: 'USD', currencyRate: '4.123456' }), 'RON'),
    ).toBe('6.1852');
  });

  it('has no price in the document currency before the rate is given', () => {
    expect(linePriceInDocumentCurrency(line({ price: '10', currency: 'EUR' }), 'RON')).toBeNull();
  });

  it('leaves a RON price on a euro invoice out until its rate is given, then counts it converted', () => {
    const ron = line({ quantity: '2', price: '4999.99', currency: 'RON' });
    const without = liveTotals(values({ currency: 'EUR', currencyRate: '5.0913', lines: [ron] }), RATES);
    expect(without.incompleteLines).toEqual([0]);
    expect(without.issues).toEqual([{ field: 'lines.0.currencyRate', code: 'required' }]);
    const withRate = liveTotals(
      values({ currency: 'EUR', currencyRate: '5.0913', lines: [{ ...ron, currencyRate: '0.2' }] }),
      RATES,
    );
    expect(withRate.incompleteLines).toEqual([]);
    expect(withRate.totals.netTotal).toBe('2000.00');
  });

  it('flags a line whose amount would not fit what is stored', () => {
    const result = liveTotals(
      values({ lines: [line({ quantity: '100000000', price: '100000000' })] }),
      RATES,
    );
    expect(result.incompleteLines).toEqual([0]);
    expect(result.issues).toEqual([{ field: 'lines.0.net', code: 'max:1000000000000' }]);
  });

  it('marks the missing line rate as the line’s issue', () => {
    const result = liveTotals(values({ lines: [line({ price: '10', currency: 'EUR' })] }), RATES);
    expect(result.issues).toEqual([{ field: 'lines.0.currencyRate', code: 'required' }]);
  });
});

describe('issueField', () => {
  it('puts the VAT category and percent on the VAT rate choice', () => {
    expect(issueField(['lines', 3, 'vatCategory'])).toBe('lines.3.vatRateId');
    expect(issueField(['lines', 0, 'vatRate'])).toBe('lines.0.vatRateId');
    expect(issueField(['lines', 0, 'price'])).toBe('lines.0.price');
  });

  it('puts the discount on the document discount fields', () => {
    expect(issueField(['discount', 'value'])).toBe('discountValue');
    expect(issueField(['discount', 'type'])).toBe('discountType');
    expect(issueField(['currencyRate'])).toBe('currencyRate');
  });
});
