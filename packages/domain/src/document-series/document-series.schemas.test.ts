import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { documentSeriesInputSchema, isFutureStartDate } from './document-series.schemas';

const valid = {
  type: 'client-invoice',
  prefix: 'FCT',
  suffix: '',
  startDate: '2025-01-01',
  startIndex: '0001',
};

function errors(input: unknown): Record<string, string[]> {
  const result = documentSeriesInputSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of (result.error as z.ZodError).issues) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('document series rules', () => {
  it('accepts a valid series and normalises the empty suffix to null', () => {
    expect(documentSeriesInputSchema.parse(valid)).toEqual({ ...valid, suffix: null });
    expect(documentSeriesInputSchema.parse({ ...valid, prefix: ' AV ', suffix: '/B' })).toMatchObject({
      prefix: 'AV',
      suffix: '/B',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      'missing everything',
      {},
      {
        type: ['required'],
        prefix: ['required'],
        startDate: ['required'],
        startIndex: ['required'],
      },
    ],
    ['unknown type', { type: 'client-order' }, { type: ['invalid'] }],
    ['empty prefix', { prefix: '  ' }, { prefix: ['required'] }],
    ['prefix of 21 characters', { prefix: 'A'.repeat(21) }, { prefix: ['max:20'] }],
    ['suffix of 21 characters', { suffix: 'B'.repeat(21) }, { suffix: ['max:20'] }],
    ['empty start date', { startDate: '' }, { startDate: ['required'] }],
    ['impossible start date', { startDate: '2025-02-30' }, { startDate: ['date'] }],
    ['start date before 2000', { startDate: '1999-12-31' }, { startDate: ['after_or_equal:2000-01-01'] }],
    ['empty start index', { startIndex: '' }, { startIndex: ['required'] }],
    ['letters in the start index', { startIndex: '12a' }, { startIndex: ['numeric'] }],
    ['negative start index', { startIndex: '-1' }, { startIndex: ['numeric'] }],
    ['start index of zeros', { startIndex: '0000' }, { startIndex: ['min:1'] }],
    ['start index of 20 digits', { startIndex: '1'.padStart(20, '0') }, { startIndex: ['max:19'] }],
    ['19 digits beyond bigint', { startIndex: '9999999999999999999' }, { startIndex: ['invalid'] }],
  ])('refuses %s', (_name, change, expected) => {
    const input = Object.keys(change).length === 0 ? {} : { ...valid, ...change };
    expect(errors(input)).toEqual(expected);
  });

  it('accepts the widest start index', () => {
    expect(errors({ ...valid, startIndex: '0000000000000000001' })).toEqual({});
    expect(errors({ ...valid, startIndex: '9223372036854775807' })).toEqual({});
  });

  it('tells a future start date apart', () => {
    expect(isFutureStartDate('2025-06-02', '2025-06-01')).toBe(true);
    expect(isFutureStartDate('2025-06-01', '2025-06-01')).toBe(false);
    expect(isFutureStartDate('bad', '2025-06-01')).toBe(false);
  });
});
