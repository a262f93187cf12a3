import { createAnafOAuthClient } from '@app/anaf/spv/oauth/anaf-oauth.client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { connectSpv } from '../../testing/spv-fixture';
import { anafSpvRepo } from './anaf-spv.repo';
import { addCompanyWithCui } from './anaf-spv.test-support';
import { createSpvTokenAccess, type SpvTokenAccess } from './spv-token-access';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A server process of its own: its own OAuth client (counting the refreshes it asks for) and token access. */
function process2() {
  const handle = h.app.anafSimulatorHandle;
  if (!handle) throw new Error('the tests run on the in-process simulator');
  let refreshes = 0;
  const counting: typeof fetch = async (input, init) => {
    if (String(init?.body ?? '').includes('grant_type=refresh_token')) refreshes++;
    return fetch(input, init);
  };
  const oauth = createAnafOAuthClient({
    oauthBaseUrl: `${handle.url}/anaf-oauth2/v1`,
    clientId: 'facturare-simulator',
    clientSecret: 'simulator-secret',
    redirectUri: h.ctx.config.spv.redirectUrl,
    fetch: counting,
  });
  const { core } = h.app.anafSpv;
  const access = createSpvTokenAccess({
    database: h.ctx.database,
    api: core.runtime.api,
    oauth,
    crypto: core.crypto,
    markUnauthorized: (companyId, reason) => h.app.anafSpv.service.markUnauthorized(companyId, reason),
  });
  return { access, refreshes: () => refreshes };
}

async function connected() {
  const owner = await h.signUp();
  const { companyId } = await addCompanyWithCui(owner.client);
  await connectSpv(h, owner.client, companyId);
  return companyId;
}

const expireStoredAccess = (companyId: string) =>
  anafSpvRepo.update(h.ctx.database.db, companyId, { accessExpiresAt: new Date(Date.now() - 1000) });

const list = (access: SpvTokenAccess, companyId: string) =>
  access.call(companyId, async (api, context) => {
    await api.listMessages({ cif: context.cif, days: 1 }, context.accessToken);
    return context.accessToken;
  });

describe('SPV token refresh over HTTP with the simulator', () => {
  it('ten concurrent calls with an expired access token: one refresh at the simulator, all succeed', async () => {
    const companyId = await connected();
    await expireStoredAccess(companyId);
    const one = process2();
    const tokens = await Promise.all(Array.from({ length: 10 }, () => list(one.access, companyId)));
    expect(one.refreshes()).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    const row = await anafSpvRepo.find(h.ctx.database.db, companyId);
    expect(row?.status).toBe('active');
    expect(row?.accessExpiresAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it('two processes refreshing at once: one rotation wins, the other takes it, no refresh token lost', async () => {
    const companyId = await connected();
    await expireStoredAccess(companyId);
    const first = process2();
    const second = process2();
    const before = await anafSpvRepo.find(h.ctx.database.db, companyId);
    const tokens = await Promise.all([
      ...Array.from({ length: 5 }, () => list(first.access, companyId)),
      ...Array.from({ length: 5 }, () => list(second.access, companyId)),
    ]);
    expect(new Set(tokens).size).toBe(1);
    expect(first.refreshes() + second.refreshes()).toBeLessThanOrEqual(2);
    const after = await anafSpvRepo.find(h.ctx.database.db, companyId);
    expect(after?.status).toBe('active');
    expect(after?.tokenVersion).toBe((before?.tokenVersion ?? 0) + 1);
    // The stored refresh token is the live one: it rotates again, from either process.
    await second.access.refreshNow(companyId);
    await first.access.refreshNow(companyId);
    expect((await anafSpvRepo.find(h.ctx.database.db, companyId))?.tokenVersion).toBe(
      (after?.tokenVersion ?? 0) + 2,
    );
    expect(await list(h.app.anafSpv.tokens, companyId)).toBeTruthy();
  });

  it('an access token ANAF no longer takes (401) is refreshed once and the call retried', async () => {
    const companyId = await connected();
    h.app.anafSimulatorHandle?.oauth.expireAccessTokens();
    const one = process2();
    expect(await list(one.access, companyId)).toBeTruthy();
    expect(one.refreshes()).toBe(1);
    expect((await anafSpvRepo.find(h.ctx.database.db, companyId))?.status).toBe('active');
  });
});
