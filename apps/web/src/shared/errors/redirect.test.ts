import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { redirectLocationOf } from './redirect';

describe('redirect answers of a load', () => {
  it('follows a 302 carrying the redirect message to a path of the app', () => {
    expect(redirectLocationOf(new ApiError(302, { message: 'redirect', location: '/my-companies' }))).toBe(
      '/my-companies',
    );
  });

  it('ignores other answers, other messages and addresses outside the app', () => {
    expect(redirectLocationOf(new ApiError(301, { message: 'redirect', location: '/x' }))).toBeNull();
    expect(redirectLocationOf(new ApiError(302, { message: 'moved', location: '/x' }))).toBeNull();
    expect(
      redirectLocationOf(new ApiError(302, { message: 'redirect', location: 'https://evil.test/' })),
    ).toBeNull();
    expect(
      redirectLocationOf(new ApiError(302, { message: 'redirect', location: '//evil.test/' })),
    ).toBeNull();
    expect(redirectLocationOf(new ApiError(302, null))).toBeNull();
    expect(redirectLocationOf(new Error('x'))).toBeNull();
  });
});
