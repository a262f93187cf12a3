import { describe, expect, it } from 'vitest';
import { decimalSeparators, localeDecimalText, parseLocaleDecimal } from './locale-decimal';

const ro = (text: string) => parseLocaleDecimal(text, 'ro-RO');
const en = (text: string) => parseLocaleDecimal(text, 'en-GB');

describe('parseLocaleDecimal in Romanian', () => {
  it('reads the decimal comma and the thousands dot', () => {
    expect(ro('1,9')).toBe('1.9');
    expect(ro('4.999,99')).toBe('4999.99');
    expect(ro('1.234.567,891')).toBe('1234567.891');
    expect(ro('0,5')).toBe('0.5');
    expect(ro(',5')).toBe('0.5');
    expect(ro('12,')).toBe('12');
    expect(ro('1,50')).toBe('1.50');
  });

  it('reads a plain dot decimal too', () => {
    expect(ro('4999.99')).toBe('4999.99');
    expect(ro('1.23')).toBe('1.23');
    expect(ro('1.2345')).toBe('1.2345');
    expect(ro('1234.567')).toBe('1234.567');
    expect(ro('.5')).toBe('0.5');
  });

  it('reads a lone dot before exactly three digits as a thousands dot', () => {
    expect(ro('1.234')).toBe('1234');
    expect(ro('999.000')).toBe('999000');
    expect(ro('1.234.567')).toBe('1234567');
    // A leading zero cannot open a group: 0.125 is a decimal.
    expect(ro('0.125')).toBe('0.125');
    expect(ro('1,234')).toBe('1.234');
  });

  it('reads spaces, no-break spaces and narrow no-break spaces as thousands groups', () => {
    expect(ro('4 999,99')).toBe('4999.99');
    expect(ro('4\u00a0999,99')).toBe('4999.99');
    expect(ro('1\u202f234\u202f567')).toBe('1234567');
    expect(ro('  12,5\u00a0')).toBe('12.5');
  });

  it('reads signs, including the typographic minus', () => {
    expect(ro('-1,5')).toBe('-1.5');
    expect(ro('\u22124.999,99')).toBe('-4999.99');
    expect(ro('+3')).toBe('3');
    expect(ro('-0,00')).toBe('0.00');
    expect(ro('007,10')).toBe('7.10');
  });

  it('refuses malformed and ambiguous texts', () => {
    for (const text of [
      'abc',
      '1,2,3',
      '1.234.5',
      '12.34,5',
      '1.23,4',
      '0.123,4',
      '1.234 567',
      '1,5.3',
      '1e5',
      '--1',
      '+-1',
      '1-',
      '- 1',
      '1  234',
      ',',
      '.',
      '-',
      '12 ,5',
    ]) {
      expect(ro(text), text).toBeNull();
    }
  });

  it('gives an empty text back as empty', () => {
    expect(ro('')).toBe('');
    expect(ro('  ')).toBe('');
  });
});

describe('parseLocaleDecimal in English', () => {
  it('reads the decimal dot and the thousands comma', () => {
    expect(en('4999.99')).toBe('4999.99');
    expect(en('4,999.99')).toBe('4999.99');
    expect(en('1,234')).toBe('1234');
    expect(en('1,234,567.5')).toBe('1234567.5');
    expect(en('4 999.99')).toBe('4999.99');
    expect(en('.5')).toBe('0.5');
    expect(en('-12.5')).toBe('-12.5');
  });

  it('refuses a decimal comma instead of guessing', () => {
    expect(en('1,9')).toBeNull();
    expect(en('4.999,99')).toBeNull();
    expect(en('1.2.3')).toBeNull();
    expect(en('0,123')).toBeNull();
  });
});

describe('decimal texts for an input', () => {
  it('writes a plain decimal with the language separator and no grouping', () => {
    expect(localeDecimalText('4999.99', 'ro-RO')).toBe('4999,99');
    expect(localeDecimalText('4999.99', 'en-GB')).toBe('4999.99');
    expect(localeDecimalText('-1.234', 'ro-RO')).toBe('-1,234');
    expect(localeDecimalText('12', 'ro-RO')).toBe('12');
    expect(localeDecimalText('1,9', 'ro-RO')).toBe('1,9');
  });

  it('reads back what it writes', () => {
    for (const value of ['4999.99', '1.234', '0.125', '-7.5', '1000000']) {
      expect(ro(localeDecimalText(value, 'ro-RO'))).toBe(value);
      expect(en(localeDecimalText(value, 'en-GB'))).toBe(value);
    }
  });

  it('takes other languages separators from Intl', () => {
    expect(decimalSeparators('de-DE')).toEqual({ decimal: ',', group: '.' });
    expect(parseLocaleDecimal('1.234,5', 'de-DE')).toBe('1234.5');
  });
});
