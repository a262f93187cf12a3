import { describe, expect, it } from 'vitest';
import { ronTotalsOf } from './ron-totals';

const totals = {
  lineNetTotal: '99.99',
  allowanceTotal: '0.00',
  chargeTotal: '0.00',
  netTotal: '99.99',
  vatTotal: '21.00',
  vatTotalRon: '106.71',
  grossTotal: '120.99',
  prepaid: '0.00',
  rounding: '0.00',
  amountDue: '120.99',
  breakdown: [],
  allowances: [],
};

describe('ronTotalsOf', () => {
  it('converts net and total with the rate and keeps the server’s VAT in RON', () => {
    expect(ronTotalsOf({ currency: 'EUR', currencyRate: '5.081200', totals })).toEqual({
      netTotal: '508.07',
      vatTotal: '106.71',
      grossTotal: '614.77',
    });
  });

  it('has nothing for a document in RON or without a rate', () => {
    expect(ronTotalsOf({ currency: 'RON', currencyRate: null, totals })).toBeNull();
    expect(ronTotalsOf({ currency: 'EUR', currencyRate: null, totals })).toBeNull();
  });
});
