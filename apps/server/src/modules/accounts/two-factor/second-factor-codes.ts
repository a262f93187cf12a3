import { createHmac, randomInt } from 'node:crypto';
import type { Locale } from '@app/domain/auth/locale';
import { RECOVERY_CODE_COUNT } from '@app/domain/auth/two-factor.schemas';

/** Letters and digits that cannot be mistaken for one another when copied from paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten recovery codes like "k3f9q-x27mw" (about 50 bits each; attempts are throttled). */
export function newRecoveryCodes(): string[] {
  const pick = (n: number) =>
    Array.from({ length: n }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${pick(5)}-${pick(5)}`);
}

export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Keyed hashes of the codes kept in the database: a leaked table gives no code back. */
export function createCodeHasher(key: Buffer) {
  return (kind: 'sms' | 'recovery', userId: string, code: string) =>
    createHmac('sha256', key).update(`${kind}:${userId}:${code.trim().toLowerCase()}`).digest('base64url');
}
export type CodeHasher = ReturnType<typeof createCodeHasher>;

export const SMS_CODE_MINUTES = 5;

const SMS_TEXT: Record<Locale, (code: string) => string> = {
  'ro-RO': (code) =>
    `Codul tău de autentificare este ${code}. Este valabil ${SMS_CODE_MINUTES} minute. Nu îl spune nimănui.`,
  'en-GB': (code) =>
    `Your sign-in code is ${code}. It is valid for ${SMS_CODE_MINUTES} minutes. Do not share it with anyone.`,
};

export const smsCodeText = (locale: Locale, code: string) => SMS_TEXT[locale](code);
