import { TOTP_STEP_SECONDS, totpAt } from '@app/domain/auth/totp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authClock } from '../../../platform/auth/clock';
import { type Harness, startHarness } from '../../../testing/harness';
import type { TestClient } from '../../../testing/test-client';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const STEP_MS = TOTP_STEP_SECONDS * 1000;

let frozenAt = 0;
/**
 * Stands the sign-in clock still in the middle of a TOTP step, so a code "one step ago" is exactly
 * that; the process clock (jobs, database) runs on.
 */
function freezeMidStep(): number {
  frozenAt = (Math.floor(Date.now() / STEP_MS) + 0.5) * STEP_MS;
  vi.spyOn(authClock, 'now').mockImplementation(() => frozenAt);
  return frozenAt;
}
const advance = (ms: number) => {
  frozenAt += ms;
};
const now = () => authClock.now();

/** An account with the authenticator app enabled; answers its secret and recovery codes. */
async function withApp() {
  const account = await h.signUp();
  const start = await account.client.post('/v1/auth/2fa/start', { type: 'app' });
  expect(start.status).toBe(200);
  const secret: string = start.body.secret;
  const finish = await account.client.post('/v1/auth/2fa/finish', {
    code: await totpAt(secret, now()),
    password: account.password,
  });
  expect(finish.status).toBe(200);
  return { ...account, secret, recoveryCodes: finish.body.recoveryCodes as string[] };
}

async function passwordStep(email: string, password: string, client = h.client()) {
  const response = await client.post('/v1/auth/login', { email, password });
  expect(response.status).toBe(202);
  return { client, response };
}

async function latestSms(to: string): Promise<string> {
  const outbox = await h.client().get('/dev/sms-outbox.json');
  const message = (outbox.body as Array<{ to: string; text: string }>).find((sms) => sms.to === to);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${to}`);
  return code;
}
const smsCount = async (to: string) =>
  ((await h.client().get('/dev/sms-outbox.json')).body as Array<{ to: string }>).filter(
    (sms) => sms.to === to,
  ).length;

describe('two-factor sign-in by authenticator app', () => {
  it('is enabled with the password and a first code, gives ten recovery codes and signs out the other sessions', async () => {
    freezeMidStep();
    const { client, email, password } = await h.signUp();
    const other = h.client();
    expect((await other.post('/v1/auth/login', { email, password })).status).toBe(200);

    const start = await client.post('/v1/auth/2fa/start', { type: 'app' });
    expect(start.status).toBe(200);
    expect(start.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(start.body.otpauthUri).toBe(
      `otpauth://totp/Facturare:${encodeURIComponent(email)}?secret=${start.body.secret}&issuer=Facturare&algorithm=SHA1&digits=6&period=30`,
    );
    const code = await totpAt(start.body.secret, now());

    const wrongPassword = await client.post('/v1/auth/2fa/finish', { code, password: 'Not-The-One-1' });
    expect(wrongPassword.body.errors).toEqual({ password: ['current-password'] });
    const wrongCode = await client.post('/v1/auth/2fa/finish', {
      code: code === '000000' ? '111111' : '000000',
      password,
    });
    expect(wrongCode.body.errors).toEqual({ code: ['two-factor.code-wrong'] });
    expect((await client.get('/v1/auth/identity')).body.twoFactorType).toBeNull();

    const finish = await client.post('/v1/auth/2fa/finish', { code, password });
    expect(finish.status).toBe(200);
    expect(finish.body.recoveryCodes).toHaveLength(10);
    for (const recovery of finish.body.recoveryCodes) expect(recovery).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(new Set(finish.body.recoveryCodes).size).toBe(10);
    expect((await client.get('/v1/auth/identity')).body.twoFactorType).toBe('app');
    expect((await other.get('/v1/auth/identity')).status).toBe(401);

    const again = await client.post('/v1/auth/2fa/start', { type: 'app' });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ type: ['two-factor.already-enabled'] });
  });

  it('asks for a code after the password, accepts one step of clock drift and each code once', async () => {
    const start = freezeMidStep();
    const { email, password, secret } = await withApp();
    advance(3 * STEP_MS);

    const { client, response } = await passwordStep(email, password);
    expect(response.body).toEqual({ twoFactorType: 'app', maskedPhone: null });
    expect(String(response.headers['set-cookie'])).not.toMatch(/session=/);
    expect((await client.get('/v1/auth/identity')).status).toBe(401);

    // The phone's clock one step behind.
    const behind = await totpAt(secret, now() - STEP_MS);
    const signedIn = await client.post('/v1/auth/login/2fa', { code: behind });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.email).toBe(email);
    expect((await client.get('/v1/auth/identity')).status).toBe(200);

    // The same code again, even within its step, is refused: a code is used once.
    const replay = await passwordStep(email, password);
    const replayed = await replay.client.post('/v1/auth/login/2fa', { code: behind });
    expect(replayed.body.errors).toEqual({ code: ['two-factor.code-used'] });

    // Two steps away is too far; one step ahead is fine.
    const tooOld = await totpAt(secret, now() - 2 * STEP_MS);
    if (tooOld !== (await totpAt(secret, now() + STEP_MS)) && tooOld !== (await totpAt(secret, now()))) {
      const stale = await replay.client.post('/v1/auth/login/2fa', { code: tooOld });
      expect(stale.body.errors).toEqual({ code: ['two-factor.code-wrong'] });
    }
    const ahead = await replay.client.post('/v1/auth/login/2fa', {
      code: await totpAt(secret, now() + STEP_MS),
    });
    expect(ahead.status).toBe(200);
    expect(start).toBeLessThan(now());
  });

  it('throttles wrong codes per account (429 after five a minute)', async () => {
    freezeMidStep();
    const { email, password, secret } = await withApp();
    advance(STEP_MS);
    const right = await totpAt(secret, now());
    const wrong = right === '123456' ? '654321' : '123456';
    // Each attempt from its own address: the account's own counter is what stops them.
    for (let i = 0; i < 5; i++) {
      const { client } = await passwordStep(email, password);
      expect((await client.post('/v1/auth/login/2fa', { code: wrong })).status).toBe(422);
    }
    const { client } = await passwordStep(email, password);
    const blocked = await client.post('/v1/auth/login/2fa', { code: right });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers that the sign-in must start over without a challenge, or once it was used', async () => {
    const missing = await h.client().post('/v1/auth/login/2fa', { code: '123456' });
    expect(missing.body.errors).toEqual({ code: ['two-factor.login-expired'] });

    freezeMidStep();
    const { email, password, recoveryCodes } = await withApp();
    const { client } = await passwordStep(email, password);
    const challenge = client.cookies.get('login_challenge') as string;
    expect((await client.post('/v1/auth/login/2fa', { recoveryCode: recoveryCodes[0] })).status).toBe(200);
    const reuse = h.client();
    reuse.cookies.set('login_challenge', challenge);
    const used = await reuse.post('/v1/auth/login/2fa', { recoveryCode: recoveryCodes[1] });
    expect(used.body.errors).toEqual({ code: ['two-factor.login-expired'] });

    // The challenge lasts ten minutes.
    const late = await passwordStep(email, password);
    advance(11 * 60_000);
    const expired = await late.client.post('/v1/auth/login/2fa', { recoveryCode: recoveryCodes[2] });
    expect(expired.body.errors).toEqual({ code: ['two-factor.login-expired'] });
  });
});

