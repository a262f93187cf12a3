import { AnafCallError, type AnafOAuth, type EfacturaApi } from '@app/anaf/spv/efactura-api.types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpvUnavailableError } from '../../platform/anaf/spv-access';
import { createTokenCrypto } from '../../platform/anaf/token-crypto';
import { addCompany } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import { anafSpvRepo } from './anaf-spv.repo';
import { createSpvTokenAccess } from './spv-token-access';

/**
 * The token store against a small OAuth server of the test's own that rotates refresh tokens
 * strictly (each one works once), so a lost rotation or a double refresh shows at once.
 */
function rotatingOAuth(delayMs = 30) {
  let serial = 0;
  const valid = new Set<string>();
  const accessValid = new Set<string>();
  let refreshCalls = 0;
  const issue = () => {
    serial++;
    const tokens = {
      accessToken: `access-${serial}`,
      refreshToken: `refresh-${serial}`,
      expiresAt: new Date(Date.now() + 3600_000),
    };
    valid.add(tokens.refreshToken);
    accessValid.add(tokens.accessToken);
    return tokens;
  };
  const oauth: AnafOAuth = {
    authorizeUrl: (state) => `http://oauth.test/authorize?state=${state}`,
    exchangeCode: async () => issue(),
    async refresh(refreshToken) {
      refreshCalls++;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (!valid.delete(refreshToken)) throw new AnafCallError('bad-request', 'invalid_grant', 400);
      return issue();
    },
    async revoke(token) {
      valid.delete(token);
      accessValid.delete(token);
    },
  };
  return { oauth, issue, valid, accessValid, refreshCalls: () => refreshCalls };
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const crypto = createTokenCrypto([Buffer.alloc(32, 9)]);

async function connectedCompany(server: ReturnType<typeof rotatingOAuth>, expired: boolean) {
  const owner = await h.signUp();
  const companyId = await addCompany(owner.client, 'clujVatPayer');
  const tokens = server.issue();
  await anafSpvRepo.upsert(h.ctx.database.db, {
    companyId,
    status: 'active',
    cif: '12345678',
    accessTokenEnc: crypto.encrypt(tokens.accessToken),
    refreshTokenEnc: crypto.encrypt(tokens.refreshToken),
    accessExpiresAt: new Date(Date.now() + (expired ? -1000 : 3600_000)),
    refreshedAt: new Date(),
  });
  return companyId;
}

function accessFor(server: ReturnType<typeof rotatingOAuth>, marks: string[] = []) {
  return createSpvTokenAccess({
    database: h.ctx.database,
    api: {} as EfacturaApi,
    oauth: server.oauth,
    crypto,
    markUnauthorized: async (companyId, reason) => {
      marks.push(`${companyId}: ${reason}`);
    },
  });
}

/** A call that answers 401 for a token the OAuth server no longer knows. */
const checked =
  (server: ReturnType<typeof rotatingOAuth>) =>
  async (_api: EfacturaApi, context: { accessToken: string }) => {
    if (!server.accessValid.has(context.accessToken)) throw new AnafCallError('unauthorized', '401', 401);
    return context.accessToken;
  };

describe('SPV token access', () => {
  it('ten concurrent calls with an expired access token share one refresh', async () => {
    const server = rotatingOAuth();
    const companyId = await connectedCompany(server, true);
    const access = accessFor(server);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => access.call(companyId, checked(server))),
    );
    expect(server.refreshCalls()).toBe(1);
    expect(new Set(results).size).toBe(1);
    const row = await anafSpvRepo.find(h.ctx.database.db, companyId);
    expect(server.valid.has(crypto.decrypt(row?.refreshTokenEnc ?? ''))).toBe(true);
  });

  it('two processes refreshing at once: one rotation wins, the other uses it, no refresh token lost', async () => {
    const server = rotatingOAuth(60);
    const companyId = await connectedCompany(server, true);
    const marks: string[] = [];
    const first = accessFor(server, marks);
    const second = accessFor(server, marks);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => first.call(companyId, checked(server))),
      ...Array.from({ length: 5 }, () => second.call(companyId, checked(server))),
    ]);
    expect(marks).toEqual([]);
    expect(server.refreshCalls()).toBe(2);
    expect(new Set(results).size).toBe(1);
    const row = await anafSpvRepo.find(h.ctx.database.db, companyId);
    expect(server.valid.has(crypto.decrypt(row?.refreshTokenEnc ?? ''))).toBe(true);
    // And the line goes on: the stored refresh token still refreshes.
    await first.refreshNow(companyId);
    const after = await anafSpvRepo.find(h.ctx.database.db, companyId);
    expect(after?.tokenVersion).toBe((row?.tokenVersion ?? 0) + 1);
  });

  it('a 401 refreshes once and retries; a valid token is used without refreshing', async () => {
    const server = rotatingOAuth();
    const companyId = await connectedCompany(server, false);
    const access = accessFor(server);
    expect(await access.call(companyId, checked(server))).toMatch(/^access-/);
    expect(server.refreshCalls()).toBe(0);
    server.accessValid.clear();
    expect(await access.call(companyId, checked(server))).toMatch(/^access-/);
    expect(server.refreshCalls()).toBe(1);
  });

  it('a 403 or a refused refresh token marks the connection unauthorized', async () => {
    const server = rotatingOAuth();
    const companyId = await connectedCompany(server, false);
    const marks: string[] = [];
    const access = accessFor(server, marks);
    await expect(
      access.call(companyId, async () => {
        throw new AnafCallError('forbidden', 'not allowed for this CUI', 403);
      }),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    expect(marks).toHaveLength(1);

    const expiredCompany = await connectedCompany(server, true);
    server.valid.clear();
    const refused = createSpvTokenAccess({
      database: h.ctx.database,
      api: {} as EfacturaApi,
      oauth: server.oauth,
      crypto,
      rotationWaitMs: 100,
      markUnauthorized: async (id, reason) => {
        marks.push(`${id}: ${reason}`);
      },
    });
    await expect(refused.call(expiredCompany, checked(server))).rejects.toBeInstanceOf(SpvUnavailableError);
    expect(marks[1]).toContain('refresh refused');
  });

  it('refuses companies without an active connection', async () => {
    const owner = await h.signUp();
    const companyId = await addCompany(owner.client, 'clujVatPayer');
    const access = accessFor(rotatingOAuth());
    await expect(access.call(companyId, async () => 1)).rejects.toBeInstanceOf(SpvUnavailableError);
    expect(await access.isActive(companyId)).toBe(false);
  });
});
