// The cookie-consent choice, kept in a cookie of its own (a strictly necessary one) for a year.

export interface ConsentChoice {
  /** Always true: the session and security cookies cannot be refused. */
  necessary: true;
  statistics: boolean;
}

export const CONSENT_COOKIE = 'cookie-consent';
const ONE_YEAR_S = 365 * 24 * 3600;

/** "v1:statistics=1" -> the choice; null when nothing (or something unreadable) was stored. */
export function parseConsent(value: string | null): ConsentChoice | null {
  const match = /^v1:statistics=([01])$/.exec(value ?? '');
  return match ? { necessary: true, statistics: match[1] === '1' } : null;
}

export function serializeConsent(choice: ConsentChoice): string {
  return `v1:statistics=${choice.statistics ? 1 : 0}`;
}

/** The Set-Cookie style string for document.cookie. */
export function consentCookieString(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(choice))}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
}
