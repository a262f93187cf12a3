import { verifyPassword } from '../../platform/auth/passwords';
import type { Throttle } from '../../platform/auth/throttle';
import { fieldError } from '../../platform/http/errors';
import type { UserRow } from './accounts.repo';

export type CurrentPasswordCheck = (user: UserRow, password: string, field: string) => Promise<void>;

/**
 * The current password asked before a sensitive change (e-mail, two-factor, account deletion).
 * Wrong ones are throttled like logins: five a minute per account.
 */
export function createCurrentPasswordCheck(throttle: Throttle): CurrentPasswordCheck {
  return async (user, password, field) => {
    const keys = [`password:user:${user.id}`];
    await throttle.assertAllowed(keys);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await throttle.recordFailure(keys);
      throw fieldError(field, 'current-password');
    }
  };
}
