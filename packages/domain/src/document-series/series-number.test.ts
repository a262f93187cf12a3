import { describe, expect, it } from 'vitest';
import {
  formatSeriesNumber,
  nextFormattedNumber,
  nextSeriesNumber,
  padSeriesNumber,
  SERIES_NUMBER_MAX,
} from './series-number';

describe('series numbers', () => {
  it('starts at the start index, then follows the last number', () => {
    expect(nextSeriesNumber('0001', null)).toBe(1n);
    expect(nextSeriesNumber('0500', null)).toBe(500n);
    expect(nextSeriesNumber('0500', 500n)).toBe(501n);
    // The start index counts only for the first number: editing it later never rewinds numbering.
    expect(nextSeriesNumber('0900', 12n)).toBe(13n);
  });

  it('stops at the largest storable number', () => {
    expect(nextSeriesNumber('1', SERIES_NUMBER_MAX - 1n)).toBe(SERIES_NUMBER_MAX);
    expect(nextSeriesNumber('1', SERIES_NUMBER_MAX)).toBeNull();
  });

  it('pads to the start index digit count and grows past it', () => {
    expect(padSeriesNumber('0001', 7n)).toBe('0007');
    expect(padSeriesNumber('0001', 12345n)).toBe('12345');
    expect(padSeriesNumber('1', 7n)).toBe('7');
    expect(padSeriesNumber('0000000000000000001', 42n)).toBe('0000000000000000042');
  });

  it('formats prefix, number and suffix', () => {
    expect(formatSeriesNumber({ prefix: 'FCT', suffix: null, startIndex: '0001' }, 3n)).toBe('FCT0003');
    expect(formatSeriesNumber({ prefix: 'AV-', suffix: '/B', startIndex: '100' }, 100n)).toBe('AV-100/B');
    expect(nextFormattedNumber({ prefix: 'CH', suffix: null, startIndex: '001', lastNumber: 9n })).toBe(
      'CH010',
    );
    expect(
      nextFormattedNumber({ prefix: 'CH', suffix: null, startIndex: '1', lastNumber: SERIES_NUMBER_MAX }),
    ).toBeNull();
  });
});
