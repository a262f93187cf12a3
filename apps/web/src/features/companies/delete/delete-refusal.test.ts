import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { deleteRefusalOf } from './delete-refusal';

describe('deleteRefusalOf', () => {
  it('turns the codes of a refusal into reason keys', () => {
    const error = new ApiError(422, {
      message: 'companies.errors.delete-blocked',
      errors: { company: ['only-company', 'has-documents'] },
    });
    expect(deleteRefusalOf(error)).toEqual({
      message: 'companies.errors.delete-blocked',
      reasonKeys: ['companies.delete-blocked.only-company', 'companies.delete-blocked.has-documents'],
    });
  });

  it('keeps codes usable as keys and drops repeats', () => {
    const error = new ApiError(422, {
      errors: { company: ['has:client-invoices'], id: ['has:client-invoices'] },
    });
    expect(deleteRefusalOf(error)).toEqual({
      message: null,
      reasonKeys: ['companies.delete-blocked.has-client-invoices'],
    });
  });

  it('is null for other failures', () => {
    expect(deleteRefusalOf(new ApiError(403, { message: 'common.errors.no-permissions' }))).toBeNull();
    expect(deleteRefusalOf(new Error('boom'))).toBeNull();
  });
});
