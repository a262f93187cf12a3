import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { importFailureOf } from './import-failure';

describe('importFailureOf', () => {
  it.each<[unknown, unknown]>([
    [
      new ApiError(422, {
        errors: { rows: ['invalid'] },
        rows: [{ line: 3, name: 'A', errors: { name: ['unique'] } }],
      }),
      { rows: [{ line: 3, name: 'A', errors: { name: ['unique'] } }] },
    ],
    [new ApiError(422, { errors: { rows: ['max:1000'] } }), { problem: { code: 'tooManyRows' } }],
    [new ApiError(422, { errors: { fileName: ['max:255'] } }), { problem: { code: 'invalid' } }],
    [new ApiError(0, {}), { problem: { code: 'uploadFailed' } }],
    [new ApiError(413, {}), { problem: { code: 'uploadFailed' } }],
    [new ApiError(500, {}), { problem: { code: 'internalServerError' } }],
    [new Error('boom'), { problem: { code: 'internalServerError' } }],
  ])('%s', (error, failure) => {
    expect(importFailureOf(error)).toEqual(failure);
  });
});
