import { describe, expect, it } from 'vitest';
import { isSpvConnected } from './spv-status';

describe('isSpvConnected', () => {
  it('counts active, unauthorized and pending as connected', () => {
    expect(isSpvConnected('active')).toBe(true);
    expect(isSpvConnected('unauthorized')).toBe(true);
    expect(isSpvConnected('pending')).toBe(true);
    expect(isSpvConnected('inactive')).toBe(false);
    expect(isSpvConnected('expired')).toBe(false);
  });
});
