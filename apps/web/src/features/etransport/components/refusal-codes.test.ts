import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { refusalCodesOf, refusalOf } from './useEtransportCodeText';

describe('e-Transport refusals', () => {
  it('read the register refusal of a 422 first, then its field codes', () => {
    const error = new ApiError(422, {
      message: 'etransport.errors.date-not-sendable',
      errors: { deliveryDate: ['after_or_equal:2026-11-26'] },
    });
    expect(refusalOf(error)).toBe('etransport.errors.date-not-sendable');
    expect(refusalCodesOf(error)).toEqual([
      'etransport.errors.date-not-sendable',
      'after_or_equal:2026-11-26',
    ]);
  });

  it('read a refusal without field errors and field errors without a refusal', () => {
    expect(
      refusalCodesOf(new ApiError(422, { message: 'etransport.errors.spv-inactive', errors: {} })),
    ).toEqual(['etransport.errors.spv-inactive']);
    expect(refusalCodesOf(new ApiError(422, { errors: { '': ['etransport.spv-inactive'] } }))).toEqual([
      'etransport.spv-inactive',
    ]);
  });

  it('leave other failures to the usual error toasts', () => {
    expect(refusalCodesOf(new ApiError(403, { message: 'forbidden' }))).toBeNull();
    expect(refusalCodesOf(new Error('boom'))).toBeNull();
  });
});
