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
