import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, uniqueEmail } from '../../testing/harness';
import { codeIn } from '../../testing/smtp-sink';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const NEW_PASSWORD = 'Sibiu-Fagaras-2027';

async function requestResetCode(email: string): Promise<string> {
  const before = h.smtp.countTo(email);
  const response = await h.client().post('/v1/auth/reset-password/start', { email });
  expect(response.status).toBe(200);
  return codeIn(await h.smtp.waitFor(email, before));
}

describe('reset password', () => {
  it('answers the same whether the e-mail exists or not, and mails only a real account', async () => {
    const { email } = await h.signUp();
    const unknown = uniqueEmail('ghost');
    const known = await h.client().post('/v1/auth/reset-password/start', { email });
    const ghost = await h.client().post('/v1/auth/reset-password/start', { email: unknown });
    expect(known.status).toBe(200);
    expect(ghost.status).toBe(200);
    expect(ghost.body).toEqual(known.body);
    await h.smtp.waitFor(email, 1);
    expect(h.smtp.countTo(unknown)).toBe(0);
  });

  it('sets the new password with the code, ends every session, and the code works once', async () => {
    const { client, email, password } = await h.signUp();
    const code = await requestResetCode(email);
    const finish = await h.client().post('/v1/auth/reset-password/finish', {
      email,
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(finish.status).toBe(204);
    expect((await client.get('/v1/auth/identity')).status).toBe(401);
    expect((await h.client().post('/v1/auth/login', { email, password })).status).toBe(422);
    expect((await h.client().post('/v1/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
    const reused = await h.client().post('/v1/auth/reset-password/finish', {
      email,
      code,
      password: 'Another-Pass-99',
      confirmPassword: 'Another-Pass-99',
    });
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual({ code: ['code.wrong'] });
  });

  it('refuses an expired code', async () => {
    const { email, identity } = await h.signUp();
    const code = await requestResetCode(email);
    await h.ctx.database.db.execute(
      sql`update verification_codes set expires_at = now() - interval '1 second' where user_id = ${identity.id}`,
    );
    const response = await h.client().post('/v1/auth/reset-password/finish', {
      email,
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.body.errors).toEqual({ code: ['expired'] });
  });

  it('refuses the current password as the new one, keeping the code usable', async () => {
    const { email, password } = await h.signUp();
    const code = await requestResetCode(email);
    const same = await h
      .client()
      .post('/v1/auth/reset-password/finish', { email, code, password, confirmPassword: password });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ password: ['password.previous'] });
    const ok = await h.client().post('/v1/auth/reset-password/finish', {
      email,
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(ok.status).toBe(204);
  });

  it('validates every field', async () => {
    const response = await h.client().post('/v1/auth/reset-password/finish', {
      email: '',
      code: '12',
      password: 'abcdefgh',
      confirmPassword: 'x',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      email: ['required'],
      code: ['digits:6'],
      password: ['password.mixed', 'password.numbers'],
      confirmPassword: ['same:password'],
    });
    const start = await h.client().post('/v1/auth/reset-password/start', { email: 'x@' });
    expect(start.body.errors).toEqual({ email: ['email'] });
  });

  it('throttles wrong codes for an address: 429 after five', async () => {
    const { email } = await h.signUp();
    const code = await requestResetCode(email);
    const wrong = code === '000001' ? '000002' : '000001';
    const client = h.client();
    for (let i = 0; i < 5; i++) {
      const response = await client.post('/v1/auth/reset-password/finish', {
        email,
        code: wrong,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(response.status).toBe(422);
    }
    const blocked = await h.client().post('/v1/auth/reset-password/finish', {
      email,
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(blocked.status).toBe(429);
  });
});

describe('POST /v1/auth/change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { client, email, password } = await h.signUp();
    const other = h.client();
    await other.post('/v1/auth/login', { email, password });
    const response = await client.post('/v1/auth/change-password', {
      currentPassword: password,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(204);
    expect((await client.get('/v1/auth/identity')).status).toBe(200);
    expect((await other.get('/v1/auth/identity')).status).toBe(401);
    expect((await h.client().post('/v1/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('needs the right current password and a new one that differs and is not leaked', async () => {
    const { client, password } = await h.signUp();
    const wrong = await client.post('/v1/auth/change-password', {
      currentPassword: 'Not-The-One-1',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.body.errors).toEqual({ currentPassword: ['current-password'] });
    const same = await client.post('/v1/auth/change-password', {
      currentPassword: password,
      password,
      confirmPassword: password,
    });
    expect(same.body.errors).toEqual({ password: ['password.previous'] });
    const leaked = await client.post('/v1/auth/change-password', {
      currentPassword: password,
      password: 'Qwerty123',
      confirmPassword: 'Qwerty123',
    });
    expect(leaked.body.errors).toEqual({ password: ['password.uncompromised'] });
    const invalid = await client.post('/v1/auth/change-password', {
      currentPassword: '',
      password: 'A1',
      confirmPassword: 'B1',
    });
    expect(invalid.body.errors).toEqual({
      currentPassword: ['required'],
      password: ['min:8', 'password.mixed'],
      confirmPassword: ['same:password'],
    });
  });
});
