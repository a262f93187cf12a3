import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, type Harness, startHarness, uniqueEmail } from '../../testing/harness';
import { codeIn } from '../../testing/smtp-sink';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const validSignup = (email = uniqueEmail()) => ({
  email,
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  fname: 'Ion',
  lname: 'Ionescu',
  locale: 'en-GB',
  tos: true,
  marketingOptIn: true,
  signupCompanyBusinessId: 'RO18547290',
  signupCompanyLegalName: 'Exemplu SRL',
});

describe('POST /v1/auth/signup', () => {
  it('creates the account, mails a code, and signs in once the code comes back with the address', async () => {
    const client = h.client();
    const payload = validSignup();
    const response = await client.post('/v1/auth/signup', payload);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: 'auth.signup.check-email' });
    expect(client.cookies.has('session')).toBe(false);
    const mail = await h.smtp.waitFor(payload.email);
    expect(mail.text).toContain('Use this code to verify your e-mail address');
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await client.post('/v1/auth/verify-email/finish', {
      email: payload.email,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: ['code.wrong'] });
    expect((await client.post('/v1/auth/verify-email/finish', { code })).body.errors).toEqual({
      email: ['required'],
    });

    const verified = await client.post('/v1/auth/verify-email/finish', { email: payload.email, code });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      email: payload.email,
      fname: 'Ion',
      lname: 'Ionescu',
      locale: 'en-GB',
      timezone: 'Europe/Bucharest',
      marketingOptIn: true,
      dateFormat: 'yyyy-MM-dd',
      twoFactorType: null,
      featureFlags: { showWelcome: true },
      signupCompanyBusinessId: 'RO18547290',
      signupCompanyLegalName: 'Exemplu SRL',
    });
    expect(verified.body.emailVerifiedAt).not.toBeNull();
    expect(client.cookies.has('session')).toBe(true);
    const permissions = await client.get('/v1/auth/permissions');
    expect(permissions.body.global.roles).toEqual(['admin']);
  });

  it('answers a taken address as a new one and tells the address’s owner instead', async () => {
    const taken = await h.signUp();
    const before = h.smtp.countTo(taken.email);
    const fresh = await h.client().post('/v1/auth/signup', validSignup());
    const again = await h.client().post('/v1/auth/signup', validSignup(taken.email.toUpperCase()));
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    const notice = await h.smtp.waitFor(taken.email, before);
    expect(notice.text).toContain('ai deja un cont');
    expect(notice.text).toContain('/forgot-password');
    expect(codeIn.bind(null, notice)).toThrow();
    // A code for an address that is verified already is as wrong as any.
    const probe = await h
      .client()
      .post('/v1/auth/verify-email/finish', { email: taken.email, code: '123456' });
    expect(probe.body.errors).toEqual({ code: ['code.wrong'] });
  });

  it('sends the code again to an unverified address, and answers alike for any other', async () => {
    const email = uniqueEmail('resend');
    await h.client().post('/v1/auth/signup', validSignup(email));
    await h.smtp.waitFor(email);
    const before = h.smtp.countTo(email);
    const resent = await h.client().post('/v1/auth/verify-email/resend', { email });
    expect(resent.status).toBe(204);
    await h.smtp.waitFor(email, before);
    const unknown = await h.client().post('/v1/auth/verify-email/resend', { email: uniqueEmail('nobody') });
    expect(unknown.status).toBe(204);
  });

  it('answers 422 with the rule codes of every field', async () => {
    const response = await h.client().post('/v1/auth/signup', {
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'other',
      fname: '',
      lname: 'x'.repeat(51),
      locale: 'fr-FR',
      tos: false,
      marketingOptIn: 'yes',
      signupCompanyBusinessId: '18547291',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      email: ['email'],
      password: ['min:8', 'password.mixed', 'password.numbers'],
      confirmPassword: ['same:password'],
      fname: ['required'],
      lname: ['max:50'],
      locale: ['invalid'],
      tos: ['accepted'],
      marketingOptIn: ['boolean'],
      signupCompanyBusinessId: ['cui.check-digit'],
    });
  });

  it('requires every mandatory field and reports wrong types', async () => {
    const missing = await h.client().post('/v1/auth/signup', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      email: ['required'],
      password: ['required'],
      confirmPassword: ['required'],
      fname: ['required'],
      lname: ['required'],
      tos: ['accepted'],
    });
    const types = await h
      .client()
      .post('/v1/auth/signup', { ...validSignup(), email: 42, fname: ['a'], tos: 'true' });
    expect(types.body.errors).toEqual({ email: ['string'], fname: ['string'], tos: ['accepted'] });
  });

  it('limits the e-mail to 255 characters and checks password letters', async () => {
    const long = `${'a'.repeat(244)}@example.com`;
    const response = await h
      .client()
      .post('/v1/auth/signup', { ...validSignup(long), password: '12345678', confirmPassword: '12345678' });
    expect(response.body.errors.email).toEqual(['max:255']);
    expect(response.body.errors.password).toEqual(['password.letters']);
  });

  it('refuses a password found in the leaked-password list', async () => {
    const response = await h
      .client()
      .post('/v1/auth/signup', { ...validSignup(), password: 'Password123', confirmPassword: 'Password123' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ password: ['password.uncompromised'] });
  });
});

