import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { shouldRetryNetwork, shouldRetryStartup, startupRetryDelay } from './startup-retry';

const error = (status: number) => new ApiError(status, {});

describe('start-up retry decisions', () => {
  it('waits 1 s and tries again while the server answers 425', () => {
    expect(shouldRetryStartup(0, error(425))).toBe(true);
    expect(shouldRetryStartup(10, error(425))).toBe(true);
    expect(startupRetryDelay(0, error(425))).toBe(1000);
    expect(startupRetryDelay(7, error(425))).toBe(1000);
  });

  it('gives up on 425 after a while so the user gets a retry button', () => {
    expect(shouldRetryStartup(30, error(425))).toBe(false);
  });

  it('retries a lost connection 3 times with a growing delay', () => {
    expect([0, 1, 2, 3].map((count) => shouldRetryStartup(count, error(0)))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([0, 1, 2].map((count) => startupRetryDelay(count, error(0)))).toEqual([1000, 2000, 4000]);
  });

  it('treats every other answer as final', () => {
    for (const status of [401, 403, 404, 426, 429, 500, 503]) {
      expect(shouldRetryStartup(0, error(status))).toBe(false);
    }
    expect(shouldRetryStartup(0, new TypeError('boom'))).toBe(false);
  });

  it('retries only network failures for ordinary queries', () => {
    expect(shouldRetryNetwork(2, error(0))).toBe(true);
    expect(shouldRetryNetwork(3, error(0))).toBe(false);
    expect(shouldRetryNetwork(0, error(500))).toBe(false);
  });
});
