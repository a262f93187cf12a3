import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeJwt, signJwt } from './jwt';
import { createSimulatedOAuth, type SimulatedOAuth, type SimulatedOAuthOptions } from './simulated-oauth';
import { formFields, serveSimulatedOAuth } from './simulated-oauth.testing';

const CLIENT = {
  clientId: 'app-id',
  clientSecret: 's3cret',
  redirectUris: ['http://app.test/v1/callback?x=1'],
};
const REDIRECT = CLIENT.redirectUris[0] as string;
const basic = (id = CLIENT.clientId, secret = CLIENT.clientSecret) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

let now: Date;
const url = () => server?.url ?? '';
let oauth: SimulatedOAuth;
let server: { url: string; close(): Promise<void> } | null = null;

async function start(options: SimulatedOAuthOptions = {}) {
  await server?.close();
  oauth = createSimulatedOAuth({
    now: () => now,
    accessTtlSeconds: 3600,
    refreshTtlSeconds: 86_400,
    clients: [CLIENT],
    knownCuis: ['RO11111118'],
    ...options,
  });
  server = await serveSimulatedOAuth(oauth);
}

beforeEach(async () => {
  now = new Date('2026-03-02T10:00:00Z');
  await start();
});
afterEach(async () => {
  await server?.close();
  server = null;
});

function authorizeUrl(extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT.clientId,
    redirect_uri: REDIRECT,
    token_content_type: 'jwt',
    state: 'st@te/1',
    ...extra,
  });
  return `${url()}/anaf-oauth2/v1/authorize?${query}`;
}

/** What a browser does: open the page, fill the form, press a button; the answer is not followed. */
async function login(input: { cuis?: string; holder?: string; decision?: string; checked?: string[] } = {}) {
  const page = await fetch(authorizeUrl());
  expect(page.status).toBe(200);
  const form = formFields(await page.text());
  form.set('cuis', input.cuis ?? '22222226, RO 33333334');
  form.set('holder', input.holder ?? 'Ștefan Țăranu');
  form.set('decision', input.decision ?? 'authorize');
  for (const cui of input.checked ?? []) form.append('cui', cui);
  return fetch(`${url()}/anaf-oauth2/v1/authorize`, { method: 'POST', body: form, redirect: 'manual' });
}

async function codeFromLogin(input: Parameters<typeof login>[0] = {}): Promise<string> {
  const answer = await login(input);
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get('location') ?? '');
  expect(location.searchParams.get('state')).toBe('st@te/1');
  return location.searchParams.get('code') ?? '';
}

function token(form: Record<string, string>, authorization: string | null = basic()) {
  return fetch(`${url()}/anaf-oauth2/v1/token`, {
    method: 'POST',
    headers: authorization ? { authorization } : {},
    body: new URLSearchParams(form),
  });
}

const exchange = (code: string, redirectUri = REDIRECT) =>
  token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, token_content_type: 'jwt' });
const refresh = (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken });

type TokenJson = {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
};

async function tokensFromLogin(input: Parameters<typeof login>[0] = {}): Promise<TokenJson> {
  const answer = await exchange(await codeFromLogin(input));
  expect(answer.status).toBe(200);
  return (await answer.json()) as TokenJson;
}

