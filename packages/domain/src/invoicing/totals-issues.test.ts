import { describe, expect, it } from 'vitest';
import { type TotalsInput, type TotalsLineInput, totalsInputIssues } from './totals';

const line = (extra: Partial<TotalsLineInput> = {}): TotalsLineInput => ({
  quantity: '2',
  price: '50',
  vatCategory: 'S',
  vatRate: '21',
  ...extra,
});
const input = (lines: TotalsLineInput[], extra: Partial<TotalsInput> = {}): TotalsInput => ({
  lines,
  pricesIncludeVat: false,
  ...extra,
});
const codes = (value: TotalsInput) =>
  totalsInputIssues(value).map((issue) => `${issue.path.join('.')} ${issue.code}`);

describe('totalsInputIssues', () => {
  it('accepts a valid input, storno lines and blank optional fields included', () => {
    expect(
      codes(
        input(
          [
            line({ baseQuantity: null, discountPercent: '' }),
            line({ quantity: '-1.5', vatCategory: 'Z', vatRate: '0' }),
            line({ vatCategory: 'O', vatRate: '' }),
            line({ vatCategory: 'E', vatRate: '0.00', baseQuantity: '1000', discountPercent: '100' }),
          ],
          { discount: { type: 'percent', value: '100' }, prepaidAmount: '', currencyRate: '4.9750' },
        ),
      ),
    ).toEqual([]);
  });

  it('requires numbers in the numeric fields', () => {
    expect(
      codes(
        input(
          [
            line({
              quantity: 'abc',
              price: '1,5',
              baseQuantity: '1e3',
              discountPercent: 'ten',
              vatRate: '21%',
            }),
          ],
          {
            prepaidAmount: 'x',
            currencyRate: '4,97',
          },
        ),
      ),
    ).toEqual([
      'lines.0.quantity numeric',
      'lines.0.price numeric',
      'lines.0.baseQuantity numeric',
      'lines.0.vatRate numeric',
      'lines.0.discountPercent numeric',
      'prepaidAmount numeric',
      'currencyRate numeric',
    ]);
    expect(codes(input([line({ quantity: ' ', price: '' })]))).toEqual([
      'lines.0.quantity required',
      'lines.0.price required',
    ]);
  });

  it('checks the bounds: base quantity above 0, percents 0..100, a price not negative', () => {
    expect(
      codes(
        input(
          [
            line({ baseQuantity: '0' }),
            line({ baseQuantity: '-5', discountPercent: '-1' }),
            line({ discountPercent: '100.01', price: '-0.01' }),
          ],
          { currencyRate: '0' },
        ),
      ),
    ).toEqual([
      'lines.0.baseQuantity gt:0',
      'lines.1.baseQuantity gt:0',
      'lines.1.discountPercent min:0',
      'lines.2.price min:0',
      'lines.2.discountPercent max:100',
      'currencyRate gt:0',
    ]);
  });

  it('checks the document discount percent and price reduction against 0..100', () => {
    expect(codes(input([line()], { discount: { type: 'percent', value: '120' } }))).toEqual([
      'discount.value max:100',
    ]);
    expect(codes(input([line()], { discount: { type: 'price-reduction', value: '-5' } }))).toEqual([
      'discount.value min:0',
    ]);
    expect(codes(input([line()], { discount: { type: 'percent', value: '' } }))).toEqual([
      'discount.value required',
    ]);
    expect(codes(input([line()], { discount: { type: 'bogus' as 'fixed', value: '1' } }))).toEqual([
      'discount.type invalid',
    ]);
  });

  it('refuses a fixed discount above the line net total, naming the total', () => {
    // Lines 2 x 50.00 = 100.00 and 1 x 0.125 -> 0.13: line net total 100.13
    const lines = [line(), line({ quantity: '1', price: '0.125' })];
    expect(codes(input(lines, { discount: { type: 'fixed', value: '100.14' } }))).toEqual([
      'discount.value max:100.13',
    ]);
    expect(codes(input(lines, { discount: { type: 'fixed', value: '100.13' } }))).toEqual([]);
    expect(codes(input(lines, { discount: { type: 'fixed', value: '-1' } }))).toEqual([
      'discount.value min:0',
    ]);
    // With prices including VAT the line net total is net of VAT: 100 / 1.21 = 82.64 per line of 2 x 50
    expect(
      codes(input([line()], { pricesIncludeVat: true, discount: { type: 'fixed', value: '82.65' } })),
    ).toEqual(['discount.value max:82.64']);
    // A storno's lines are negative: its fixed discount, typed as on the invoice, is reversed with
    // them, and is bounded by their total as a magnitude.
    const storno = [line({ quantity: '-2' })];
    expect(codes(input(storno, { discount: { type: 'fixed', value: '0' } }))).toEqual([]);
    expect(codes(input(storno, { discount: { type: 'fixed', value: '100' } }))).toEqual([]);
    expect(codes(input(storno, { discount: { type: 'fixed', value: '100.01' } }))).toEqual([
      'discount.value max:100.00',
    ]);
  });

  it('skips the fixed discount bound while the lines themselves have issues', () => {
    expect(codes(input([line({ quantity: 'x' })], { discount: { type: 'fixed', value: '1000' } }))).toEqual([
      'lines.0.quantity numeric',
    ]);
  });

  it('checks each category against its rate', () => {
    expect(
      codes(
        input([
          line({ vatCategory: 'S', vatRate: '0' }),
          line({ vatCategory: 'S', vatRate: '' }),
          line({ vatCategory: 'E', vatRate: '21' }),
          line({ vatCategory: 'Z', vatRate: '5' }),
          line({ vatCategory: 'AE', vatRate: '0.01' }),
          line({ vatCategory: 'K', vatRate: '9' }),
          line({ vatCategory: 'G', vatRate: '11' }),
          line({ vatCategory: 'O', vatRate: '21' }),
          line({ vatCategory: 'S', vatRate: '101' }),
          line({ vatCategory: 'S', vatRate: '-21' }),
          line({ vatCategory: 'L' as 'S', vatRate: '7' }),
          line({ vatCategory: '' as 'S', vatRate: '7' }),
        ]),
      ),
    ).toEqual([
      'lines.0.vatRate gt:0',
      'lines.1.vatRate required',
      'lines.2.vatRate prohibited',
      'lines.3.vatRate prohibited',
      'lines.4.vatRate prohibited',
      'lines.5.vatRate prohibited',
      'lines.6.vatRate prohibited',
      'lines.7.vatRate prohibited',
      'lines.8.vatRate max:100',
      'lines.9.vatRate min:0',
      'lines.10.vatCategory invalid',
      'lines.11.vatCategory required',
    ]);
  });

  it('checks explicit allowances and charges', () => {
    expect(
      codes(
        input([line()], {
          allowances: [{ amount: 'five', vatCategory: 'S', vatRate: '21' }],
          charges: [
            { amount: '10', vatCategory: 'E', vatRate: '21' },
            { amount: '', vatCategory: 'S', vatRate: '0' },
          ],
        }),
      ),
    ).toEqual([
      'allowances.0.amount numeric',
      'charges.0.vatRate prohibited',
      'charges.1.amount required',
      'charges.1.vatRate gt:0',
    ]);
  });

  it('refuses amounts that would not fit the stored columns (quantity 10^8 x price 10^8)', () => {
    expect(codes(input([line({ quantity: '100000000', price: '100000000' })]))).toEqual([
      'lines.0.net max:1000000000000',
    ]);
    expect(codes(input([line({ quantity: '-100000000', price: '100000000' })]))).toEqual([
      'lines.0.net max:1000000000000',
    ]);
    // At the limit is fine; a price per thousand divides the amount.
    expect(codes(input([line({ quantity: '1000000', price: '1000000' })]))).toEqual([]);
    expect(codes(input([line({ quantity: '100000000', price: '100000', baseQuantity: '1000' })]))).toEqual(
      [],
    );
  });

  it('refuses a rate that would take the total in RON past what is stored', () => {
    const big = line({ quantity: '1000000', price: '1000000', vatRate: '21' });
    expect(codes(input([big], { currencyRate: '5' }))).toEqual([]);
    expect(codes(input([big], { currencyRate: '1000' }))).toEqual(['currencyRate max:826.44628']);
  });
});
