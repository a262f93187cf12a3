import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnafCallError, type AnafOAuth } from '../efactura-api.types';
import { anafOAuthBase, createAnafOAuthClient } from './anaf-oauth.client';
import { signJwt } from './jwt';
import { createSimulatedOAuth, type SimulatedOAuth } from './simulated-oauth';
import { formFields, serveSimulatedOAuth } from './simulated-oauth.testing';

const REDIRECT = 'http://app.test/v1/anaf-spv/oauth/callback';
let now: Date;
let oauth: SimulatedOAuth;
let server: { url: string; close(): Promise<void> };
let client: AnafOAuth;

beforeEach(async () => {
  now = new Date('2026-03-02T10:00:00Z');
  oauth = createSimulatedOAuth({
    now: () => now,
    accessTtlSeconds: 3600,
    clients: [{ clientId: 'app id', clientSecret: 's:3 cret', redirectUris: [REDIRECT] }],
  });
  server = await serveSimulatedOAuth(oauth);
  client = createAnafOAuthClient({
    oauthBaseUrl: anafOAuthBase(server.url),
    clientId: 'app id',
    clientSecret: 's:3 cret',
    redirectUri: REDIRECT,
    now: () => now,
  });
});
afterEach(() => server.close());

/** The browser's part: open the authorize URL, choose the CUIs, come back with the code. */
async function authorize(state: string): Promise<string> {
  const page = await fetch(client.authorizeUrl(state));
  expect(page.status).toBe(200);
  const form = formFields(await page.text());
  form.set('cuis', '22222226');
  form.set('decision', 'authorize');
  const answer = await fetch(new URL(page.url).origin + new URL(page.url).pathname, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const location = new URL(answer.headers.get('location') ?? '');
  expect(location.origin + location.pathname).toBe(REDIRECT);
  expect(location.searchParams.get('state')).toBe(state);
  return location.searchParams.get('code') ?? '';
}

async function failure(promise: Promise<unknown>): Promise<AnafCallError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AnafCallError);
  return error as AnafCallError;
}

describe('the OAuth client against the simulator', () => {
  it('builds the authorize URL with exactly the parameters of the reference', () => {
    const url = new URL(client.authorizeUrl('a b&c'));
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/anaf-oauth2/v1/authorize`);
    expect([...url.searchParams]).toEqual([
      ['response_type', 'code'],
      ['client_id', 'app id'],
      ['redirect_uri', REDIRECT],
      ['token_content_type', 'jwt'],
      ['state', 'a b&c'],
    ]);
    expect(anafOAuthBase()).toBe('https://logincert.anaf.ro/anaf-oauth2/v1');
  });

  it('exchanges the code, refreshes with rotation and revokes', async () => {
    const tokens = await client.exchangeCode(await authorize('state-1'));
    expect(tokens.expiresAt).toEqual(new Date(now.getTime() + 3600_000));
    expect(oauth.verify(tokens.accessToken)?.cuis).toEqual(['22222226']);

    now = new Date(now.getTime() + 600_000);
    const refreshed = await client.refresh(tokens.refreshToken);
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
    expect(refreshed.expiresAt).toEqual(new Date(now.getTime() + 3600_000));
    expect(oauth.verify(refreshed.accessToken)).not.toBeNull();

    const reused = await failure(client.refresh(tokens.refreshToken));
    expect(reused.kind).toBe('unauthorized');
    expect(reused.status).toBe(400);
    expect(reused.message).toContain('invalid_grant');

    await client.revoke(refreshed.refreshToken);
    expect(oauth.verify(refreshed.accessToken)).toBeNull();
    expect((await failure(client.refresh(refreshed.refreshToken))).kind).toBe('unauthorized');
  });

  it('under concurrency: two refreshes with one token, exactly one succeeds', async () => {
    const tokens = await client.exchangeCode(await authorize('s'));
    const outcomes = await Promise.allSettled([
      client.refresh(tokens.refreshToken),
      client.refresh(tokens.refreshToken),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ kind: 'unauthorized' });
  });

  it('refuses a used code as unauthorized and bad credentials as a bad request', async () => {
    const code = await authorize('s');
    await client.exchangeCode(code);
    expect((await failure(client.exchangeCode(code))).kind).toBe('unauthorized');
    const wrong = createAnafOAuthClient({
      oauthBaseUrl: `${server.url}/anaf-oauth2/v1/`,
      clientId: 'app id',
      clientSecret: 'wrong',
      redirectUri: REDIRECT,
    });
    const refused = await failure(wrong.exchangeCode(await authorize('t')));
    expect(refused).toMatchObject({ kind: 'bad-request', status: 401 });
    expect(refused.message).toContain('invalid_client');
  });
});

describe('the OAuth client on its own', () => {
  const options = {
    oauthBaseUrl: 'http://oauth.test/anaf-oauth2/v1',
    clientId: 'c',
    clientSecret: 's',
    redirectUri: REDIRECT,
  };
  const answering =
    (status: number, body: unknown, seen: Request[] = []): typeof fetch =>
    async (input, init) => {
      seen.push(new Request(input, init));
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    };

  it('takes the earlier of expires_in and the JWT exp, and sends the client in HTTP Basic', async () => {
    const clock = new Date('2026-03-02T10:00:00Z');
    const exp = clock.getTime() / 1000 + 600;
    const seen: Request[] = [];
    const access_token = signJwt({ exp, sub: 'x' }, 'k');
    const shortJwt = createAnafOAuthClient({
      ...options,
      now: () => clock,
      fetch: answering(200, { access_token, refresh_token: 'r2', expires_in: 3600 }, seen),
    });
    expect((await shortJwt.refresh('r1')).expiresAt).toEqual(new Date(exp * 1000));
    const request = seen[0] as Request;
    expect(request.url).toBe('http://oauth.test/anaf-oauth2/v1/token');
    expect(request.headers.get('authorization')).toBe(`Basic ${Buffer.from('c:s').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r1',
      token_content_type: 'jwt',
    });

    const shortExpiresIn = createAnafOAuthClient({
      ...options,
      now: () => clock,
      fetch: answering(200, { access_token, refresh_token: 'r2', expires_in: 60 }),
    });
    expect((await shortExpiresIn.refresh('r1')).expiresAt).toEqual(new Date(clock.getTime() + 60_000));

    // A server that does not rotate leaves refresh_token out: the one used stays.
    const notRotating = createAnafOAuthClient({
      ...options,
      fetch: answering(200, { access_token, expires_in: 60 }),
    });
    expect((await notRotating.refresh('r1')).refreshToken).toBe('r1');
  });

  it('tells server errors, limits, timeouts and network failures apart', async () => {
    const kind = async (fetchImpl: typeof fetch, timeoutMs = 2000) =>
      (await failure(createAnafOAuthClient({ ...options, fetch: fetchImpl, timeoutMs }).refresh('r'))).kind;
    expect(await kind(answering(502, 'Bad gateway'))).toBe('server');
    expect(await kind(answering(429, ''))).toBe('limit');
    expect(await kind(answering(200, { nothing: true }))).toBe('server');
    expect(await kind(answering(400, { error: 'invalid_request' }))).toBe('bad-request');

    // A server that accepts the connection and never answers.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const timeout = createAnafOAuthClient({
      ...options,
      oauthBaseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 100,
    });
    expect((await failure(timeout.refresh('r'))).kind).toBe('timeout');
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));

    const refused = createAnafOAuthClient({ ...options, oauthBaseUrl: `http://127.0.0.1:${port}` });
    expect((await failure(refused.revoke('t'))).kind).toBe('network');
  });
});
