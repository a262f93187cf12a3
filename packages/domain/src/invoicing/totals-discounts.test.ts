import { describe, expect, it } from 'vitest';
import { computeTotals, TotalsInputError } from './totals';
import { amountsOf, input, line, mixedLines } from './totals.test-helpers';

describe('computeTotals: discounts, prepaid, allowances and charges', () => {
  it('(5) a fixed discount split with a remainder cent given to the largest group', () => {
    // Nets: S 21 50.00; S 11 200.00; Z 50.00; total 300.00; discount 10.00
    // Shares: 10 x 50/300 = 1.666.. -> 1.67; 10 x 200/300 = 6.666.. -> 6.67; 1.67; sum 10.01
    // Remainder 10.00 - 10.01 = -0.01 goes to S 11 (largest net): 6.66
    // Taxable: 48.33 (VAT 10.1493 -> 10.15); 193.34 (VAT 21.2674 -> 21.27); 48.33 (0)
    // BT-109 = 300.00 - 10.00 = 290.00; BT-110 = 31.42; BT-112 = 321.42
    const totals = computeTotals(
      input([line('1', '50', 'S', '21'), line('4', '50', 'S', '11'), line('5', '10', 'Z', '0')], {
        discount: { type: 'fixed', value: '10.00' },
      }),
    );
    expect(totals.allowances.map((a) => [a.vatCategory, a.vatRate, a.amount])).toEqual([
      ['S', '21', '1.67'],
      ['S', '11', '6.66'],
      ['Z', '0', '1.67'],
    ]);
    expect(totals.breakdown.map((row) => [row.taxable, row.vat])).toEqual([
      ['48.33', '10.15'],
      ['193.34', '21.27'],
      ['48.33', '0.00'],
    ]);
    expect(totals).toMatchObject({
      allowanceTotal: '10.00',
      netTotal: '290.00',
      vatTotal: '31.42',
      grossTotal: '321.42',
    });
  });

  it('(5b) a fixed discount over equal groups gives the missing cent to the first of them', () => {
    // Three groups of 100.00; 10.00 / 3 = 3.333.. -> 3.33 each, sum 9.99; +0.01 to S 21 (first largest)
    const totals = computeTotals(
      input([line('1', '100', 'S', '9'), line('1', '100', 'S', '21'), line('1', '100', 'S', '11')], {
        discount: { type: 'fixed', value: '10' },
      }),
    );
    expect(totals.allowances.map((a) => [a.vatRate, a.amount])).toEqual([
      ['21', '3.34'],
      ['11', '3.33'],
      ['9', '3.33'],
    ]);
    expect(totals.allowanceTotal).toBe('10.00');
  });

  it('(6) a price-reduction discount lowers each unit price and gives no allowance', () => {
    // 12.5% off: 19.99 x 0.875 = 17.49125 -> 17.4913; 3 x 17.4913 = 52.4739 -> 52.47; VAT 11.0187 -> 11.02
    //            0.33 x 0.875 = 0.28875 -> 0.2888;  7 x 0.2888 = 2.0216 -> 2.02;   VAT 0.2222 -> 0.22
    // BT-106 = 54.49; BT-107 = 0; BT-110 = 11.24; BT-112 = 65.73
    const totals = computeTotals(
      input([line('3', '19.99', 'S', '21'), line('7', '0.33', 'S', '11')], {
        discount: { type: 'price-reduction', value: '12.5' },
      }),
    );
    expect(totals.lines.map((l) => [l.unitNetPrice, l.net, l.discountAmount])).toEqual([
      ['17.4913', '52.47', '0.00'],
      ['0.2888', '2.02', '0.00'],
    ]);
    expect(totals.allowances).toEqual([]);
    expect(totals).toMatchObject({
      lineNetTotal: '54.49',
      allowanceTotal: '0.00',
      vatTotal: '11.24',
      grossTotal: '65.73',
    });
  });

  it('(7) a line discount percent and a base quantity', () => {
    // 2500 units at 120.00 per 1000, 15% off: 2500 x 120 / 1000 = 300.00; x 0.85 = 255.00; allowance 45.00
    // VAT 255.00 x 21% = 53.55; gross 308.55
    const a = computeTotals(
      input([line('2500', '120', 'S', '21', { baseQuantity: '1000', discountPercent: '15' })]),
    );
    expect(a.lines[0]).toEqual({
      unitNetPrice: '120.00',
      discountAmount: '45.00',
      net: '255.00',
      vat: '53.55',
      gross: '308.55',
    });
    // 1234.5 units at 99.99 per 1000, 7.5% off: 123.437655 -> 123.44 before the discount;
    // 123.437655 x 0.925 = 114.179830875 -> 114.18; allowance 123.44 - 114.18 = 9.26; VAT 23.9778 -> 23.98
    const b = computeTotals(
      input([line('1234.5', '99.99', 'S', '21', { baseQuantity: '1000', discountPercent: '7.5' })]),
    );
    expect(b.lines[0]).toMatchObject({ discountAmount: '9.26', net: '114.18', vat: '23.98' });
    expect(b).toMatchObject({ lineNetTotal: '114.18', vatTotal: '23.98', amountDue: '138.16' });
    // An absent or blank base quantity is 1
    const c = computeTotals(input([line('2', '5', 'S', '21', { baseQuantity: '' })]));
    expect(c.lineNetTotal).toBe('10.00');
  });

  it('(8) a prepaid amount is taken off the amount due', () => {
    // 1 x 1000.00 (S 21): 1000.00 + 210.00 = 1210.00; prepaid 500 -> due 710.00
    const totals = computeTotals(input([line('1', '1000', 'S', '21')], { prepaidAmount: '500' }));
    expect(totals).toMatchObject({ grossTotal: '1210.00', prepaid: '500.00', amountDue: '710.00' });
    // With prices including VAT the rounding still applies: 100.00 typed, 0.01 rounding, 40 prepaid -> 60.00
    const inclusive = computeTotals(
      input([line('1', '100', 'S', '21')], { pricesIncludeVat: true, prepaidAmount: '40.00' }),
    );
    expect(inclusive).toMatchObject({
      grossTotal: '99.99',
      rounding: '0.01',
      prepaid: '40.00',
      amountDue: '60.00',
    });
  });

  it('(9) never writes "-0.00"', () => {
    const zeroQuantity = computeTotals(input([line('0', '12.34', 'S', '21')], { currencyRate: '4.97' }));
    // +x and -x: 0.01 and -0.01 cancel; their VAT 0.0021 and -0.0021 round to zero
    const cancelling = computeTotals(
      input([line('1', '0.005', 'S', '21'), line('-1', '0.005', 'S', '21')], { currencyRate: '5' }),
    );
    const negativeZeroVat = computeTotals(input([line('-1', '0.01', 'S', '21')], { pricesIncludeVat: true }));
    for (const totals of [zeroQuantity, cancelling, negativeZeroVat]) {
      for (const [where, value] of amountsOf(totals)) {
        expect(value, where).toMatch(/^-?\d+\.\d{2}$/);
        expect(value, where).not.toBe('-0.00');
      }
    }
    expect(cancelling.lines.map((l) => l.net)).toEqual(['0.01', '-0.01']);
    expect(cancelling.lines[1]?.vat).toBe('0.00');
    expect(cancelling.amountDue).toBe('0.00');
    expect(zeroQuantity.breakdown).toEqual([
      { vatCategory: 'S', vatRate: '21', taxable: '0.00', vat: '0.00', vatRon: '0.00' },
    ]);
  });

  it('adds explicit allowances and charges to their groups', () => {
    // Lines 200.00 (S 21) and 50.00 (E 0); allowance 5.00 (S 21, loyalty); charge 20.00 transport (S 21)
    // S 21 taxable 200 - 5 + 20 = 215.00, VAT 45.15; E taxable 50.00
    // BT-109 = 250 - 5 + 20 = 265.00; BT-112 = 310.15
    const totals = computeTotals(
      input([line('2', '100', 'S', '21'), line('1', '50', 'E', '0')], {
        allowances: [{ amount: '5', vatCategory: 'S', vatRate: '21.00', reason: 'loyalty' }],
        charges: [{ amount: '20', vatCategory: 'S', vatRate: '21' }],
        pricesIncludeVat: false,
      }),
    );
    expect(totals.allowances).toEqual([
      { amount: '5.00', vatCategory: 'S', vatRate: '21', reason: 'loyalty' },
    ]);
    expect(totals.charges).toEqual([{ amount: '20.00', vatCategory: 'S', vatRate: '21', reason: null }]);
    expect(totals.breakdown).toEqual([
      { vatCategory: 'S', vatRate: '21', taxable: '215.00', vat: '45.15', vatRon: null },
      { vatCategory: 'E', vatRate: '0', taxable: '50.00', vat: '0.00', vatRon: null },
    ]);
    expect(totals).toMatchObject({
      allowanceTotal: '5.00',
      chargeTotal: '20.00',
      netTotal: '265.00',
      grossTotal: '310.15',
    });
  });

  it('orders the breakdown by category (S, Z, E, AE, K, G, O) then by rate, highest first', () => {
    const totals = computeTotals(
      input([
        line('1', '1', 'K', '0'),
        line('1', '1', 'S', '5'),
        line('1', '1', 'AE', '0'),
        line('1', '1', 'S', '9.50'),
        line('1', '1', 'Z', '0'),
        line('1', '1', 'G', '0'),
        line('1', '1', 'S', '21'),
        line('1', '1', 'E', '0'),
        line('1', '1', 'S', '21.0'),
      ]),
    );
    expect(totals.breakdown.map((row) => `${row.vatCategory} ${row.vatRate}`)).toEqual([
      'S 21',
      'S 9.5',
      'S 5',
      'Z 0',
      'E 0',
      'AE 0',
      'K 0',
      'G 0',
    ]);
    expect(totals.breakdown[0]?.taxable).toBe('2.00');
  });

  it('gives totals of zero for no lines', () => {
    const totals = computeTotals(input([]));
    expect(totals).toMatchObject({ lines: [], breakdown: [], amountDue: '0.00', rounding: '0.00' });
  });

  it('refuses an input with issues', () => {
    expect(() => computeTotals(input([line('x', '1', 'S', '21')]))).toThrow(TotalsInputError);
    try {
      computeTotals(input(mixedLines, { discount: { type: 'fixed', value: '500' } }));
      expect.unreachable();
    } catch (error) {
      expect((error as TotalsInputError).issues).toEqual([
        { path: ['discount', 'value'], code: 'max:409.98' },
      ]);
    }
  });
});
