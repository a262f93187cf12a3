import fc from 'fast-check';

/**
 * Random texts for corpus invoices: Romanian diacritics, the characters XML escapes, a non-Latin
 * letter, € and an emoji outside the Basic Multilingual Plane (two UTF-16 units, one XPath
 * character), trimmed as the product trims what users type, within the product's limits.
 */
const CHARACTERS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ăâîșțĂÂÎȘȚéüößçñЖ€😀 &<>"\'-.,/()#%+',
];

/** At most `max` UTF-16 units (what the product's limits count), never half a character. */
function fitUnits(value: string, max: number): string {
  let fitted = '';
  for (const character of value) {
    if (fitted.length + character.length > max) break;
    fitted += character;
  }
  return fitted;
}

const textOf = (characters: string[], max: number) =>
  fc
    .string({ unit: fc.constantFrom(...characters), minLength: 1, maxLength: max })
    .map((value) => fitUnits(value, max).trim())
    .filter((value) => value.length > 0);

/** A trimmed, non-empty single-line text of at most `max` characters. */
export const text = (max: number) => textOf(CHARACTERS, max);

/** Like `text`, with line breaks (notes). */
export const multilineText = (max: number) => textOf([...CHARACTERS, '\n'], max);

/** The value or null (three times in four the value). */
export const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null, freq: 3 });
