import { emailRule } from '../validators/email';
import { PASSWORD_MAX_LENGTH } from './password-rules';

/**
 * The login form's rules without the schema library, so the first page a visitor downloads stays
 * small; they give the same rule codes as `loginSchema`, which the server applies.
 */
export function loginRuleErrors(values: { email: string; password: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = emailRule(values.email.trim());
  if (email) errors.email = email;
  if (values.password === '') errors.password = 'required';
  else if (values.password.length > PASSWORD_MAX_LENGTH) errors.password = `max:${PASSWORD_MAX_LENGTH}`;
  return errors;
}

export const VERIFICATION_CODE_LENGTH = 6;

/** A six-digit code: e-mailed, texted or shown by an authenticator app. */
export function sixDigitCodeRule(value: string): string | null {
  if (value === '') return 'required';
  return new RegExp(`^[0-9]{${VERIFICATION_CODE_LENGTH}}$`).test(value)
    ? null
    : `digits:${VERIFICATION_CODE_LENGTH}`;
}

/** Ten lower-case letters and digits in two groups: "k3f9q-x27mw" (typed in any case). */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

export function recoveryCodeRule(value: string): string | null {
  if (value === '') return 'required';
  return RECOVERY_CODE_PATTERN.test(value.toLowerCase()) ? null : 'two-factor.recovery-code-format';
}

/** The sign-in's second step: the recovery code when one is given, otherwise the six-digit code. */
export function secondStepRuleErrors(values: {
  code?: string;
  recoveryCode?: string;
}): Record<string, string> {
  if (values.recoveryCode !== undefined) {
    const rule = recoveryCodeRule(values.recoveryCode.trim());
    return rule ? { recoveryCode: rule } : {};
  }
  const rule = sixDigitCodeRule((values.code ?? '').trim());
  return rule ? { code: rule } : {};
}
