import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { apiErrorMessageKey } from './error-message';

describe('apiErrorMessageKey', () => {
  it('names the throttle, network and server cases', () => {
    expect(apiErrorMessageKey(new ApiError(429, {}))).toBe('errors.throttled');
    expect(apiErrorMessageKey(new ApiError(0, {}))).toBe('errors.network');
    expect(apiErrorMessageKey(new ApiError(500, {}))).toBe('errors.generic');
    expect(apiErrorMessageKey(new ApiError(503, {}))).toBe('errors.maintenance');
  });

  it('treats anything that is not an API error as generic', () => {
    expect(apiErrorMessageKey(new TypeError('boom'))).toBe('errors.generic');
    expect(apiErrorMessageKey(undefined)).toBe('errors.generic');
  });
});
