import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AllowanceChargeInput,
  computeTotals,
  DOCUMENT_DISCOUNT_REASON,
  type DocumentTotals,
  type TotalsInput,
  type TotalsLineInput,
} from './totals';

/** An independent oracle: plain decimal.js at a high precision, half away from zero. */
const D = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_UP });
const r2 = (value: Decimal.Value) => new D(value).toDecimalPlaces(2, D.ROUND_HALF_UP);
const sum = (values: readonly Decimal.Value[]) =>
  values.reduce<Decimal>((total, value) => total.plus(value), new D(0));
const fixed = (value: Decimal.Value) => new D(value).toFixed(2);
/** Text of a scaled integer: scaled(-1234, 2) = "-12.34". */
const scaled = (units: number, decimals: number) => new D(units).div(10 ** decimals).toFixed();

const AMOUNT = /^-?\d+\.\d{2}$/;
const RUNS = { numRuns: 300 };

const VAT_SET = [
  ['S', '21'],
  ['S', '11'],
  ['S', '9'],
  ['S', '5'],
  ['Z', '0'],
  ['E', '0'],
  ['AE', '0'],
  ['K', '0'],
  ['G', '0'],
] as const;
const vat = fc.constantFrom(...VAT_SET).map(([vatCategory, vatRate]) => ({ vatCategory, vatRate }));

const lineArb: fc.Arbitrary<TotalsLineInput> = fc
  .record({
    quantity: fc.integer({ min: -100_000, max: 100_000 }).map((units) => scaled(units, 2)),
    price: fc.oneof(
      fc.integer({ min: 0, max: 10_000_000 }).map((units) => scaled(units, 4)),
      fc.integer({ min: 0, max: 99_999 }).map((units) => scaled(units, 2)),
    ),
    baseQuantity: fc.constantFrom(null, '1', '3', '0.5', '12', '1000'),
    discountPercent: fc.option(fc.integer({ min: 0, max: 10_000 }).map((units) => scaled(units, 2))),
    vat,
  })
  .map(({ vat: { vatCategory, vatRate }, ...rest }) => ({ ...rest, vatCategory, vatRate }));

const allowanceArb: fc.Arbitrary<AllowanceChargeInput> = fc
  .record({ amount: fc.integer({ min: 0, max: 50_000 }).map((units) => scaled(units, 2)), vat })
  .map(({ amount, vat: { vatCategory, vatRate } }) => ({
    amount,
    vatCategory,
    vatRate,
    reason: 'generated',
  }));

type DiscountChoice =
  | { type: 'none' }
  | { type: 'percent' | 'price-reduction'; percent: string }
  /** A fixed discount as a share (per mille) of the line net total, to stay within it. */
  | { type: 'fixed'; perMille: number };

const discountArb: fc.Arbitrary<DiscountChoice> = fc.oneof(
  fc.constant({ type: 'none' as const }),
  fc.record({
    type: fc.constantFrom('percent' as const, 'price-reduction' as const),
    percent: fc.integer({ min: 0, max: 10_000 }).map((units) => scaled(units, 2)),
  }),
  fc.record({ type: fc.constant('fixed' as const), perMille: fc.integer({ min: 0, max: 1000 }) }),
);

const inputArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 20 }),
  pricesIncludeVat: fc.boolean(),
  discount: discountArb,
  allowances: fc.oneof(fc.constant<AllowanceChargeInput[]>([]), fc.array(allowanceArb, { maxLength: 2 })),
  charges: fc.oneof(fc.constant<AllowanceChargeInput[]>([]), fc.array(allowanceArb, { maxLength: 2 })),
  prepaidAmount: fc.option(fc.integer({ min: 0, max: 1_000_000 }).map((units) => scaled(units, 2))),
  currencyRate: fc.option(fc.integer({ min: 1, max: 100_000 }).map((units) => scaled(units, 4))),
});

type GeneratedInput = typeof inputArb extends fc.Arbitrary<infer T> ? T : never;

/** The generated input, with a fixed discount turned into an amount within the line net total. */
function toInput(generated: GeneratedInput): TotalsInput {
  const { discount, ...rest } = generated;
  const base: TotalsInput = { ...rest };
  if (discount.type === 'none') return base;
  if (discount.type !== 'fixed')
    return { ...base, discount: { type: discount.type, value: discount.percent } };
  const lineNetTotal = new D(computeTotals({ ...base, allowances: [], charges: [] }).lineNetTotal);
  const value = D.max(lineNetTotal, 0).times(discount.perMille).div(1000).toDecimalPlaces(2, D.ROUND_DOWN);
  return { ...base, discount: { type: 'fixed', value: value.toFixed(2) } };
}

