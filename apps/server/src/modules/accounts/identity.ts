import type { Identity } from '@app/domain/auth/auth.schemas';
import type { AuthUser } from '../../platform/auth/access';
import type { UserRow } from './accounts.repo';

/**
 * The signed-in user as the web app sees it. `operators` is the configured PLATFORM_OPERATORS
 * (lower case): the web shows the billing administration only to them; the API checks it again.
 */
export function toIdentity(user: UserRow, operators: readonly string[]): Identity {
  return {
    id: user.id,
    tenantId: user.tenantId,
    email: user.email,
    emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    fname: user.fname,
    lname: user.lname,
    timezone: user.timezone,
    locale: user.locale,
    marketingOptIn: user.marketingOptIn,
    dateFormat: user.dateFormat,
    twoFactorType: user.twoFactorType ?? null,
    featureFlags: user.featureFlags,
    signupCompanyBusinessId: user.signupCompanyBusinessId ?? null,
    signupCompanyLegalName: user.signupCompanyLegalName ?? null,
    isOperator: operators.includes(user.email.toLowerCase()),
  };
}

export function toAuthUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    tenantId: user.tenantId,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
