export const EMAIL_MAX_LENGTH = 255;

/** E-mail addresses are unique without regard to case; this is the form they are compared in. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