/** Every amount of a result. */
function amounts(totals: DocumentTotals): string[] {
  const { lines, allowances, charges, breakdown, vatTotalRon, ...documentAmounts } = totals;
  return [
    ...lines.flatMap((line) => [line.discountAmount, line.net, line.vat, line.gross]),
    ...allowances.map((allowance) => allowance.amount),
    ...charges.map((charge) => charge.amount),
    ...Object.values(documentAmounts),
    ...(vatTotalRon === null ? [] : [vatTotalRon]),
    ...breakdown.flatMap((row) => [row.taxable, row.vat, ...(row.vatRon === null ? [] : [row.vatRon])]),
  ];
}

/** The typed amount of a line after its discounts (with VAT when the prices include it), exactly. */
function typedAmount(line: TotalsLineInput, priceReduction: string | null, lineDiscount = true): Decimal {
  let price = new D(line.price);
  if (priceReduction !== null)
    price = price.times(new D(100).minus(priceReduction)).div(100).toDecimalPlaces(4);
  const percent = lineDiscount ? (line.discountPercent ?? '0') : '0';
  return new D(line.quantity)
    .times(price)
    .div(line.baseQuantity ?? '1')
    .times(new D(100).minus(percent))
    .div(100);
}

describe('computeTotals, EN 16931 identities', { timeout: 30_000 }, () => {
  it('holds BR-CO-10 to BR-CO-17 and the format of every amount', () => {
    fc.assert(
      fc.property(inputArb, (generated) => {
        const input = toInput(generated);
        const t = computeTotals(input);

        for (const amount of amounts(t)) {
          expect(amount).toMatch(AMOUNT);
          expect(amount).not.toBe('-0.00');
        }
        expect(t.lines).toHaveLength(input.lines.length);
        // BR-CO-10: BT-106 = Σ BT-131
        expect(t.lineNetTotal).toBe(fixed(sum(t.lines.map((line) => line.net))));
        // BR-CO-11: BT-107 = Σ BT-92
        expect(t.allowanceTotal).toBe(fixed(sum(t.allowances.map((allowance) => allowance.amount))));
        // BR-CO-12: BT-108 = Σ BT-99
        expect(t.chargeTotal).toBe(fixed(sum(t.charges.map((charge) => charge.amount))));
        // BR-CO-13: BT-109 = BT-106 - BT-107 + BT-108
        expect(t.netTotal).toBe(fixed(new D(t.lineNetTotal).minus(t.allowanceTotal).plus(t.chargeTotal)));
        // BR-CO-14: BT-110 = Σ BT-117
        expect(t.vatTotal).toBe(fixed(sum(t.breakdown.map((row) => row.vat))));
        // BR-CO-15: BT-112 = BT-109 + BT-110
        expect(t.grossTotal).toBe(fixed(new D(t.netTotal).plus(t.vatTotal)));
        // BR-CO-16: BT-115 = BT-112 - BT-113 + BT-114
        expect(t.amountDue).toBe(fixed(new D(t.grossTotal).minus(t.prepaid).plus(t.rounding)));
        // BR-CO-17: BT-117 = round2(BT-116 x BT-119 / 100), per row
        for (const row of t.breakdown)
          expect(row.vat).toBe(fixed(r2(new D(row.taxable).times(row.vatRate).div(100))));
        // Σ BT-116 = BT-109
        expect(t.netTotal).toBe(fixed(sum(t.breakdown.map((row) => row.taxable))));
        // One row per (category, rate), each category with its rate rule
        const keys = t.breakdown.map((row) => `${row.vatCategory} ${row.vatRate}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const row of t.breakdown)
          expect(row.vatCategory === 'S' ? Number(row.vatRate) > 0 : row.vatRate === '0').toBe(true);
        // Currency: BT-111 and each row in RON only with a rate
        if (input.currencyRate)
          expect(t.vatTotalRon).toBe(fixed(r2(new D(t.vatTotal).times(input.currencyRate))));
        else expect(t.vatTotalRon).toBeNull();
        expect(t.prepaid).toBe(fixed(input.prepaidAmount ?? '0'));
        if (!input.pricesIncludeVat) expect(t.rounding).toBe('0.00');
      }),
      RUNS,
    );
  });

  it('computes each line from its quantity, price, base quantity and discounts', () => {
    fc.assert(
      fc.property(inputArb, (generated) => {
        const input = toInput(generated);
        const t = computeTotals(input);
        const reduction = input.discount?.type === 'price-reduction' ? input.discount.value : null;
        input.lines.forEach((line, index) => {
          const result = t.lines[index];
          const divisor = input.pricesIncludeVat ? new D(100).plus(line.vatRate).div(100) : new D(1);
          const typed = typedAmount(line, reduction);
          expect(result?.net).toBe(fixed(r2(typed.div(divisor))));
          const beforeDiscount = typedAmount(line, reduction, false);
          expect(new D(result?.net ?? 0).plus(result?.discountAmount ?? 0).toFixed(2)).toBe(
            fixed(r2(beforeDiscount.div(divisor))),
          );
          expect(result?.vat).toBe(fixed(r2(new D(result?.net ?? 0).times(line.vatRate).div(100))));
          expect(result?.gross).toBe(fixed(new D(result?.net ?? 0).plus(result?.vat ?? 0)));
          expect(result?.unitNetPrice).toMatch(/^\d+\.\d{2,4}$/);
        });
      }),
      RUNS,
    );
  });

  it('makes the amount due what was typed when prices include VAT and nothing is added at document level', () => {
    fc.assert(
      fc.property(inputArb, (generated) => {
        const input = toInput({ ...generated, pricesIncludeVat: true, allowances: [], charges: [] });
        if (input.discount?.type === 'percent' || input.discount?.type === 'fixed') input.discount = null;
        const t = computeTotals(input);
        const reduction = input.discount?.type === 'price-reduction' ? input.discount.value : null;
        const typedTotal = r2(sum(input.lines.map((line) => typedAmount(line, reduction))));
        expect(t.amountDue).toBe(fixed(typedTotal.minus(t.prepaid)));
        // The rounding amount stays small: half a cent (plus its VAT) per line, half a cent of VAT per group
        const bound = new D(input.lines.length)
          .times('0.00605')
          .plus(new D(t.breakdown.length).times('0.005'))
          .plus('0.005');
        expect(new D(t.rounding).abs().lte(bound)).toBe(true);
      }),
      RUNS,
    );
  });

  it('splits a fixed discount into shares that add up to it, and a percent discount per group', () => {
    fc.assert(
      fc.property(inputArb, (generated) => {
        const input = toInput({ ...generated, allowances: [] });
        const t = computeTotals(input);
        const derived = t.allowances.filter((allowance) => allowance.reason === DOCUMENT_DISCOUNT_REASON);
        expect(derived).toHaveLength(t.allowances.length);
        const groupNet = (category: string, rate: string) =>
          sum(
            input.lines
              .map((line, index) => ({ line, net: t.lines[index]?.net ?? '0' }))
              .filter(({ line }) => line.vatCategory === category && new D(line.vatRate).eq(rate))
              .map(({ net }) => net),
          );
        const discount = input.discount;
        if (discount?.type === 'fixed') {
          expect(t.allowanceTotal).toBe(fixed(discount.value));
          for (const share of derived) {
            const exact = new D(discount.value)
              .times(groupNet(share.vatCategory, share.vatRate))
              .div(t.lineNetTotal);
            expect(new D(share.amount).minus(exact).abs().lte(new D(t.breakdown.length).times('0.005'))).toBe(
              true,
            );
          }
        } else if (discount?.type === 'percent') {
          for (const allowance of derived)
            expect(allowance.amount).toBe(
              fixed(r2(groupNet(allowance.vatCategory, allowance.vatRate).times(discount.value).div(100))),
            );
        } else {
          expect(derived).toEqual([]);
        }
        expect(derived.every((allowance) => allowance.amount !== '0.00')).toBe(true);
      }),
      RUNS,
    );
  });

  it('gives a storno (every quantity, allowance, charge and prepaid amount negated, the document discount as typed) exactly the negated totals', () => {
    const negate = (text: string) => (text.startsWith('-') ? text.slice(1) : `-${text}`);
    const negateEntry = (entry: AllowanceChargeInput) => ({ ...entry, amount: negate(entry.amount) });
    const neg = (amount: string) => fixed(new D(amount).neg()).replace(/^-0\.00$/, '0.00');
    fc.assert(
      fc.property(inputArb, (generated) => {
        const input = toInput(generated);
        const storno: TotalsInput = {
          ...input,
          lines: input.lines.map((line) => ({ ...line, quantity: negate(line.quantity) })),
          allowances: input.allowances?.map(negateEntry),
          charges: input.charges?.map(negateEntry),
          prepaidAmount: input.prepaidAmount ? negate(input.prepaidAmount) : input.prepaidAmount,
        };
        const original = computeTotals(input);
        expect(amounts(computeTotals(storno))).toEqual(amounts(original).map(neg));
      }),
      RUNS,
    );
  });
});
