import { describe, expect, it } from 'vitest';
import { SEED_VAT_RATES } from './seed-vat-rates';
import { VAT_CATEGORY_RULES } from './vat-categories';
import { vatRateInputSchema } from './vat-rate.schemas';

function errors(input: Record<string, unknown>): Record<string, string[]> {
  const result = vatRateInputSchema.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('VAT rate rules', () => {
  it.each<[Record<string, unknown>]>([
    [{ code: 'S', value: '21' }],
    [{ code: 'S', value: 19.5 }],
    [{ code: 'S', value: '100' }],
    [{ code: 'Z', value: '0' }],
    [{ code: 'Z', value: '0.00' }],
    [{ code: 'E', value: '0', exemptionReasonCode: 'vatex-eu-132-1a' }],
    [{ code: 'E', value: '0', exemptionReasonCode: 'VATEX-EU-D' }],
    [{ code: 'AE', value: '0', exemptionReasonCode: 'VATEX-EU-AE' }],
    [{ code: 'K', value: '0', exemptionReasonCode: 'VATEX-EU-IC' }],
    [{ code: 'G', value: '0', exemptionReasonCode: 'VATEX-EU-G' }],
    [{ code: 'L', value: '0' }],
    [{ code: 'M', value: '7', validFrom: '2025-01-01', validTo: '2025-12-31' }],
  ])('accepts %j', (input) => {
    expect(errors(input)).toEqual({});
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['no code', {}, { code: ['required'] }],
    ['an unknown code', { code: 'B', value: '5' }, { code: ['invalid'] }],
    [
      'a second non-VAT-payer rate',
      { code: 'O', exemptionReasonCode: 'VATEX-EU-O' },
      { code: ['prohibited'] },
    ],
    ['a standard rate without value', { code: 'S' }, { value: ['required'] }],
    ['a standard rate of 0', { code: 'S', value: '0' }, { value: ['gt:0'] }],
    ['a rate over 100', { code: 'S', value: '100.01' }, { value: ['max:100'] }],
    ['three decimals', { code: 'S', value: '9.125' }, { value: ['decimal:0-2'] }],
    ['a negative value', { code: 'L', value: '-1' }, { value: ['min:0'] }],
    ['text for a value', { code: 'S', value: 'abc' }, { value: ['numeric'] }],
    ['zero rated above 0', { code: 'Z', value: '5' }, { value: ['max:0'] }],
    [
      'a reason where none is wanted',
      { code: 'S', value: '21', exemptionReasonCode: 'VATEX-EU-132' },
      {
        exemptionReasonCode: ['prohibited'],
      },
    ],
    ['exempt without reason', { code: 'E', value: '0' }, { exemptionReasonCode: ['required'] }],
    [
      'an unknown reason',
      { code: 'E', value: '0', exemptionReasonCode: 'VATEX-RO-1' },
      {
        exemptionReasonCode: ['invalid'],
      },
    ],
    [
      'a reason of another category',
      { code: 'AE', value: '0', exemptionReasonCode: 'VATEX-EU-IC' },
      {
        exemptionReasonCode: ['invalid'],
      },
    ],
    [
      'the reverse-charge reason on an exempt rate',
      { code: 'E', value: '0', exemptionReasonCode: 'VATEX-EU-AE' },
      {
        exemptionReasonCode: ['invalid'],
      },
    ],
    ['an impossible date', { code: 'S', value: '21', validFrom: '2025-02-30' }, { validFrom: ['date'] }],
    [
      'an end before the start',
      { code: 'S', value: '21', validFrom: '2025-08-01', validTo: '2025-07-31' },
      {
        validTo: ['after_or_equal:validFrom'],
      },
    ],
  ])('refuses %s', (_name, input, expected) => {
    expect(errors(input)).toEqual(expected);
  });

  it('normalises the reason to upper case and empty texts to null', () => {
    expect(
      vatRateInputSchema.parse({ code: 'E', value: 0, exemptionReasonCode: ' vatex-eu-132 ', validFrom: '' }),
    ).toEqual({ code: 'E', value: '0', exemptionReasonCode: 'VATEX-EU-132', validFrom: null, validTo: null });
  });

  it('seeds rates that obey the rules (the internal O rate aside)', () => {
    for (const seed of SEED_VAT_RATES.filter((rate) => !rate.internal)) {
      expect(errors({ ...seed }), JSON.stringify(seed)).toEqual({});
    }
    const internal = SEED_VAT_RATES.filter((rate) => rate.internal);
    expect(internal).toEqual([
      expect.objectContaining({ code: 'O', value: null, exemptionReasonCode: 'VATEX-EU-O' }),
    ]);
    expect(VAT_CATEGORY_RULES.O.exemptionCodes).toEqual(['VATEX-EU-O']);
  });
});
