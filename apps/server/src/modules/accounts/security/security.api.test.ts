import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../testing/company-fixture';
import { type Harness, startHarness } from '../../../testing/harness';
import { connectRealtime } from '../../../testing/realtime-client';
import type { TestClient } from '../../../testing/test-client';

let h: Harness;
let host: string;
beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  host = `127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await h?.close();
});

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let block = 0;
/** Addresses of a network of their own (a /24), so one test's "known network" is not another's. */
const network = () => {
  block++;
  return (host: number) => `172.${16 + Math.floor(block / 250)}.${block % 250}.${host}`;
};

async function signIn(email: string, password: string, ip: string, userAgent: string): Promise<TestClient> {
  const client = h.client(ip);
  const response = await client.post(
    '/v1/auth/login',
    { email, password },
    { headers: { 'user-agent': userAgent } },
  );
  expect(response.status).toBe(200);
  return client;
}

const suspiciousIn = async (client: TestClient, companyId: string) =>
  (
    (await client.get(`/v1/my-companies/${companyId}/notifications?perPage=50`)).body.items as Array<{
      type: string;
      data: { ip?: string; userAgent?: string };
    }>
  ).filter((item) => item.type === 'suspicious-login');

/** The e-mail that names the address (the mails of earlier sign-ins may still be on their way). */
async function mailAbout(email: string, ip: string, after: number) {
  for (let n = after; ; n++) {
    const mail = await h.smtp.waitFor(email, n);
    if (mail.text.includes(`Adresa IP: ${ip}`)) return mail;
  }
}

async function accountWithCompany(ip: string, userAgent: string) {
  const account = await h.signUp();
  const home = await signIn(account.email, account.password, ip, userAgent);
  const companyId = await createCompany(home, {
    businessId: '36914726',
    legalName: 'Someș Cod Software SRL',
    vatPayer: true,
  });
  return { ...account, home, companyId };
}

describe('suspicious sign-in', () => {
  it('announces a sign-in from a new device or network, in the list, in real time and by e-mail, and not a known one', async () => {
    const net = network();
    // The sign-up came from the harness's own address and client: that origin is known from then on.
    const { email, password, identity, home, companyId } = await accountWithCompany(net(1), CHROME_WINDOWS);
    const firstAnnounced = (await suspiciousIn(home, companyId)).length;
    const realtime = await connectRealtime(host, home);
    const channel = `private-users.${identity.id}`;
    const auth = await home.post('/broadcasting/auth', {
      socket_id: realtime.socketId,
      channel_name: channel,
    });
    realtime.send({ event: 'subscribe', data: { channel, auth: auth.body.auth } });
    await realtime.next('subscription_succeeded');

    // Same browser and system, another address of the same network: nothing to announce.
    const mailsBefore = h.smtp.countTo(email);
    await signIn(email, password, net(77), CHROME_WINDOWS);
    expect(await suspiciousIn(home, companyId)).toHaveLength(firstAnnounced);

    // Another browser from a network never seen.
    const elsewhere = network();
    await signIn(email, password, elsewhere(9), FIREFOX_LINUX);
    const announced = await suspiciousIn(home, companyId);
    expect(announced).toHaveLength(firstAnnounced + 1);
    expect(announced[0]?.data).toEqual({ ip: elsewhere(9), userAgent: FIREFOX_LINUX });
    const event = await realtime.next('suspicious-login');
    expect(event.channel).toBe(channel);
    expect(event.data.notification.data).toEqual({ ip: elsewhere(9), userAgent: FIREFOX_LINUX });
    realtime.socket.close();
    const mail = await mailAbout(email, elsewhere(9), mailsBefore);
    expect(mail.text).toContain('Cineva s-a autentificat în contul tău');
    expect(mail.text).toContain('Browser: Firefox · Linux');

    // Known from now on.
    await signIn(email, password, elsewhere(10), FIREFOX_LINUX);
    expect(await suspiciousIn(home, companyId)).toHaveLength(firstAnnounced + 1);
  });

  it('keeps the notification personal: another user of the team does not see it', async () => {
    const net = network();
    const { email, password, identity, home, companyId } = await accountWithCompany(net(1), CHROME_WINDOWS);
    await signIn(email, password, network()(5), FIREFOX_LINUX);
    expect((await suspiciousIn(home, companyId)).length).toBeGreaterThan(0);
    const member = await h.createMember(identity.tenantId, { global: ['my-companies.read'] });
    expect(await suspiciousIn(member.client, companyId)).toHaveLength(0);
  });
});

describe('sessions of my account', () => {
  it('lists each session with its device, address and last use, and ends one or all the others', async () => {
    const net = network();
    const { email, password, home } = await accountWithCompany(net(1), CHROME_WINDOWS);
    const phone = await signIn(email, password, net(2), FIREFOX_LINUX);
    const third = await signIn(email, password, net(3), CHROME_WINDOWS);

    const listed = await home.get('/v1/auth/sessions');
    expect(listed.status).toBe(200);
    const items = listed.body.items as Array<{
      id: string;
      current: boolean;
      ip: string;
      browser: string;
      os: string;
    }>;
    expect(items.filter((item) => item.current)).toHaveLength(1);
    expect(items.find((item) => item.current)).toMatchObject({
      ip: net(1),
      browser: 'Chrome',
      os: 'Windows',
    });
    const phoneSession = items.find((item) => item.ip === net(2));
    expect(phoneSession).toMatchObject({ browser: 'Firefox', os: 'Linux', current: false });

    // Another account cannot end it.
    const stranger = await h.signUp();
    expect((await stranger.client.delete(`/v1/auth/sessions/${phoneSession?.id}`)).status).toBe(404);

    expect((await home.delete(`/v1/auth/sessions/${phoneSession?.id}`)).status).toBe(204);
    expect((await phone.get('/v1/auth/identity')).status).toBe(401);
    expect((await third.get('/v1/auth/identity')).status).toBe(200);

    expect((await home.delete('/v1/auth/sessions')).status).toBe(204);
    expect((await third.get('/v1/auth/identity')).status).toBe(401);
    expect((await home.get('/v1/auth/identity')).status).toBe(200);
    const left = (await home.get('/v1/auth/sessions')).body.items as Array<{ current: boolean }>;
    expect(left).toEqual([expect.objectContaining({ current: true })]);
  });

  it('keeps a security log of the account: sign-ins, password change, ended sessions', async () => {
    const net = network();
    const { email, password, home } = await accountWithCompany(net(1), CHROME_WINDOWS);
    await signIn(email, password, network()(4), FIREFOX_LINUX);
    const newPassword = `${password}-x`;
    expect(
      (
        await home.post('/v1/auth/change-password', {
          currentPassword: password,
          password: newPassword,
          confirmPassword: newPassword,
        })
      ).status,
    ).toBe(204);
    expect((await home.delete('/v1/auth/sessions')).status).toBe(204);
    const log = (await home.get('/v1/auth/security-events')).body.items as Array<{
      type: string;
      browser: string;
    }>;
    // The sign-up's session came from the harness's own address: the first sign-in from the
    // test's network was already new.
    expect(log.map((event) => event.type)).toEqual([
      'other-sessions-ended',
      'password-changed',
      'sign-in-new-origin',
      'sign-in-new-origin',
      'sign-in',
    ]);
    expect(log[2]?.browser).toBe('Firefox');
  });
});

describe('session lifetime', () => {
  it('ends a session twelve hours after its sign-in however busy, unless remembered (30 days)', async () => {
    const { email, password } = await h.signUp();
    const short = h.client();
    expect((await short.post('/v1/auth/login', { email, password })).status).toBe(200);
    const remembered = h.client();
    expect((await remembered.post('/v1/auth/login', { email, password, rememberMe: true })).status).toBe(200);
    // Both were used a minute ago and would not idle out; their sign-in was 13 hours ago.
    await h.ctx.database.pool.query(
      `UPDATE sessions SET created_at = now() - interval '13 hours', last_seen_at = now() - interval '1 minute'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    expect((await short.get('/v1/auth/identity')).status).toBe(401);
    expect((await remembered.get('/v1/auth/identity')).status).toBe(200);
  });
});

describe('session id rotation', () => {
  it('gives the session a new id when the password changes: the cookie held before opens nothing', async () => {
    const { client, password } = await h.signUp();
    const before = client.cookies.get('session') as string;
    const newPassword = `${password}-nou`;
    const changed = await client.post('/v1/auth/change-password', {
      currentPassword: password,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.status).toBe(204);
    expect(client.cookies.get('session')).not.toBe(before);
    expect((await client.get('/v1/auth/identity')).status).toBe(200);
    const stale = h.client();
    stale.cookies.set('session', before);
    expect((await stale.get('/v1/auth/identity')).status).toBe(401);
  });
});
