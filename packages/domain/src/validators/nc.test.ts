import { describe, expect, it } from 'vitest';
import { compactNcCode, isValidNcCode } from './nc';

describe('isValidNcCode', () => {
  it.each([
    ['84713000', 'portable computers'],
    ['22042109', 'wine in containers of 2 l or less'],
    ['01012100', 'the first chapter (live horses)'],
    ['97011000', 'the last chapter (paintings)'],
    ['8471 30 00', 'the printed grouping with spaces'],
    ['8471.30.00', 'dots between the groups'],
    [' 72142000 ', 'surrounding spaces'],
  ])('accepts %j (%s)', (code) => {
    expect(isValidNcCode(code)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['8471300', 'seven digits'],
    ['847130001', 'nine digits'],
    ['847130', 'an HS subheading only'],
    ['8471300A', 'a letter'],
    ['8471-30-00', 'dashes'],
    ['00112233', 'chapter 00 does not exist'],
    ['77010000', 'chapter 77 is reserved'],
    ['98010000', 'chapter 98 is outside the nomenclature'],
    ['99999999', 'chapter 99 is outside the nomenclature'],
    ['03111000-2', 'a CPV code'],
  ])('refuses %j (%s)', (code) => {
    expect(isValidNcCode(code)).toBe(false);
  });

  it('compacts the printed form', () => {
    expect(compactNcCode(' 8471 30.00 ')).toBe('84713000');
  });
});
