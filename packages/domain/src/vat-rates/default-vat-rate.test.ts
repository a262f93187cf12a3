import { describe, expect, it } from 'vitest';
import { defaultStandardVatValue, defaultVatRateFor, isVatRateValidOn } from './default-vat-rate';
import { SEED_VAT_RATES } from './seed-vat-rates';

describe('default VAT rate by date (spec 01 §9)', () => {
  it('is 19 before 2025-08-01 and 21 from then', () => {
    expect(defaultStandardVatValue('2025-07-31')).toBe(19);
    expect(defaultStandardVatValue('2025-08-01')).toBe(21);
    expect(defaultStandardVatValue('2019-01-01')).toBe(19);
  });

  it('picks the company rate of that value, whatever its decimals', () => {
    const rates = [
      { id: 'a', code: 'S', value: '21.00' },
      { id: 'b', code: 'S', value: '19.00' },
      { id: 'c', code: 'Z', value: '0.00' },
    ];
    expect(defaultVatRateFor('2025-07-31', rates)?.id).toBe('b');
    expect(defaultVatRateFor('2025-08-01', rates)?.id).toBe('a');
  });

  it('picks the seeded rates', () => {
    expect(defaultVatRateFor('2024-05-10', SEED_VAT_RATES)).toMatchObject({ code: 'S', value: '19' });
    expect(defaultVatRateFor('2026-01-01', SEED_VAT_RATES)).toMatchObject({ code: 'S', value: '21' });
    expect(defaultVatRateFor('2026-01-01', SEED_VAT_RATES, { vatPayer: false })).toMatchObject({
      code: 'O',
      internal: true,
    });
  });

  it('falls back to the highest standard rate valid on the date, or null', () => {
    const rates = [
      { id: 'old', code: 'S', value: '24', validTo: '2016-12-31' },
      { id: 'x', code: 'S', value: '20', validFrom: '2016-01-01', validTo: '2016-12-31' },
      { id: 'y', code: 'S', value: '9' },
    ];
    expect(defaultVatRateFor('2016-06-01', rates)?.id).toBe('old');
    expect(defaultVatRateFor('2020-06-01', rates)?.id).toBe('y');
    expect(defaultVatRateFor('2020-06-01', [{ code: 'Z', value: '0' }])).toBeNull();
    expect(defaultVatRateFor('2020-06-01', [], { vatPayer: false })).toBeNull();
  });

  it('tells whether a rate is valid on a date', () => {
    expect(isVatRateValidOn({ code: 'S', value: '19', validTo: '2025-07-31' }, '2025-07-31')).toBe(true);
    expect(isVatRateValidOn({ code: 'S', value: '19', validTo: '2025-07-31' }, '2025-08-01')).toBe(false);
    expect(isVatRateValidOn({ code: 'S', value: '21', validFrom: '2025-08-01' }, '2025-07-31')).toBe(false);
  });
});
