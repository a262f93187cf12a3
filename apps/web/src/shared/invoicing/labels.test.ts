import type { VatRate } from '@app/domain/vat-rates/vat-rate.schemas';
import { describe, expect, it } from 'vitest';
import { defaultRateId, offeredRates, vatRateLabel } from './labels';

const rate = (id: string, patch: Partial<VatRate>): VatRate => ({
  id,
  code: 'S',
  value: '21.00',
  exemptionReasonCode: null,
  internal: false,
  validFrom: null,
  validTo: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...patch,
});

const RATES = [
  rate('s21', { value: '21.00', validFrom: '2025-08-01' }),
  rate('s11', { value: '11.00', validFrom: '2025-08-01' }),
  rate('s19', { value: '19.00', validTo: '2025-07-31' }),
  rate('e', { code: 'E', value: '0.00', exemptionReasonCode: 'VATEX-EU-132' }),
  rate('o', { code: 'O', value: null, exemptionReasonCode: 'VATEX-EU-O', internal: true }),
];

describe('VAT rates of a line', () => {
  it('offers a VAT payer the rates in force on the document’s date, never the non-payer rate', () => {
    expect(offeredRates(RATES, true, '2026-03-02').map((entry) => entry.id)).toEqual(['s21', 's11', 'e']);
    expect(offeredRates(RATES, true, '2025-07-15').map((entry) => entry.id)).toEqual(['s19', 'e']);
  });

  it('offers a non-payer its own rate only, and keeps the rate a line already has', () => {
    expect(offeredRates(RATES, false, '2026-03-02').map((entry) => entry.id)).toEqual(['o']);
    expect(offeredRates(RATES, true, '2026-03-02', ['s19']).map((entry) => entry.id)).toContain('s19');
  });

  it('starts a new line at the highest standard rate, or the non-payer rate', () => {
    expect(defaultRateId(RATES, true, '2026-03-02')).toBe('s21');
    expect(defaultRateId(RATES, true, '2025-07-15')).toBe('s19');
    expect(defaultRateId(RATES, false, '2026-03-02')).toBe('o');
  });

  it('reads as a percent, with the category and reason when not standard', () => {
    const name = (code: string) => `name-${code}`;
    expect(vatRateLabel(RATES[1] as VatRate, 'ro-RO', name)).toBe('11%');
    expect(vatRateLabel(RATES[3] as VatRate, 'ro-RO', name)).toBe('0% (E, VATEX-EU-132)');
    expect(vatRateLabel(RATES[4] as VatRate, 'ro-RO', name)).toBe('name-O');
    expect(vatRateLabel(rate('x', { value: '9.50' }), 'ro-RO', name)).toBe('9,5%');
  });
});