describe('authorize page', () => {
  it('stands in for the certificate login with stable fields, known CUIs and a prefilled hint', async () => {
    const answer = await fetch(authorizeUrl({ cui: 'RO44444442' }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    const html = await answer.text();
    expect(html).toContain('Simulator ANAF — autentificare cu certificat digital');
    expect(html).toContain('digital certificate login');
    for (const id of [
      'anaf-sim-cuis',
      'anaf-sim-holder',
      'anaf-sim-authorize',
      'anaf-sim-deny',
      'anaf-sim-cui-11111118',
    ])
      expect(html).toContain(`data-testid="${id}"`);
    expect(html).toContain('>Autorizează</button>');
    expect(html).toContain('>Refuză</button>');
    expect(formFields(html).get('cuis')).toBe('44444442');
    expect(formFields(html).get('state')).toBe('st@te/1');
  });

  it('redirects with a code and the state; the refusal redirects with access_denied', async () => {
    const code = await codeFromLogin();
    expect(code).toMatch(/^[\w-]{20,}$/);
    const denied = await login({ decision: 'deny' });
    expect(denied.status).toBe(302);
    const location = new URL(denied.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://app.test/v1/callback');
    expect(location.searchParams.get('x')).toBe('1');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('st@te/1');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('shows an error page, never a redirect, for a missing or unknown client or redirect URI', async () => {
    for (const url of [
      authorizeUrl({ client_id: '' }),
      authorizeUrl({ client_id: 'someone-else' }),
      authorizeUrl({ redirect_uri: 'http://evil.test/cb' }),
      authorizeUrl({ redirect_uri: '' }),
    ]) {
      const answer = await fetch(url, { redirect: 'manual' });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('data-testid="anaf-sim-error"');
    }
  });

  it('asks again when no CUI or an invalid one is given', async () => {
    const none = await login({ cuis: '' });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain('Alegeți cel puțin un CUI.');
    const invalid = await login({ cuis: '22222226, abc' });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('CUI nevalid: abc');
  });
});

describe('token endpoint', () => {
  it('exchanges the code for an HS256 JWT with exp, iat, sub and the chosen CUIs', async () => {
    const tokens = await tokensFromLogin({ checked: ['11111118'] });
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'efactura' });
    expect(tokens.refresh_token).not.toContain('.');
    const [header] = tokens.access_token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    const claims = decodeJwt(tokens.access_token);
    const iat = now.getTime() / 1000;
    expect(claims).toMatchObject({ iat, exp: iat + 3600, sub: 'Ștefan Țăranu', aud: CLIENT.clientId });
    expect(oauth.verify(tokens.access_token)).toEqual({
      cuis: ['22222226', '33333334', '11111118'],
      sub: 'Ștefan Țăranu',
    });
  });

  it("takes a code once: a second use is invalid_grant, the first one's tokens stay by default", async () => {
    const code = await codeFromLogin();
    const first = (await (await exchange(code)).json()) as TokenJson;
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
    expect(oauth.verify(first.access_token)).not.toBeNull();
    expect((await refresh(first.refresh_token)).status).toBe(200);
  });

  it("with reuse 'revoke-family', a second use of a code revokes what the first produced", async () => {
    await start({ reuse: 'revoke-family' });
    const code = await codeFromLogin();
    const first = (await (await exchange(code)).json()) as TokenJson;
    expect((await exchange(code)).status).toBe(400);
    expect(oauth.verify(first.access_token)).toBeNull();
    expect((await refresh(first.refresh_token)).status).toBe(400);
  });

  it('refuses a code for another redirect URI, an expired code and a bad client', async () => {
    const mismatch = await exchange(await codeFromLogin(), 'http://app.test/other');
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({ error: 'invalid_grant' });

    const late = await codeFromLogin();
    now = new Date(now.getTime() + 601_000);
    expect(await (await exchange(late)).json()).toMatchObject({ error: 'invalid_grant' });

    const code = await codeFromLogin();
    const wrongSecret = await token(
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
      basic(CLIENT.clientId, 'nope'),
    );
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' });
    const noClient = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }, null);
    expect(noClient.status).toBe(401);
    // The credentials may come as form fields too, and the code is still good after the refusals.
    const formCredentials = await token(
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
      },
      null,
    );
    expect(formCredentials.status).toBe(200);
    expect(await (await token({ grant_type: 'password' })).json()).toEqual({
      error: 'unsupported_grant_type',
    });
  });
});

