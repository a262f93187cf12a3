import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '../validation/rule-codes';
import { decimalRuleBroken } from './decimal-field';
import { productInputSchema } from './product.schemas';
import { STANDARD_CODE_SCHEMES } from './product-codes';
import { productCodeInputSchema } from './product-sections.schemas';
import { baseLine, isCurrentOrFuture, lineInForce, todayIn } from './product-vat-lines';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? {} : fieldErrorsFrom(result.error?.issues ?? []));

describe('decimalRuleBroken', () => {
  const weight = { decimals: 6, gt: '0', max: '9999999999' };
  it.each([
    ['1', null],
    ['0.000001', null],
    ['9999999999', null],
    ['9999999999.000001', 'max:9999999999'],
    ['0', 'gt:0'],
    ['-1', 'gt:0'],
    ['1.0000001', 'decimal:0-6'],
    ['1,5', 'numeric'],
    ['1 000', 'numeric'],
    ['1e3', 'numeric'],
    ['abc', 'numeric'],
  ])('%j gives %j', (text, code) => {
    expect(decimalRuleBroken(text, weight)).toBe(code);
  });
});

describe('productInputSchema', () => {
  const valid = { name: ' Cafea ', isService: false, measurementUnitCode: 'h87' };

  it('normalises a valid product', () => {
    expect(productInputSchema.parse({ ...valid, grossWeight: 1.5, productCode: '' })).toMatchObject({
      name: 'Cafea',
      measurementUnitCode: 'H87',
      grossWeight: '1.5',
      netWeight: null,
      productCode: null,
      vatRateId: null,
      isHighFiscalRisk: false,
    });
  });

  it('asks high-fiscal-risk goods for both classification codes', () => {
    expect(errorsOf(productInputSchema.safeParse({ ...valid, isHighFiscalRisk: true }))).toEqual({
      cpvClassificationCode: ['required'],
      euCnClassificationCode: ['required'],
    });
    const ok = productInputSchema.parse({
      ...valid,
      isHighFiscalRisk: true,
      cpvClassificationCode: '03111000-2',
      euCnClassificationCode: '1201 90 00',
    });
    expect(ok.euCnClassificationCode).toBe('12019000');
  });
});

describe('productCodeInputSchema', () => {
  const code = { partnerId: '6f1c2b8e-2a4b-4c9d-8e7f-1a2b3c4d5e6f', code: 'X1' };
  it('needs an ISO 6523 scheme for standard codes only', () => {
    expect(errorsOf(productCodeInputSchema.safeParse({ ...code, type: 'standard-code' }))).toEqual({
      standardCodeType: ['required'],
    });
    expect(
      productCodeInputSchema.safeParse({ ...code, type: 'standard-code', standardCodeType: '0160' }).success,
    ).toBe(true);
    expect(
      errorsOf(productCodeInputSchema.safeParse({ ...code, type: 'product-code', standardCodeType: '0160' })),
    ).toEqual({ standardCodeType: ['prohibited'] });
  });

  it('knows the ICD list the e-invoice rules accept', () => {
    expect(STANDARD_CODE_SCHEMES).toContain('0002');
    expect(STANDARD_CODE_SCHEMES).toContain('0216');
    expect(STANDARD_CODE_SCHEMES).not.toContain('0092');
    expect(STANDARD_CODE_SCHEMES).toHaveLength(211);
  });
});

describe('VAT lines', () => {
  const lines = [
    { id: 'a', vatRateId: 'r19', startsAt: '2020-01-01' },
    { id: 'c', vatRateId: 'r11', startsAt: '2030-01-01' },
    { id: 'b', vatRateId: 'r21', startsAt: '2025-08-01' },
  ];
  it('finds the base and the line in force', () => {
    expect(baseLine(lines)?.id).toBe('a');
    expect(lineInForce(lines, '2025-07-31')?.id).toBe('a');
    expect(lineInForce(lines, '2025-08-01')?.id).toBe('b');
    expect(lineInForce(lines, '2019-01-01')?.id).toBe('a');
    expect(lineInForce([], '2025-01-01')).toBeNull();
  });

  it('tells current or future lines from past ones', () => {
    const starts = lines.map((line) => line.startsAt);
    expect(isCurrentOrFuture('2026-01-01', starts, '2026-06-01')).toBe(true);
    expect(isCurrentOrFuture('2024-01-01', starts, '2026-06-01')).toBe(false);
    expect(isCurrentOrFuture('2026-07-01', starts, '2026-06-01')).toBe(true);
  });

  it('takes today in Romania', () => {
    expect(todayIn('Europe/Bucharest', new Date('2025-03-01T22:30:00Z'))).toBe('2025-03-02');
  });
});
