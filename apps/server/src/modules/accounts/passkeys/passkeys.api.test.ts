import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../testing/harness';

// The ceremonies themselves run in Chromium with a virtual authenticator
// (apps/web/e2e/passkeys.e2e.test.ts); here, what the server asks for and what it refuses.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ appUrl: 'https://facturare.example.test' });
});
afterAll(async () => {
  await h?.close();
});

const forged = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};

describe('passkey registration', () => {
  it('asks for a discoverable credential of this site, for this user, without attestation', async () => {
    const { client, email } = await h.signUp();
    const start = await client.post('/v1/auth/passkeys/registration/start');
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({
      rp: { id: 'facturare.example.test', name: 'Facturare' },
      user: { name: email, displayName: 'Ioana Popescu' },
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    expect(start.body.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('refuses a credential that does not answer the challenge, and one with no challenge asked', async () => {
    const { client } = await h.signUp();
    const none = await client.post('/v1/auth/passkeys/registration/finish', { credential: forged });
    expect(none.body.errors).toEqual({ credential: ['passkey.expired'] });
    await client.post('/v1/auth/passkeys/registration/start');
    const bad = await client.post('/v1/auth/passkeys/registration/finish', { credential: forged });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ credential: ['passkey.refused'] });
    // The challenge served once: a second try must start again.
    const again = await client.post('/v1/auth/passkeys/registration/finish', { credential: forged });
    expect(again.body.errors).toEqual({ credential: ['passkey.expired'] });
    expect((await client.get('/v1/auth/passkeys')).body).toEqual({ items: [] });
    expect((await client.delete('/v1/auth/passkeys/AAAA')).status).toBe(404);
  });

  it('is for signed-in users only', async () => {
    expect((await h.client().post('/v1/auth/passkeys/registration/start')).status).toBe(401);
    expect((await h.client().get('/v1/auth/passkeys')).status).toBe(401);
  });
});

describe('passkey sign-in', () => {
  it('gives a challenge for any passkey of this site, bound to a cookie of the sign-in calls', async () => {
    const client = h.client();
    const start = await client.post('/v1/auth/login/passkey/start');
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ rpId: 'facturare.example.test', userVerification: 'preferred' });
    expect(start.body.allowCredentials ?? []).toEqual([]);
    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toMatch(/passkey_challenge=[^;]+;/);
    expect(cookie).toMatch(/Path=\/v1\/auth\/login/);
    expect(cookie).toMatch(/HttpOnly/);
  });

  it('refuses an unknown credential and a missing challenge, and throttles the address', async () => {
    const client = h.client();
    const missing = await client.post('/v1/auth/login/passkey/finish', { credential: forged });
    expect(missing.body.errors).toEqual({ credential: ['passkey.expired'] });
    for (let i = 0; i < 5; i++) {
      await client.post('/v1/auth/login/passkey/start');
      const refused = await client.post('/v1/auth/login/passkey/finish', { credential: forged });
      expect(refused.body.errors).toEqual({ credential: ['passkey.refused'] });
    }
    await client.post('/v1/auth/login/passkey/start');
    expect((await client.post('/v1/auth/login/passkey/finish', { credential: forged })).status).toBe(429);
    expect((await client.get('/v1/auth/identity')).status).toBe(401);
  });
});
