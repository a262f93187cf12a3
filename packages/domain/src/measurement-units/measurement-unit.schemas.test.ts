import { describe, expect, it } from 'vitest';
import { measurementUnitInputSchema, unitTranslationInputSchema } from './measurement-unit.schemas';
import { SEED_UNITS } from './seed-units';

const codes = (
  schema: typeof measurementUnitInputSchema | typeof unitTranslationInputSchema,
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('measurement unit rules', () => {
  it('accepts a Rec 20 code in any case and keeps it in upper case', () => {
    expect(measurementUnitInputSchema.parse({ code: ' kgm ', name: 'Kilogram', symbol: 'kg' })).toEqual({
      code: 'KGM',
      name: 'Kilogram',
      symbol: 'kg',
    });
  });

  it.each<[unknown, Record<string, string>]>([
    [{}, { code: 'required', name: 'required', symbol: 'required' }],
    [{ code: 'BUC', name: 'Bucată', symbol: 'buc' }, { code: 'invalid' }],
    [
      { code: 'H87', name: 'x'.repeat(101), symbol: 's'.repeat(21) },
      { name: 'max:100', symbol: 'max:20' },
    ],
  ])('refuses %j', (input, expected) => {
    expect(codes(measurementUnitInputSchema, input)).toEqual(expected);
  });

  it('checks translations: a known locale, a name and a symbol', () => {
    expect(codes(unitTranslationInputSchema, { locale: 'en-GB', name: 'Piece', symbol: 'pc' })).toEqual({});
    expect(codes(unitTranslationInputSchema, { locale: 'xx', name: '', symbol: '' })).toEqual({
      locale: 'invalid',
      name: 'required',
      symbol: 'required',
    });
  });

  it('seeds valid units with distinct codes, names and symbols in each language', () => {
    for (const unit of SEED_UNITS) expect(codes(measurementUnitInputSchema, unit)).toEqual({});
    for (const key of ['code', 'name', 'symbol'] as const) {
      expect(new Set(SEED_UNITS.map((unit) => unit[key].toLowerCase())).size).toBe(SEED_UNITS.length);
    }
    expect(new Set(SEED_UNITS.map((unit) => unit.en.symbol)).size).toBe(SEED_UNITS.length);
    expect(SEED_UNITS.map((unit) => unit.code)).toEqual(
      expect.arrayContaining(['H87', 'KGM', 'LTR', 'MTR', 'HUR', 'C62']),
    );
  });
});
