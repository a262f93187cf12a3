import { describe, expect, it } from 'vitest';
import { isValidCpvCode } from './cpv';

describe('isValidCpvCode', () => {
  it.each([
    ['03111000-2', 'seeds'],
    ['09134100-8', 'diesel oil'],
    ['30213100-6', 'portable computers'],
    ['45000000-7', 'construction work'],
    ['72000000-5', 'IT services'],
    ['98000000-3', 'the last division'],
    [' 15111100-0 ', 'surrounding spaces'],
  ])('accepts %j (%s)', (code) => {
    expect(isValidCpvCode(code)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['03111000', 'no check digit'],
    ['031110002', 'no dash'],
    ['03111000-', 'a dash without its digit'],
    ['03111000-22', 'two check digits'],
    ['0311100-2', 'seven digits'],
    ['031110000-2', 'nine digits'],
    ['03111000 2', 'a space instead of the dash'],
    ['0311100A-2', 'a letter'],
    ['03111000-X', 'a letter as check digit'],
    ['01000000-7', 'division 01 does not exist'],
    ['99000000-1', 'division 99 does not exist'],
    ['84713000', 'an NC code'],
  ])('refuses %j (%s)', (code) => {
    expect(isValidCpvCode(code)).toBe(false);
  });
});
