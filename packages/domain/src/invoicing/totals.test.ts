import { describe, expect, it } from 'vitest';
import { computeTotals, DOCUMENT_DISCOUNT_REASON } from './totals';
import { amountsOf, input, line, mixedLines } from './totals.test-helpers';
import { amountText, money } from './totals-money';

describe('computeTotals', () => {
  it('(1) mixed rates 21/11/0 with a 10% document discount', () => {
    // Lines: 3 x 100.00 = 300.00 (S 21); 2 x 49.99 = 99.98 (S 11); 1 x 10.00 = 10.00 (Z 0).
    // BT-106 = 300.00 + 99.98 + 10.00 = 409.98
    // Allowances, 10% per group: 30.00 (S 21); 9.998 -> 10.00 (S 11); 1.00 (Z)  => BT-107 = 41.00
    // Taxable: 270.00; 89.98; 9.00  => BT-109 = 368.98
    // VAT: 270.00 x 21% = 56.70; 89.98 x 11% = 9.8978 -> 9.90; 0.00  => BT-110 = 66.60
    // BT-112 = 368.98 + 66.60 = 435.58 = BT-115
    const totals = computeTotals(input(mixedLines, { discount: { type: 'percent', value: '10' } }));
    expect(totals.lines.map((l) => l.net)).toEqual(['300.00', '99.98', '10.00']);
    expect(totals.lines.map((l) => l.vat)).toEqual(['63.00', '11.00', '0.00']);
    expect(totals.lines[1]).toEqual({
      unitNetPrice: '49.99',
      discountAmount: '0.00',
      net: '99.98',
      vat: '11.00',
      gross: '110.98',
    });
    expect(totals.allowances).toEqual([
      { amount: '30.00', vatCategory: 'S', vatRate: '21', reason: DOCUMENT_DISCOUNT_REASON },
      { amount: '10.00', vatCategory: 'S', vatRate: '11', reason: DOCUMENT_DISCOUNT_REASON },
      { amount: '1.00', vatCategory: 'Z', vatRate: '0', reason: DOCUMENT_DISCOUNT_REASON },
    ]);
    expect(totals.breakdown).toEqual([
      { vatCategory: 'S', vatRate: '21', taxable: '270.00', vat: '56.70', vatRon: null },
      { vatCategory: 'S', vatRate: '11', taxable: '89.98', vat: '9.90', vatRon: null },
      { vatCategory: 'Z', vatRate: '0', taxable: '9.00', vat: '0.00', vatRon: null },
    ]);
    expect(totals).toMatchObject({
      charges: [],
      lineNetTotal: '409.98',
      allowanceTotal: '41.00',
      chargeTotal: '0.00',
      netTotal: '368.98',
      vatTotal: '66.60',
      vatTotalRon: null,
      grossTotal: '435.58',
      prepaid: '0.00',
      rounding: '0.00',
      amountDue: '435.58',
    });
  });

  it('(2) prices including VAT: 1 x 100.00 with 21% VAT is due 100.00', () => {
    // net = round2(100.00 / 1.21) = round2(82.6446...) = 82.64; VAT = round2(82.64 x 0.21) = 17.3544 -> 17.35
    // BT-112 = 82.64 + 17.35 = 99.99; BT-114 = 100.00 - 99.99 = 0.01; BT-115 = 100.00
    const totals = computeTotals(input([line('1', '100.00', 'S', '21')], { pricesIncludeVat: true }));
    expect(totals.lines[0]).toEqual({
      unitNetPrice: '100.00',
      discountAmount: '0.00',
      net: '82.64',
      vat: '17.35',
      gross: '99.99',
    });
    expect(totals).toMatchObject({
      lineNetTotal: '82.64',
      netTotal: '82.64',
      vatTotal: '17.35',
      grossTotal: '99.99',
      rounding: '0.01',
      amountDue: '100.00',
    });
  });

  it('(2b) prices including VAT with a line discount and two rates', () => {
    // 3 x 33.33 incl. 21%: typed 99.99; net = round2(99.99 / 1.21 = 82.6363...) = 82.64
    // 1 x 9.99 incl. 11%, 10% off: typed 8.991; net = round2(8.991 / 1.11 = 8.10) = 8.10;
    //   before the discount 9.99 / 1.11 = 9.00, so the line allowance is 9.00 - 8.10 = 0.90 (net of VAT)
    // VAT: 82.64 x 21% = 17.3544 -> 17.35; 8.10 x 11% = 0.891 -> 0.89  => BT-110 = 18.24
    // BT-112 = 90.74 + 18.24 = 108.98; typed sum 99.99 + 8.991 = 108.981 -> 108.98; BT-114 = 0.00
    const totals = computeTotals(
      input([line('3', '33.33', 'S', '21'), line('1', '9.99', 'S', '11', { discountPercent: '10' })], {
        pricesIncludeVat: true,
      }),
    );
    expect(totals.lines.map((l) => [l.net, l.discountAmount])).toEqual([
      ['82.64', '0.00'],
      ['8.10', '0.90'],
    ]);
    expect(totals).toMatchObject({
      netTotal: '90.74',
      vatTotal: '18.24',
      grossTotal: '108.98',
      rounding: '0.00',
    });
    expect(totals.amountDue).toBe('108.98');
  });

  it('(2c) prices including VAT with a document discount: no rounding amount', () => {
    // 1 x 100.00 incl. 21%: net 82.64; 10% allowance = 8.264 -> 8.26; taxable 74.38; VAT 15.6198 -> 15.62
    // BT-112 = 74.38 + 15.62 = 90.00; there is a document-level allowance, so BT-114 = 0.00
    const totals = computeTotals(
      input([line('1', '100.00', 'S', '21')], {
        pricesIncludeVat: true,
        discount: { type: 'percent', value: '10' },
      }),
    );
    expect(totals).toMatchObject({
      allowanceTotal: '8.26',
      netTotal: '74.38',
      vatTotal: '15.62',
      grossTotal: '90.00',
      rounding: '0.00',
      amountDue: '90.00',
    });
  });

  it('(3) an EUR invoice with a currency rate of 4.9750 gives the VAT in RON', () => {
    // 2 x 150.00 = 300.00 (S 21): VAT 63.00 -> RON 63.00 x 4.975 = 313.425 -> 313.43
    // 1 x 80.00 = 80.00 (S 11): VAT 8.80 -> RON 8.80 x 4.975 = 43.78
    // BT-110 = 71.80; BT-111 = 71.80 x 4.975 = 357.205 -> 357.21 (half up)
    const totals = computeTotals(
      input([line('2', '150.00', 'S', '21'), line('1', '80.00', 'S', '11')], { currencyRate: '4.9750' }),
    );
    expect(totals.breakdown.map((row) => [row.vat, row.vatRon])).toEqual([
      ['63.00', '313.43'],
      ['8.80', '43.78'],
    ]);
    expect(totals).toMatchObject({ vatTotal: '71.80', vatTotalRon: '357.21', grossTotal: '451.80' });
  });

  it('(4) a storno of case 1 without its discount gives exactly the negated totals', () => {
    // Original: 300.00 + 99.98 + 10.00 = 409.98; VAT 63.00 + round2(10.9978) = 11.00 + 0 = 74.00; gross 483.98
    const original = computeTotals(input(mixedLines));
    const storno = computeTotals(input(mixedLines.map((l) => ({ ...l, quantity: `-${l.quantity}` }))));
    expect(original).toMatchObject({ lineNetTotal: '409.98', vatTotal: '74.00', amountDue: '483.98' });
    expect(storno).toMatchObject({
      lineNetTotal: '-409.98',
      netTotal: '-409.98',
      vatTotal: '-74.00',
      grossTotal: '-483.98',
      amountDue: '-483.98',
    });
    const negate = (value: string) => amountText(money(value).neg());
    expect(amountsOf(storno)).toEqual(amountsOf(original).map(([where, value]) => [where, negate(value)]));
  });

  it('(4b) half cents round away from zero, so a storno line mirrors its original', () => {
    // 1 x 0.0050 = 0.005 -> 0.01; -1 x 0.0050 = -0.005 -> -0.01
    expect(computeTotals(input([line('1', '0.0050', 'Z', '0')])).lineNetTotal).toBe('0.01');
    expect(computeTotals(input([line('-1', '0.0050', 'Z', '0')])).lineNetTotal).toBe('-0.01');
    // 21% of -0.05 = -0.0105 -> -0.01; of 0.05 -> 0.01
    expect(computeTotals(input([line('-1', '0.05', 'S', '21')])).vatTotal).toBe('-0.01');
  });
});
