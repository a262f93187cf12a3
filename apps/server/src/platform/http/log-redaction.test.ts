import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('URLs in the request log', () => {
  it('hide the invitation token of the page and of the API call', () => {
    expect(redactUrl('/invitation/abcDEF123_-x')).toBe('/invitation/…');
    expect(redactUrl('/v1/auth/invitation/abcDEF123_-x')).toBe('/v1/auth/invitation/…');
    expect(redactUrl('/v1/auth/invitation/accept')).toBe('/v1/auth/invitation/…');
  });

  it('hide the secret query parameters and keep the others', () => {
    expect(redactUrl('/v1/anaf-spv/oauth/callback?code=abc&state=xyz&lang=ro')).toBe(
      '/v1/anaf-spv/oauth/callback?code=…&state=…&lang=ro',
    );
    expect(redactUrl('/v1/anaf-spv/accountant/verify?sig=s1&expires=123')).toBe(
      '/v1/anaf-spv/accountant/verify?sig=…&expires=123',
    );
    expect(redactUrl('/v1/my-companies?page=2&perPage=10')).toBe('/v1/my-companies?page=2&perPage=10');
  });
});
