import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE_PATH, CSRF_HEADER, createApiClient } from './api-client';
import { ApiError } from './api-error';
import { APP_VERSION } from './app-version';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fake server: the CSRF endpoint issues a new token; other calls answer from a queue. */
function fakeServer(answers: Array<(call: Call) => Response>) {
  const calls: Call[] = [];
  let token: string | null = null;
  let issued = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    if (call.url.endsWith(CSRF_COOKIE_PATH)) {
      // Yield once so concurrent callers really overlap.
      await Promise.resolve();
      issued += 1;
      token = `token-${issued}`;
      return new Response(null, { status: 204 });
    }
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call ${call.method} ${call.url}`);
    return answer(call);
  };
  return {
    calls,
    request: createApiClient({ fetch, readCsrfToken: () => token }),
    setToken: (value: string | null) => {
      token = value;
    },
    csrfCalls: () => calls.filter((call) => call.url.endsWith(CSRF_COOKIE_PATH)).length,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const csrfInvalid = () => json(422, { message: 'CSRF token mismatch', errors: { csrf: 'invalid' } });

describe('createApiClient', () => {
  it('sends the version header and no CSRF call for a GET', async () => {
    const server = fakeServer([() => json(200, { ok: true })]);
    await expect(server.request('/v1/auth/identity')).resolves.toEqual({ ok: true });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.headers['X-App-Version']).toBe(APP_VERSION);
    expect(server.calls[0]?.headers[CSRF_HEADER]).toBeUndefined();
  });

  it('fetches the CSRF cookie before the first state-changing call and sends it as a header', async () => {
    const server = fakeServer([() => new Response(null, { status: 204 })]);
    await expect(server.request('/v1/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
    expect(server.calls.map((call) => call.url)).toEqual([CSRF_COOKIE_PATH, '/v1/auth/logout']);
    expect(server.calls[1]?.headers[CSRF_HEADER]).toBe('token-1');
  });

  it('refreshes a stale token once and replays the request', async () => {
    const server = fakeServer([
      csrfInvalid,
      (call) => json(200, { email: (call.body as { email: string }).email }),
    ]);
    server.setToken('stale');
    await expect(
      server.request('/v1/auth/login', { method: 'POST', body: { email: 'a@b.ro' } }),
    ).resolves.toEqual({ email: 'a@b.ro' });
    expect(server.csrfCalls()).toBe(1);
    expect(server.calls.at(-1)?.headers[CSRF_HEADER]).toBe('token-1');
  });

  it('does not loop when the replay is refused again', async () => {
    const server = fakeServer([csrfInvalid, csrfInvalid]);
    server.setToken('stale');
    const error = await server.request('/v1/auth/logout', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect(server.csrfCalls()).toBe(1);
  });

  it('shares one refresh between concurrent requests', async () => {
    const ok = () => new Response(null, { status: 204 });
    const server = fakeServer([csrfInvalid, csrfInvalid, ok, ok]);
    server.setToken('stale');
    await Promise.all([
      server.request('/v1/a', { method: 'POST' }),
      server.request('/v1/b', { method: 'POST' }),
    ]);
    expect(server.csrfCalls()).toBe(1);
  });

  it('throws a typed error with the parsed body on other failures', async () => {
    const body = { message: 'Invalid', errors: { email: ['auth.failed'] } };
    const server = fakeServer([() => json(422, body)]);
    server.setToken('t');
    const error = await server
      .request('/v1/auth/login', { method: 'POST', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, body });
  });

  it('reports a failed connection as status 0', async () => {
    const request = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      readCsrfToken: () => 't',
    });
    await expect(request('/v1/health')).rejects.toMatchObject({ status: 0 });
  });
});
