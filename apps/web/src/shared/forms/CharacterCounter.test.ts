import { describe, expect, it } from 'vitest';
import { nearLimit } from './CharacterCounter';

describe('the character counter', () => {
  it('shows from 80% of the limit on', () => {
    expect(nearLimit(79, 100)).toBe(false);
    expect(nearLimit(80, 100)).toBe(true);
    expect(nearLimit(100, 100)).toBe(true);
    expect(nearLimit(3, 4)).toBe(false);
    expect(nearLimit(4, 4)).toBe(true);
  });

  it('never shows without a limit', () => {
    expect(nearLimit(1000, undefined)).toBe(false);
    expect(nearLimit(0, 0)).toBe(false);
  });
});
