import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('POST /v1/auth/login', () => {
  it('signs in, answers the identity and sets an httpOnly SameSite=Lax session cookie', async () => {
    const { email, password } = await h.signUp();
    const client = h.client();
    const response = await client.post('/v1/auth/login', { email: email.toUpperCase(), password });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(email);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/session=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Expires=/);
    expect((await client.get('/v1/auth/identity')).status).toBe(200);
  });

  it('gives a long-lived cookie with rememberMe', async () => {
    const { email, password } = await h.signUp();
    const response = await h.client().post('/v1/auth/login', { email, password, rememberMe: true });
    const expires = /Expires=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];
    expect(expires).toBeDefined();
    expect(new Date(expires as string).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  it('marks the cookie Secure behind HTTPS (a trusted proxy saying https), not over plain HTTP', async () => {
    const proxied = await startHarness({ trustProxy: true });
    try {
      const { email, password } = await proxied.signUp({ verified: false });
      const https = await proxied
        .client()
        .post('/v1/auth/login', { email, password }, { headers: { 'x-forwarded-proto': 'https' } });
      expect(String(https.headers['set-cookie'])).toMatch(/Secure/);
      const plain = await proxied.client().post('/v1/auth/login', { email, password });
      expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
    // Without a trusted proxy a forwarded header is ignored.
    const { email, password } = await h.signUp();
    const spoofed = await h
      .client()
      .post('/v1/auth/login', { email, password }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(String(spoofed.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('rotates the session id at login: the earlier token stops working', async () => {
    const { client, email, password } = await h.signUp();
    const before = client.cookies.get('session');
    const login = await client.post('/v1/auth/login', { email, password });
    expect(login.status).toBe(200);
    const after = client.cookies.get('session');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const stale = h.client();
    stale.cookies.set('session', before as string);
    expect((await stale.get('/v1/auth/identity')).status).toBe(401);
  });

  it('refuses wrong credentials with one message that does not tell which part was wrong', async () => {
    const { email } = await h.signUp();
    const wrongPassword = await h.client().post('/v1/auth/login', { email, password: 'Wrong-Password-1' });
    const unknownEmail = await h
      .client()
      .post('/v1/auth/login', { email: `x${email}`, password: 'Wrong-Password-1' });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.errors).toEqual({ email: ['auth.failed'] });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('validates the fields', async () => {
    const response = await h
      .client()
      .post('/v1/auth/login', { email: 'nope', password: '', rememberMe: 'yes' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      email: ['email'],
      password: ['required'],
      rememberMe: ['boolean'],
    });
  });

  it('throttles per account: the sixth attempt within a minute is 429, even from another address', async () => {
    const { email, password } = await h.signUp();
    for (let i = 0; i < 5; i++) {
      const client = h.client();
      expect((await client.post('/v1/auth/login', { email, password: `Wrong-${i}-Pass` })).status).toBe(422);
    }
    const blocked = await h.client().post('/v1/auth/login', { email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('common.errors.too-many-requests');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('throttles per address across accounts', async () => {
    const client = h.client();
    for (let i = 0; i < 5; i++) {
      await client.post('/v1/auth/login', { email: `nobody${i}@example.com`, password: 'Wrong-Pass-1' });
    }
    const { email, password } = await h.signUp();
    expect((await client.post('/v1/auth/login', { email, password })).status).toBe(429);
    expect((await h.client().post('/v1/auth/login', { email, password })).status).toBe(200);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing request without the token', async () => {
    const response = await h
      .client()
      .post('/v1/auth/login', { email: 'a@b.ro', password: 'x' }, { csrf: false });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ csrf: 'invalid' });
  });

  it('refuses a token that does not match the cookie, and a forged one', async () => {
    const client = h.client();
    await client.get('/v1/auth/csrf-cookie');
    const cookie = client.cookies.get('XSRF-TOKEN') as string;
    const mismatch = await client.post('/v1/auth/logout', undefined, {
      csrf: false,
      headers: { 'x-xsrf-token': `${cookie}x` },
    });
    expect(mismatch.body.errors).toEqual({ csrf: 'invalid' });
    client.cookies.set('XSRF-TOKEN', 'forged.token');
    const forged = await client.post('/v1/auth/logout', undefined, {
      csrf: false,
      headers: { 'x-xsrf-token': 'forged.token' },
    });
    expect(forged.status).toBe(422);
    expect(forged.body.errors).toEqual({ csrf: 'invalid' });
  });

  it('sets a readable XSRF-TOKEN cookie', async () => {
    const response = await h.client().get('/v1/auth/csrf-cookie');
    expect(response.status).toBe(204);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=/);
    expect(cookie).not.toMatch(/HttpOnly/);
  });
});

describe('POST /v1/auth/logout', () => {
  it('ends every session of the account and clears the cookie', async () => {
    const { client, email, password } = await h.signUp();
    const other = h.client();
    await other.post('/v1/auth/login', { email, password });
    expect((await other.get('/v1/auth/identity')).status).toBe(200);
    const response = await client.post('/v1/auth/logout');
    expect(response.status).toBe(204);
    expect(client.cookies.has('session')).toBe(false);
    expect((await client.get('/v1/auth/identity')).status).toBe(401);
    expect((await other.get('/v1/auth/identity')).status).toBe(401);
  });

  it('succeeds without a session', async () => {
    expect((await h.client().post('/v1/auth/logout')).status).toBe(204);
  });
});

describe('GET /v1/auth/identity', () => {
  it('is 401 without a session or with an unknown token', async () => {
    expect((await h.client().get('/v1/auth/identity')).status).toBe(401);
    const client = h.client();
    client.cookies.set('session', 'made-up');
    const response = await client.get('/v1/auth/identity');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'common.errors.unauthenticated' });
  });
});
