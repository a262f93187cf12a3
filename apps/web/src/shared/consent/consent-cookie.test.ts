import { describe, expect, it } from 'vitest';
import { consentCookieString, parseConsent, serializeConsent } from './consent-cookie';

describe('consent cookie', () => {
  it('round-trips both choices', () => {
    for (const statistics of [true, false]) {
      expect(parseConsent(serializeConsent({ necessary: true, statistics }))).toEqual({
        necessary: true,
        statistics,
      });
    }
  });

  it('treats a missing or foreign value as no decision yet', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('yes')).toBeNull();
  });

  it('keeps the choice a year, site-wide', () => {
    const cookie = consentCookieString({ necessary: true, statistics: true }, true);
    expect(cookie).toContain('cookie-consent=v1%3Astatistics%3D1');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Secure');
  });
});
