import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { accountCodeKey, deletionRefusalKey } from './account-errors';

describe('accountCodeKey', () => {
  it('names the account codes and leaves the others to the shared texts', () => {
    expect(accountCodeKey('current-password')).toBe('account.errors.current-password');
    expect(accountCodeKey('email-taken')).toBe('account.errors.email-taken');
    expect(accountCodeKey('required')).toBeNull();
  });
});

describe('deletionRefusalKey', () => {
  it('reads the message of a sole-admin refusal', () => {
    const error = new ApiError(422, {
      message: 'account.errors.sole-admin',
      errors: { account: ['sole-admin'] },
    });
    expect(deletionRefusalKey(error)).toBe('account.errors.sole-admin');
  });

  it('falls back to the account code', () => {
    const error = new ApiError(422, { message: 'Refused', errors: { account: ['active-subscriptions'] } });
    expect(deletionRefusalKey(error)).toBe('account.errors.active-subscriptions');
  });

  it('is null for a wrong password or another failure', () => {
    expect(
      deletionRefusalKey(new ApiError(422, { message: 'x', errors: { password: ['current-password'] } })),
    ).toBeNull();
    expect(deletionRefusalKey(new ApiError(500, { message: 'account.errors.sole-admin' }))).toBeNull();
    expect(deletionRefusalKey(new Error('boom'))).toBeNull();
  });
});
