import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { deleteRefusalOf, reasonKeyCandidates } from './delete-refusal';

describe('deleteRefusalOf', () => {
  it('turns the codes of a refusal into reason keys', () => {
    const error = new ApiError(422, {
      message: 'companies.errors.delete-blocked',
      errors: { company: ['only-company', 'has-documents'] },
    });
    expect(deleteRefusalOf(error, 'companies')).toEqual({
      message: 'companies.errors.delete-blocked',
      reasonKeys: ['companies.delete-blocked.only-company', 'companies.delete-blocked.has-documents'],
    });
  });

  it('keeps codes usable as keys and drops repeats', () => {
    const error = new ApiError(422, {
      errors: { company: ['has:client-invoices'], id: ['has:client-invoices'] },
    });
    expect(deleteRefusalOf(error, 'companies')).toEqual({
      message: null,
      reasonKeys: ['companies.delete-blocked.has-client-invoices'],
    });
  });

  it('is null for other failures', () => {
    expect(
      deleteRefusalOf(new ApiError(403, { message: 'common.errors.no-permissions' }), 'companies'),
    ).toBeNull();
    expect(deleteRefusalOf(new Error('boom'), 'partners')).toBeNull();
  });

  it('names the reasons under the feature that asked', () => {
    const error = new ApiError(422, { errors: { partner: ['client-offers'] } });
    expect(deleteRefusalOf(error, 'partners')?.reasonKeys).toEqual(['partners.delete-blocked.client-offers']);
  });
});

describe('reasonKeyCandidates', () => {
  it('tries the key, then its has- form', () => {
    expect(reasonKeyCandidates('companies.delete-blocked.clients')).toEqual([
      'companies.delete-blocked.clients',
      'companies.delete-blocked.has-clients',
    ]);
  });
});