describe('refresh tokens', () => {
  it('rotate: the new one works, the used one is refused, the family stays valid by default', async () => {
    const first = await tokensFromLogin();
    now = new Date(now.getTime() + 60_000);
    const second = (await (await refresh(first.refresh_token)).json()) as TokenJson;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token)?.exp).toBe(now.getTime() / 1000 + 3600);
    expect(oauth.verify(second.access_token)?.cuis).toEqual(['22222226', '33333334']);

    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
    expect(oauth.verify(second.access_token)).not.toBeNull();
    expect((await refresh(second.refresh_token)).status).toBe(200);
  });

  it('under concurrency: of several refreshes with one token exactly one succeeds', async () => {
    const first = await tokensFromLogin();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => refresh(first.refresh_token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it("with reuse 'revoke-family', a refresh token's reuse revokes the whole authorization", async () => {
    await start({ reuse: 'revoke-family' });
    const first = await tokensFromLogin();
    const second = (await (await refresh(first.refresh_token)).json()) as TokenJson;
    expect((await refresh(first.refresh_token)).status).toBe(400);
    expect(oauth.verify(second.access_token)).toBeNull();
    expect((await refresh(second.refresh_token)).status).toBe(400);
  });

  it('have their own lifetime, by the injected clock', async () => {
    const first = await tokensFromLogin();
    now = new Date(now.getTime() + 86_400_000);
    expect(await (await refresh(first.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('verify, expiry and revocation', () => {
  it('an access token expires by the injected clock; a refresh then gives a working one', async () => {
    const first = await tokensFromLogin();
    now = new Date(now.getTime() + 3_599_000);
    expect(oauth.verify(first.access_token)).not.toBeNull();
    now = new Date(now.getTime() + 1000);
    expect(oauth.verify(first.access_token)).toBeNull();
    const second = (await (await refresh(first.refresh_token)).json()) as TokenJson;
    expect(oauth.verify(second.access_token)).not.toBeNull();
  });

  it('expireAccessTokens ends every access token issued so far, not the refresh tokens', async () => {
    const first = await tokensFromLogin();
    oauth.expireAccessTokens();
    expect(oauth.verify(first.access_token)).toBeNull();
    const second = (await (await refresh(first.refresh_token)).json()) as TokenJson;
    expect(oauth.verify(second.access_token)).not.toBeNull();
  });

  it('revokeCui removes that CUI from tokens granted before; a new authorization grants it again', async () => {
    const first = await tokensFromLogin();
    oauth.revokeCui('22222226');
    expect(oauth.verify(first.access_token)?.cuis).toEqual(['33333334']);
    const refreshed = (await (await refresh(first.refresh_token)).json()) as TokenJson;
    expect(oauth.verify(refreshed.access_token)?.cuis).toEqual(['33333334']);
    const again = await tokensFromLogin();
    expect(oauth.verify(again.access_token)?.cuis).toEqual(['22222226', '33333334']);
  });

  it('revoke ends an access token alone, or a refresh token with its whole authorization', async () => {
    const revoke = (value: string, authorization = basic()) =>
      fetch(`${url()}/anaf-oauth2/v1/revoke`, {
        method: 'POST',
        headers: { authorization },
        body: new URLSearchParams({ token: value }),
      });
    const first = await tokensFromLogin();
    expect((await revoke(first.access_token, basic('app-id', 'bad'))).status).toBe(401);
    expect((await revoke(first.access_token)).status).toBe(200);
    expect(oauth.verify(first.access_token)).toBeNull();
    const second = (await (await refresh(first.refresh_token)).json()) as TokenJson;
    expect((await revoke(second.refresh_token)).status).toBe(200);
    expect(oauth.verify(second.access_token)).toBeNull();
    expect((await refresh(second.refresh_token)).status).toBe(400);
    expect((await revoke('never-issued')).status).toBe(200);
  });

  it('refuses forged, re-signed and unsigned tokens', async () => {
    const { accessToken } = oauth.issueTokens(['55555553']);
    expect(oauth.verify(accessToken)?.cuis).toEqual(['55555553']);
    const claims = decodeJwt(accessToken) ?? {};
    const forged = signJwt({ ...claims, cuis: ['55555553', '66666660'] }, 'another-secret');
    expect(oauth.verify(forged)).toBeNull();
    const [, payload] = accessToken.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(oauth.verify(none)).toBeNull();
    expect(oauth.verify('not-a-jwt')).toBeNull();
  });

  it('keeps every live token through its periodic clean-up of expired ones', async () => {
    const old = oauth.issueTokens(['55555553']);
    now = new Date(now.getTime() + 3_600_000);
    const live = oauth.issueTokens(['66666660']);
    for (let index = 0; index < 600; index++) oauth.issueTokens(['77777776']);
    expect(oauth.verify(old.accessToken)).toBeNull();
    expect(oauth.verify(live.accessToken)?.cuis).toEqual(['66666660']);
    expect((await refresh(live.refreshToken)).status).toBe(400); // another client's token
    const own = await tokensFromLogin();
    for (let index = 0; index < 600; index++) oauth.issueTokens(['77777776']);
    expect((await refresh(own.refresh_token)).status).toBe(200);
  });

  it('answers only its own paths', async () => {
    expect((await fetch(`${url()}/other`)).status).toBe(404);
    expect((await fetch(`${url()}/anaf-oauth2/v1/token`)).status).toBe(405);
  });
});

describe('open registration (no clients configured)', () => {
  it('accepts any client with a secret and any http(s) redirect URI, and holds it to that URI', async () => {
    await start({ clients: undefined });
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'local-app',
      redirect_uri: 'http://127.0.0.1:4000/cb',
      state: 's',
    });
    const page = await fetch(`${url()}/anaf-oauth2/v1/authorize?${query}`);
    expect(page.status).toBe(200);
    const form = formFields(await page.text());
    form.set('cuis', '22222226');
    form.set('decision', 'authorize');
    const answer = await fetch(`${url()}/anaf-oauth2/v1/authorize`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const wrong = await token(
      { grant_type: 'authorization_code', code, redirect_uri: 'http://127.0.0.1:4000/other' },
      basic('local-app', 'x'),
    );
    expect(wrong.status).toBe(400);
  });
});
