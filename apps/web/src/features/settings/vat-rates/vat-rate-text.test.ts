import { formatCalendarDate } from '@app/domain/format/calendar-date';
import { describe, expect, it } from 'vitest';
import { percentText, validityText, vatRateText } from './vat-rate-text';

const name = (code: string) => `name of ${code}`;

describe('VAT rate texts', () => {
  it('writes percents without trailing zeros, with the locale decimal separator', () => {
    expect(percentText('21.00', 'ro-RO')).toBe('21%');
    expect(percentText('9.50', 'ro-RO')).toBe('9,5%');
    expect(percentText('9.50', 'en-GB')).toBe('9.5%');
  });

  it('names a rate by value, code and exemption reason', () => {
    expect(vatRateText({ code: 'S', value: '21.00', exemptionReasonCode: null }, 'ro-RO', name)).toBe('21%');
    expect(vatRateText({ code: 'Z', value: '0.00', exemptionReasonCode: null }, 'ro-RO', name)).toBe(
      '0% (Z)',
    );
    expect(
      vatRateText({ code: 'E', value: '0.00', exemptionReasonCode: 'VATEX-EU-132' }, 'ro-RO', name),
    ).toBe('0% (E, VATEX-EU-132)');
    expect(vatRateText({ code: 'O', value: null, exemptionReasonCode: 'VATEX-EU-O' }, 'ro-RO', name)).toBe(
      'name of O',
    );
  });

  it('says when a rate applies', () => {
    const words = { from: 'de la', until: 'până la' };
    expect(validityText({ validFrom: null, validTo: '2025-07-31' }, words)).toBe('până la 2025-07-31');
    expect(validityText({ validFrom: '2025-08-01', validTo: null }, words)).toBe('de la 2025-08-01');
    expect(validityText({ validFrom: '2026-01-01', validTo: '2026-12-31' }, words)).toBe(
      'de la 2026-01-01 până la 2026-12-31',
    );
    expect(validityText({ validFrom: null, validTo: null }, words)).toBe('');
    const roDate = (iso: string) => formatCalendarDate(iso, 'ro-RO');
    expect(validityText({ validFrom: '2025-08-01', validTo: '2026-07-31' }, words, roDate)).toBe(
      'de la 01.08.2025 până la 31.07.2026',
    );
  });
});
