import { describe, expect, it } from 'vitest';
import { formatUit, normaliseUit, parseUit, uitCheckDigits, uitRule } from './uit';

// The valid UITs the Schematron's BR-019 comment lists.
const OFFICIAL_EXAMPLES = [
  '3V0P0L0P0T3JUW46',
  '4C0U0C0J0W3DDQ92',
  '5Y0Q0L0A0Y3AJA00',
  '6N0U0A0A0K3PUM07',
  '7M0L0P0H0K3RAP05',
  '8H0Q0V0L0Q3WQN41',
  '9E0P0C0J0J3DQV99',
  '0C1E0K0N0M3EHP79',
  '1C1E0Y0Y0N3YLK25',
  '2D1R0D0L0N3CYH94',
  '3H1M0A0E0J3FKN75',
];

describe('UIT', () => {
  it.each(OFFICIAL_EXAMPLES)('accepts the official example %s', (uit) => {
    expect(uitRule(uit)).toBeNull();
    expect(uitCheckDigits(uit)).toBe(uit.slice(14));
  });

  it.each([
    ['', 'size:16'],
    ['3V0P0L0P0T3JUW4', 'size:16'],
    ['3V0P0L0P0T3JUW466', 'size:16'],
    ['3V0P0L0P0T3JUO46', 'format'], // O looks like 0 and is not used
    ['3V0P0L0P0T3JUW4A', 'format'], // check characters are digits
    ['3v0p0l0p0t3juw46', 'format'], // stored upper case; parseUit normalises
    ['3V0P0L0P0T3JUW47', 'BR-019'],
    ['4V0P0L0P0T3JUW46', 'BR-019'],
  ])('%s breaks %s', (uit, rule) => {
    expect(uitRule(uit)).toBe(rule);
  });

  it('keeps the last two digits of a sum of three digits', () => {
    // 14 x 'Y' (89) = 1246 -> 46
    expect(uitCheckDigits('YYYYYYYYYYYYYY')).toBe('46');
    // 14 x '0' (48) = 672 -> 72; a sum ending in 0x keeps its zero
    expect(uitCheckDigits('00000000000000')).toBe('72');
    expect(uitCheckDigits('5Y0Q0L0A0Y3AJA')).toBe('00');
  });

  it('formats in groups of 4 separated by dashes', () => {
    expect(formatUit('3V0P0L0P0T3JUW46')).toBe('3V0P-0L0P-0T3J-UW46');
    expect(formatUit('3v0p 0l0p-0t3j uw46')).toBe('3V0P-0L0P-0T3J-UW46');
    expect(formatUit(null)).toBe('');
    expect(formatUit(undefined)).toBe('');
    expect(formatUit('ABCDEF')).toBe('ABCD-EF');
  });

  it('parses back what it formats, and what users paste', () => {
    for (const uit of OFFICIAL_EXAMPLES) expect(parseUit(formatUit(uit))).toBe(uit);
    expect(parseUit(' 3v0p-0l0p-0t3j-uw46 ')).toBe('3V0P0L0P0T3JUW46');
    expect(normaliseUit('3V0P 0L0P\t0T3J-UW46')).toBe('3V0P0L0P0T3JUW46');
    expect(parseUit('3V0P-0L0P-0T3J-UW47')).toBeNull();
    expect(parseUit('')).toBeNull();
  });
});