describe('recovery codes', () => {
  it('each opens one sign-in; regenerating replaces them all', async () => {
    freezeMidStep();
    const { client: owner, email, password, recoveryCodes } = await withApp();
    const [first, second] = recoveryCodes as [string, string];

    const one = await passwordStep(email, password);
    expect((await one.client.post('/v1/auth/login/2fa', { recoveryCode: first.toUpperCase() })).status).toBe(
      200,
    );
    const two = await passwordStep(email, password);
    const reused = await two.client.post('/v1/auth/login/2fa', { recoveryCode: first });
    expect(reused.body.errors).toEqual({ recoveryCode: ['two-factor.recovery-code-wrong'] });

    const wrongPassword = await owner.post('/v1/auth/2fa/recovery-codes', { password: 'Not-The-One-1' });
    expect(wrongPassword.body.errors).toEqual({ password: ['current-password'] });
    const renewed = await owner.post('/v1/auth/2fa/recovery-codes', { password });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const old = await two.client.post('/v1/auth/login/2fa', { recoveryCode: second });
    expect(old.body.errors).toEqual({ recoveryCode: ['two-factor.recovery-code-wrong'] });
    const fresh = await two.client.post('/v1/auth/login/2fa', {
      recoveryCode: renewed.body.recoveryCodes[0],
    });
    expect(fresh.status).toBe(200);
  });
});

