export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

/**
 * Composition rules of a new password, as field rule codes in the order a user fixes them.
 * The leaked-password and previous-password checks need data, so the server adds them.
 */
export function passwordCompositionErrors(password: string): string[] {
  const errors: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) errors.push(`min:${PASSWORD_MIN_LENGTH}`);
  if (password.length > PASSWORD_MAX_LENGTH) errors.push(`max:${PASSWORD_MAX_LENGTH}`);
  if (!/\p{L}/u.test(password)) errors.push('password.letters');
  else if (!(/\p{Lu}/u.test(password) && /\p{Ll}/u.test(password))) errors.push('password.mixed');
  if (!/\p{Nd}/u.test(password)) errors.push('password.numbers');
  return errors;
}
