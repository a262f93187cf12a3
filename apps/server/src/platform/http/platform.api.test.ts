import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ bodyLimit: 64 * 1024, minAppVersion: '2.2.3' }, (app) => {
    app.get('/v1/test/boom', { config: { access: { kind: 'public' } } }, async () => {
      throw new Error('database password is hunter2');
    });
  });
});
afterAll(async () => {
  await h?.close();
});

describe('API platform', () => {
  it('publishes an OpenAPI 3 document generated from the zod schemas', async () => {
    const response = await h.client().get('/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    const signup = response.body.paths['/v1/auth/signup'].post;
    const schema = signup.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'confirmPassword', 'fname', 'lname', 'tos']),
    );
    expect(schema.properties.email.type).toBe('string');
    expect(
      response.body.paths['/v1/my-companies'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(expect.arrayContaining(['page', 'perPage', 'sortBy', 'sortDir', 'search']));
  });

  it('takes the browser error reports and refuses malformed ones', async () => {
    const report = {
      message: 'API request failed with status 500',
      status: 500,
      url: 'http://localhost/partners',
      context: 'partners.list',
      data: { message: 'common.errors.internal', requestId: 'r-1' },
      stack: null,
    };
    expect((await h.client().post('/v1/client-errors', report)).status).toBe(204);
    const bad = await h.client().post('/v1/client-errors', { ...report, message: 'x'.repeat(2001) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.message).toEqual(['max:2000']);
  });

  it('answers 404 with the not-found message for unknown API paths', async () => {
    const response = await h.client().get('/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'common.errors.not-found' });
  });

  it('answers 413 for an oversized body', async () => {
    const response = await h
      .client()
      .post('/v1/auth/login', { email: 'a@b.ro', password: 'x'.repeat(70 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'common.errors.payload-too-large' });
  });

  it('answers 426 to a client older than the minimum version, and serves current ones', async () => {
    const old = await h.client().get('/v1/auth/timezones', { headers: { 'x-app-version': '2.1.9' } });
    expect(old.status).toBe(426);
    expect(old.body.message).toBe('common.errors.outdated-client');
    expect(
      (await h.client().get('/v1/auth/timezones', { headers: { 'x-app-version': '2.2.3' } })).status,
    ).toBe(200);
    expect(
      (await h.client().get('/v1/auth/timezones', { headers: { 'x-app-version': '2.10.0' } })).status,
    ).toBe(200);
  });

  it('answers 500 with a request id only, never the details', async () => {
    const response = await h.client().get('/v1/test/boom');
    expect(response.status).toBe(500);
    expect(response.body.message).toBe('common.errors.internal-server-error');
    expect(response.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(response.body)).not.toContain('hunter2');
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await h.client().post('/v1/auth/login', '{"email":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'common.errors.invalid-json' });
  });

  it('refuses at start a company route that declares no permission', async () => {
    await expect(
      startHarness({}, (app) => {
        app.get('/v1/my-companies/:companyId/widgets', async () => []);
      }),
    ).rejects.toThrow(/must declare can/);
  });
});

describe('maintenance', () => {
  it('answers 503 to every API call when MAINTENANCE=1', async () => {
    const down = await startHarness({ maintenance: true });
    try {
      const response = await down.client().get('/v1/auth/identity');
      expect(response.status).toBe(503);
      expect(response.body.message).toBe('common.errors.maintenance');
    } finally {
      await down.close();
    }
  });
});
