import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { spvRefusalOf } from './spv-errors';

describe('spvRefusalOf', () => {
  it('reads the refusal code of a 422 connection answer', () => {
    expect(spvRefusalOf(new ApiError(422, { message: 'anaf-spv.errors.system-exists', errors: {} }))).toBe(
      'system-exists',
    );
  });

  it('ignores other messages, unknown codes and other statuses', () => {
    expect(spvRefusalOf(new ApiError(422, { message: 'common.errors.validation', errors: {} }))).toBeNull();
    expect(spvRefusalOf(new ApiError(422, { message: 'anaf-spv.errors.unknown' }))).toBeNull();
    expect(spvRefusalOf(new ApiError(500, { message: 'anaf-spv.errors.already-active' }))).toBeNull();
    expect(spvRefusalOf(new Error('x'))).toBeNull();
  });
});
