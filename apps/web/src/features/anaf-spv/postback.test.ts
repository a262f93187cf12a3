import { describe, expect, it } from 'vitest';
import { oauthRedirectOf, postbackOf, postbackTone, withoutPostback } from './postback';

const query = (text: string) => new URLSearchParams(text);

describe('postbackOf', () => {
  it('reads every code of the catalogue, and none when there is no postback', () => {
    for (const code of [
      'success',
      'pending',
      'access_denied',
      'missing-code',
      'already-active',
      'system-exists',
      'access-token',
      'generic-error',
    ]) {
      expect(postbackOf(query(`postback=${code}`))).toBe(code);
    }
    expect(postbackOf(query('tab=1'))).toBeNull();
  });

  it('takes an unknown code for a generic error: the authorization ended anyway', () => {
    expect(postbackOf(query('postback=teapot'))).toBe('generic-error');
    expect(postbackOf(query('postback='))).toBe('generic-error');
  });
});

describe('withoutPostback', () => {
  it('drops the postback and ANAF redirect parameters and keeps the accountant link', () => {
    const next = withoutPostback(
      query('postback=success&businessId=123&sig=abc&code=c&state=s&error=e&error_description=d'),
    );
    expect(next.toString()).toBe('businessId=123&sig=abc');
  });
});

describe('oauthRedirectOf', () => {
  it('needs the state and either the code or the refusal', () => {
    expect(oauthRedirectOf(query('code=abc&state=tok'))).toEqual({ token: 'tok', code: 'abc' });
    expect(oauthRedirectOf(query('error=access_denied&state=tok'))).toEqual({
      token: 'tok',
      error: 'access_denied',
    });
    expect(oauthRedirectOf(query('code=abc'))).toBeNull();
    expect(oauthRedirectOf(query('state=tok'))).toBeNull();
  });
});

describe('postbackTone', () => {
  it('is green for success, yellow for a pending verification, red for the refusals', () => {
    expect(postbackTone('success')).toBe('green');
    expect(postbackTone('pending')).toBe('yellow');
    expect(postbackTone('access_denied')).toBe('red');
    expect(postbackTone('system-exists')).toBe('red');
  });
});