describe('deactivation', () => {
  it('needs the password, signs out the other sessions, and sign-in is one step again', async () => {
    freezeMidStep();
    const { client, email, password, secret } = await withApp();
    advance(STEP_MS);
    const other = await passwordStep(email, password);
    expect(
      (await other.client.post('/v1/auth/login/2fa', { code: await totpAt(secret, now()) })).status,
    ).toBe(200);

    const wrong = await client.delete('/v1/auth/2fa', { password: 'Not-The-One-1' });
    expect(wrong.body.errors).toEqual({ password: ['current-password'] });
    expect((await client.delete('/v1/auth/2fa', { password })).status).toBe(204);
    expect((await client.get('/v1/auth/identity')).body.twoFactorType).toBeNull();
    expect((await other.client.get('/v1/auth/identity')).status).toBe(401);
    expect((await h.client().post('/v1/auth/login', { email, password })).status).toBe(200);

    const notEnabled = await client.delete('/v1/auth/2fa', { password });
    expect(notEnabled.body.errors).toEqual({ twoFactor: ['two-factor.not-enabled'] });
    const noCodes = await client.post('/v1/auth/2fa/recovery-codes', { password });
    expect(noCodes.body.errors).toEqual({ twoFactor: ['two-factor.not-enabled'] });
  });

  it('cannot be finished without a setup started', async () => {
    const { client, password } = await h.signUp();
    const finish = await client.post('/v1/auth/2fa/finish', { code: '123456', password });
    expect(finish.body.errors).toEqual({ code: ['two-factor.not-started'] });
  });
});

describe('two-factor sign-in by SMS', () => {
  let phoneCounter = 100;
  const newPhone = () => `0722${String(phoneCounter++).padStart(6, '0')}`;

  async function withSms(): Promise<{ client: TestClient; email: string; password: string; phone: string }> {
    const account = await h.signUp();
    const phone = newPhone();
    expect((await account.client.post('/v1/auth/2fa/start', { type: 'sms', phone })).status).toBe(200);
    const finish = await account.client.post('/v1/auth/2fa/finish', {
      code: await latestSms(phone),
      password: account.password,
    });
    expect(finish.status).toBe(200);
    return { ...account, phone };
  }

  it('checks the Romanian mobile number', async () => {
    const { client } = await h.signUp();
    const landline = await client.post('/v1/auth/2fa/start', { type: 'sms', phone: '0212345678' });
    expect(landline.body.errors).toEqual({ phone: ['phone.ro-mobile'] });
    const missing = await client.post('/v1/auth/2fa/start', { type: 'sms' });
    expect(missing.body.errors).toEqual({ phone: ['required'] });
  });

  it('sends the setup code, resends it at most once a minute, and enables SMS with it', async () => {
    freezeMidStep();
    const { client, password } = await h.signUp();
    const phone = newPhone();
    const start = await client.post('/v1/auth/2fa/start', {
      type: 'sms',
      phone: `${phone.slice(0, 4)} ${phone.slice(4)}`,
    });
    expect(start.body).toEqual({ type: 'sms', secret: null, otpauthUri: null, phone });
    const first = await latestSms(phone);
    const early = await client.post('/v1/auth/2fa/resend-sms-code');
    expect(early.status).toBe(429);
    advance(61_000);
    expect((await client.post('/v1/auth/2fa/resend-sms-code')).status).toBe(204);
    expect(await smsCount(phone)).toBe(2);
    const second = await latestSms(phone);
    if (first !== second) {
      const replaced = await client.post('/v1/auth/2fa/finish', { code: first, password });
      expect(replaced.body.errors).toEqual({ code: ['two-factor.code-wrong'] });
    }
    expect((await client.post('/v1/auth/2fa/finish', { code: second, password })).status).toBe(200);
    expect((await client.get('/v1/auth/identity')).body.twoFactorType).toBe('sms');
  });

  it('texts a code at sign-in, shows the number masked, and the code opens one session', async () => {
    freezeMidStep();
    const { email, password, phone } = await withSms();
    advance(61_000);
    const { client, response } = await passwordStep(email, password);
    expect(response.body).toEqual({ twoFactorType: 'sms', maskedPhone: `07•••••${phone.slice(-3)}` });
    expect(await smsCount(phone)).toBe(2);
    expect((await client.post('/v1/auth/login/2fa/resend-sms-code')).status).toBe(429);
    const code = await latestSms(phone);
    expect((await client.post('/v1/auth/login/2fa', { code })).status).toBe(200);
    const again = await passwordStep(email, password);
    const reused = await again.client.post('/v1/auth/login/2fa', { code });
    expect(reused.body.errors).toEqual({ code: ['two-factor.code-wrong'] });
    // The SMS code lasts five minutes.
    advance(61_000);
    expect((await again.client.post('/v1/auth/login/2fa/resend-sms-code')).status).toBe(204);
    const late = await latestSms(phone);
    advance(5 * 60_000 + 1000);
    const expired = await again.client.post('/v1/auth/login/2fa', { code: late });
    expect(expired.body.errors).toEqual({ code: ['two-factor.code-wrong'] });
  });
});
