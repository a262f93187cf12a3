import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordCompositionErrors } from './password-rules';

describe('passwordCompositionErrors', () => {
  it('accepts exactly 8 characters with upper, lower and a digit', () => {
    expect(passwordCompositionErrors('Abcdef12')).toEqual([]);
  });

  it('refuses 7 characters with min:8 only', () => {
    expect(passwordCompositionErrors('Abcde12')).toEqual(['min:8']);
  });

  it('accepts 255 characters and refuses 256 with max:255', () => {
    const base = 'Aa1';
    expect(passwordCompositionErrors(base + 'x'.repeat(252))).toEqual([]);
    expect(passwordCompositionErrors(base + 'x'.repeat(253))).toEqual(['max:255']);
  });

  it.each([
    ['12345678', ['password.letters']],
    ['!@#$%^&*1', ['password.letters']],
    ['abcdefgh1', ['password.mixed']],
    ['ABCDEFGH1', ['password.mixed']],
    ['Abcdefgh', ['password.numbers']],
    ['abcdefgh', ['password.mixed', 'password.numbers']],
    ['!@#$%^&*', ['password.letters', 'password.numbers']],
    ['', ['min:8', 'password.letters', 'password.numbers']],
    ['abc', ['min:8', 'password.mixed', 'password.numbers']],
  ])('%j gives %j in the order a user fixes them', (password, codes) => {
    expect(passwordCompositionErrors(password)).toEqual(codes);
  });

  it('counts Romanian letters and non-Latin digits', () => {
    expect(passwordCompositionErrors('Șțăîâșț1')).toEqual([]);
    expect(passwordCompositionErrors('ȘȚĂÎÂȘȚ1')).toEqual(['password.mixed']);
    expect(passwordCompositionErrors('Abcdefg٣')).toEqual([]);
  });

  it('has no codes exactly when length, letters of both cases and a digit are there', () => {
    // Mostly characters that matter to the rules, so every branch is hit often, plus any code unit.
    // Short strings keep it fast; the lengths around 8 and 255 are pinned above.
    const unit = fc.oneof(
      fc.constantFrom('a', 'Z', '7', 'ș', 'Ț', '٣', '!', ' '),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 24 }), (password) => {
        const ok =
          password.length >= PASSWORD_MIN_LENGTH &&
          password.length <= PASSWORD_MAX_LENGTH &&
          /\p{Lu}/u.test(password) &&
          /\p{Ll}/u.test(password) &&
          /\p{Nd}/u.test(password);
        expect(passwordCompositionErrors(password).length === 0).toBe(ok);
      }),
    );
  });
});
