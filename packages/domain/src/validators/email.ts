export const EMAIL_MAX_LENGTH = 255;

/** Dot-separated atoms of letters, digits and _'+- before the @; host labels and a top-level domain of 2+ letters after. */
export const EMAIL_PATTERN = /^[\w'+-]+(?:\.[\w'+-]+)*@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The first rule an e-mail address breaks, as a rule code; null when it is valid. */
export function emailRule(value: string): string | null {
  if (value === '') return 'required';
  if (value.length > EMAIL_MAX_LENGTH) return `max:${EMAIL_MAX_LENGTH}`;
  return EMAIL_PATTERN.test(value) ? null : 'email';
}

/** E-mail addresses are unique without regard to case; this is the form they are compared in. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
