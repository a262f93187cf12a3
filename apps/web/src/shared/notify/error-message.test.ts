import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { apiErrorMessageKey, refusalKeyOf } from './error-message';

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

describe('refusalKeyOf', () => {
  it('reads the text key of a business refusal and nothing else', () => {
    expect(refusalKeyOf({ message: 'billing.errors.retry-too-early', errors: {} })).toBe(
      'billing.errors.retry-too-early',
    );
    expect(refusalKeyOf({ message: 'validation', errors: { name: ['required'] } })).toBeNull();
    expect(refusalKeyOf({ message: 'Ceva <b>neașteptat</b>' })).toBeNull();
    expect(refusalKeyOf(null)).toBeNull();
  });
});
