import { hasInvalidCharacters } from '@app/domain/validation/rule-codes';
import { describe, expect, it } from 'vitest';
import { unstorableFields } from './text-boundary';

describe('text no column can store', () => {
  it.each([
    ['a NUL', 'a\u0000b', true],
    ['a high surrogate alone', 'x\ud800', true],
    ['a low surrogate alone', '\udc00x', true],
    ['two high surrogates', '\ud83d\ud83d\ude00', true],
    ['an emoji (a whole pair)', 'plată 💶', false],
    ['diacritics', 'Șantierul Țării', false],
    ['other control characters', 'a\tb\u0001', false],
    ['empty text', '', false],
  ])('%s: %s', (_name, text, invalid) => {
    expect(hasInvalidCharacters(text)).toBe(invalid);
  });

  it('names each field by its dotted path, keys included', () => {
    expect(
      unstorableFields({
        name: 'ok',
        address: { city: 'Cluj\u0000' },
        lines: [{ name: 'a' }, { name: '\ud800' }],
        rows: [{ values: { 'no\u0000te': 'x' } }],
      }),
    ).toEqual({
      'address.city': ['invalid_characters'],
      'lines.1.name': ['invalid_characters'],
      'rows.0.values.no\u0000te': ['invalid_characters'],
    });
    expect(unstorableFields('\u0000')).toEqual({ _: ['invalid_characters'] });
    expect(unstorableFields(null)).toEqual({});
    expect(unstorableFields({ n: 5, b: true, list: [1, null] })).toEqual({});
  });
});

describe('deeply nested bodies', () => {
  it('are walked without running out of stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"a\\u0000"${']'.repeat(100_000)}`);
    const errors = unstorableFields(deep);
    expect(Object.keys(errors)).toHaveLength(1);
    expect(Object.values(errors)).toEqual([['invalid_characters']]);
  });
});
