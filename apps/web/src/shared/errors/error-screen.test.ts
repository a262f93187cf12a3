import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { errorScreenFor, globalScreenFor } from './error-screen';

const error = (status: number) => new ApiError(status, {});

describe('errorScreenFor', () => {
  it('maps the statuses of the error catalogue to screens', () => {
    expect(errorScreenFor(error(0))).toBe('no-internet');
    expect(errorScreenFor(error(503))).toBe('maintenance');
    expect(errorScreenFor(error(404))).toBe('not-found');
    expect(errorScreenFor(error(403))).toBe('no-permissions');
    expect(errorScreenFor(error(500))).toBe('internal');
    expect(errorScreenFor(error(418))).toBe('internal');
    expect(errorScreenFor(new TypeError('x'))).toBe('internal');
  });
});

describe('globalScreenFor', () => {
  it('takes over the app only for maintenance and a lost connection', () => {
    expect(globalScreenFor(error(503))).toBe('maintenance');
    expect(globalScreenFor(error(0))).toBe('no-internet');
    for (const status of [401, 403, 404, 422, 429, 500]) expect(globalScreenFor(error(status))).toBeNull();
    expect(globalScreenFor(new Error('x'))).toBeNull();
  });
});
