import { ApiError, validationErrorsOf } from '../../shared/api/api-error';

/**
 * Rule codes of the account calls that the shared validation texts do not cover; each reads
 * `account.errors.<code>`.
 */
export const ACCOUNT_CODES = ['current-password', 'email-taken', 'confirm-word'] as const;

export function accountCodeKey(code: string): string | null {
  return (ACCOUNT_CODES as readonly string[]).includes(code) ? `account.errors.${code}` : null;
}

/** Reasons the server refuses to delete an account (spec 02 §8 "Account deletion refused"). */
export const DELETION_REFUSALS = [
  'sole-admin',
  'pending-efactura-invoices',
  'active-subscriptions',
  'pending-subscription-payments',
] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The i18n key of a refused deletion: the answer's message when it names an account error
 * (`{message: 'account.errors.sole-admin'}`), else its `account` error code; null for other failures
 * (wrong password, network...).
 */
export function deletionRefusalKey(error: unknown): string | null {
  if (
    !(error instanceof ApiError) ||
    (error.status !== 422 && error.status !== 409 && error.status !== 403)
  ) {
    return null;
  }
  const message = isRecord(error.body) ? error.body.message : undefined;
  if (typeof message === 'string' && message.startsWith('account.errors.')) return message;
  const codes = validationErrorsOf(error)?.account ?? [];
  const code = codes.find((entry) => (DELETION_REFUSALS as readonly string[]).includes(entry));
  return code ? `account.errors.${code}` : null;
}
