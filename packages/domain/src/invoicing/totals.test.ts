import { describe, expect, it } from 'vitest';
import {
  computeTotals,
  DOCUMENT_DISCOUNT_REASON,
  type DocumentTotals,
  type TotalsInput,
  TotalsInputError,
  type TotalsLineInput,
} from './totals';
import { amountText, money } from './totals-money';

const line = (
  quantity: string,
  price: string,
  vatCategory: TotalsLineInput['vatCategory'],
  vatRate: string,
  extra: Partial<TotalsLineInput> = {},
): TotalsLineInput => ({ quantity, price, vatCategory, vatRate, ...extra });

const input = (lines: TotalsLineInput[], extra: Partial<TotalsInput> = {}): TotalsInput => ({
  lines,
  pricesIncludeVat: false,
  ...extra,
});

/** The three lines of case 1: 21%, 11% and zero-rated. */
const mixedLines = [
  line('3', '100.00', 'S', '21'),
  line('2', '49.99', 'S', '11'),
  line('1', '10.00', 'Z', '0'),
];

/** Every amount string of a result, with where it is, for the format checks. */
function amountsOf(totals: DocumentTotals): [string, string][] {
  const found: [string, string][] = [];
  const add = (where: string, value: string | null) => {
    if (value !== null) found.push([where, value]);
  };
  totals.lines.forEach((l, i) => {
    for (const key of ['discountAmount', 'net', 'vat', 'gross'] as const) add(`lines.${i}.${key}`, l[key]);
  });
  totals.allowances.forEach((a, i) => {
    add(`allowances.${i}`, a.amount);
  });
  totals.charges.forEach((c, i) => {
    add(`charges.${i}`, c.amount);
  });
  for (const key of [
    'lineNetTotal',
    'allowanceTotal',
    'chargeTotal',
    'netTotal',
    'vatTotal',
    'vatTotalRon',
    'grossTotal',
    'prepaid',
    'rounding',
    'amountDue',
  ] as const)
    add(key, totals[key]);
  totals.breakdown.forEach((row, i) => {
    add(`breakdown.${i}.taxable`, row.taxable);
    add(`breakdown.${i}.vat`, row.vat);
    add(`breakdown.${i}.vatRon`, row.vatRon);
  });
  return found;
}

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