describe('e-mail verification', () => {
  it('verifies with the mailed code, once', async () => {
    const { client, email } = await h.signUp({ verified: false });
    const code = codeIn(await h.smtp.waitFor(email));
    const wrong = await client.post('/v1/auth/verify-email/finish', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: ['code.wrong'] });
    const ok = await client.post('/v1/auth/verify-email/finish', { code });
    expect(ok.status).toBe(200);
    expect(ok.body.emailVerifiedAt).not.toBeNull();
    expect((await client.post('/v1/auth/verify-email/resend')).body.errors).toEqual({
      email: ['already-verified'],
    });
  });

  it('checks the code format', async () => {
    const { client } = await h.signUp({ verified: false });
    for (const code of ['12345', '1234567', 'abcdef']) {
      const response = await client.post('/v1/auth/verify-email/finish', { code });
      expect(response.body.errors).toEqual({ code: ['digits:6'] });
    }
    expect((await client.post('/v1/auth/verify-email/finish', {})).body.errors).toEqual({
      code: ['required'],
    });
  });

  it('refuses an expired code and a code replaced by a resend', async () => {
    const { client, email, identity } = await h.signUp({ verified: false });
    const first = codeIn(await h.smtp.waitFor(email, 0));
    expect((await client.post('/v1/auth/verify-email/resend')).status).toBe(204);
    const second = codeIn(await h.smtp.waitFor(email, 1));
    if (first !== second) {
      expect((await client.post('/v1/auth/verify-email/finish', { code: first })).body.errors).toEqual({
        code: ['code.wrong'],
      });
    }
    await h.ctx.database.db.execute(
      sql`update verification_codes set expires_at = now() - interval '1 minute' where user_id = ${identity.id}`,
    );
    expect((await client.post('/v1/auth/verify-email/finish', { code: second })).body.errors).toEqual({
      code: ['expired'],
    });
  });

  it('throttles code guessing: 429 after five wrong codes in a minute', async () => {
    const { client, email } = await h.signUp({ verified: false });
    const code = codeIn(await h.smtp.waitFor(email));
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/v1/auth/verify-email/finish', { code: wrong })).status).toBe(422);
    }
    const blocked = await client.post('/v1/auth/verify-email/finish', { code });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('needs a session or the address', async () => {
    const response = await h.client().post('/v1/auth/verify-email/finish', { code: '123456' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ email: ['required'] });
    expect((await h.client().post('/v1/auth/verify-email/resend', {})).body.errors).toEqual({
      email: ['required'],
    });
  });
});
