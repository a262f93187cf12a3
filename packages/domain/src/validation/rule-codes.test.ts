import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFrom, installRuleCodes, ruleCodeFor } from './rule-codes';

/** The rule codes a schema gives for an input, as the server's 422 would carry them. */
function codes(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('rule codes through zod (installed on import)', () => {
  it.each<[string, z.ZodType, unknown, string[]]>([
    ['missing string', z.string(), undefined, ['required']],
    ['null string', z.string(), null, ['required']],
    ['number for a string', z.string(), 5, ['string']],
    ['string for a boolean', z.boolean(), 'true', ['boolean']],
    ['string for a number', z.number(), '5', ['numeric']],
    ['NaN for a number', z.number(), Number.NaN, ['numeric']],
    ['fraction for an integer', z.number().int(), 1.5, ['integer']],
    ['fraction for z.int()', z.int(), 1.5, ['integer']],
    ['object for an array', z.array(z.string()), {}, ['array']],
    ['string for a date', z.date(), '2025-01-01', ['date']],
    ['empty string with min 1', z.string().min(1), '', ['required']],
    ['empty array with min 1', z.array(z.string()).min(1), [], ['required']],
    ['short string with min 3', z.string().min(3), 'ab', ['min:3']],
    ['short array with min 2', z.array(z.string()).min(2), ['a'], ['min:2']],
    ['number below min', z.number().min(3), 2, ['min:3']],
    ['zero for positive', z.number().positive(), 0, ['gt:0']],
    ['equal for gt', z.number().gt(5), 5, ['gt:5']],
    ['equal for lt', z.number().lt(5), 5, ['lt:5']],
    ['long string', z.string().max(3), 'abcd', ['max:3']],
    ['long array', z.array(z.string()).max(2), ['a', 'b', 'c'], ['max:2']],
    ['number above max', z.number().max(10), 11, ['max:10']],
    ['bad e-mail', z.string().email(), 'a@b', ['email']],
    ['bad url', z.string().url(), 'nope', ['invalid']],
    ['regex mismatch', z.string().regex(/^a$/), 'b', ['invalid']],
    ['enum miss', z.enum(['a', 'b']), 'c', ['invalid']],
    ['missing enum', z.enum(['a', 'b']), undefined, ['required']],
    ['null literal', z.literal('x'), null, ['required']],
    ['literal miss', z.literal('x'), 'y', ['invalid']],
    ['unknown key', z.strictObject({}), { a: 1 }, ['invalid']],
    ['refine without message', z.string().refine(() => false), 'x', ['invalid']],
  ])('%s', (_name, schema, input, expected) => {
    expect(codes(schema, input)).toEqual(expected);
  });

  it('lets a schema own message win over the installed codes', () => {
    expect(codes(z.string().regex(/^[0-9]{6}$/, { message: 'digits:6' }), '12')).toEqual(['digits:6']);
    expect(codes(z.literal(true, { error: 'accepted' }), false)).toEqual(['accepted']);
  });

  it('is safe to install twice', () => {
    installRuleCodes();
    installRuleCodes();
    expect(codes(z.string().max(1), 'ab')).toEqual(['max:1']);
  });
});

describe('ruleCodeFor on raw issues', () => {
  const raw = (issue: Record<string, unknown>) => ({ path: [], ...issue }) as unknown as z.core.$ZodRawIssue;

  it('maps each issue code', () => {
    expect(ruleCodeFor(raw({ code: 'invalid_type', expected: 'string', input: undefined }))).toBe('required');
    expect(ruleCodeFor(raw({ code: 'invalid_type', expected: 'string', input: null }))).toBe('required');
    expect(ruleCodeFor(raw({ code: 'invalid_type', expected: 'int', input: 1.5 }))).toBe('integer');
    expect(ruleCodeFor(raw({ code: 'invalid_type', expected: 'number', input: 'x' }))).toBe('numeric');
    expect(ruleCodeFor(raw({ code: 'invalid_type', expected: 'boolean', input: 'x' }))).toBe('boolean');
    expect(ruleCodeFor(raw({ code: 'too_small', origin: 'string', minimum: 1, input: '' }))).toBe('required');
    expect(
      ruleCodeFor(raw({ code: 'too_small', origin: 'number', minimum: 1, inclusive: true, input: 0 })),
    ).toBe('min:1');
    expect(
      ruleCodeFor(raw({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false, input: 0 })),
    ).toBe('gt:0');
    expect(
      ruleCodeFor(raw({ code: 'too_small', origin: 'bigint', minimum: 5n, inclusive: true, input: 1n })),
    ).toBe('min:5');
    expect(ruleCodeFor(raw({ code: 'too_big', origin: 'string', maximum: 50, input: '' }))).toBe('max:50');
    expect(
      ruleCodeFor(raw({ code: 'too_big', origin: 'number', maximum: 9, inclusive: false, input: 9 })),
    ).toBe('lt:9');
    expect(ruleCodeFor(raw({ code: 'invalid_format', format: 'email', input: 'x' }))).toBe('email');
    expect(ruleCodeFor(raw({ code: 'invalid_format', format: 'uuid', input: 'x' }))).toBe('invalid');
    expect(ruleCodeFor(raw({ code: 'invalid_value', values: ['a'], input: 'x' }))).toBe('invalid');
    expect(ruleCodeFor(raw({ code: 'invalid_value', values: ['a'], input: undefined }))).toBe('required');
    expect(ruleCodeFor(raw({ code: 'custom', input: 'x' }))).toBe('invalid');
    expect(ruleCodeFor(raw({ code: 'not_multiple_of', divisor: 2, input: 3 }))).toBe('invalid');
  });
});

describe('fieldErrorsFrom', () => {
  it('groups by dotted path, keeps order and drops repeats', () => {
    const errors = fieldErrorsFrom([
      { path: ['password'], message: 'min:8' },
      { path: ['filters', 0, 'field'], message: 'required' },
      { path: ['password'], message: 'password.numbers' },
      { path: ['password'], message: 'min:8' },
    ]);
    expect(errors).toEqual({ password: ['min:8', 'password.numbers'], 'filters.0.field': ['required'] });
  });

  it('puts root issues under "_"', () => {
    expect(fieldErrorsFrom([{ path: [], message: 'invalid' }])).toEqual({ _: ['invalid'] });
  });

  it('gives an empty object for no issues', () => {
    expect(fieldErrorsFrom([])).toEqual({});
  });
});
