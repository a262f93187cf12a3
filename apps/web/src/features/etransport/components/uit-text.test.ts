import { describe, expect, it } from 'vitest';
import { uitText } from './uit-text';

describe('UIT display', () => {
  it('shows the UIT in groups of 4 separated by dashes', () => {
    expect(uitText('3V0P0L0P0T3JUW46')).toBe('3V0P-0L0P-0T3J-UW46');
    expect(uitText('3v0p 0l0p-0t3j uw46')).toBe('3V0P-0L0P-0T3J-UW46');
  });

  it('shows a dash for an item without a UIT', () => {
    expect(uitText(null)).toBe('—');
    expect(uitText('')).toBe('—');
  });
});
