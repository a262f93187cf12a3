import {
  AnafCallError,
  type AnafOAuth,
  type EfacturaApi,
  type OAuthTokens,
} from '@app/anaf/spv/efactura-api.types';
import { spvActiveLike } from '@app/domain/efactura/efactura-states';
import type { Database } from '../../db/client';
import type { SpvAccess, SpvCallContext } from '../../platform/anaf/spv-access';
import { SpvUnavailableError } from '../../platform/anaf/spv-access';
import type { TokenCrypto } from '../../platform/anaf/token-crypto';
import { anafSpvRepo, type SpvConnectionRow } from './anaf-spv.repo';

/** Refresh an access token this long before it expires, so no call starts with a dying token. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

export type SpvTokenAccessDeps = {
  database: Database;
  api: EfacturaApi;
  oauth: AnafOAuth;
  crypto: TokenCrypto;
  now?: () => Date;
  /** Marks the connection unauthorized (403, or the refresh token refused); the service's transaction. */
  markUnauthorized(companyId: string, reason: string): Promise<void>;
  /** How long a refused refresh waits for another process's rotation to show up before giving up. */
  rotationWaitMs?: number;
  log?: { warn(details: object, message: string): void };
};

type Held = { accessToken: string; version: number; cif: string };

export type SpvTokenAccess = Omit<SpvAccess, 'etransport'> & {
  /**
   * Runs `fn` with the connection's token whatever its active-like status (the pending and
   * unauthorized re-checks use it); a 403 is rethrown without marking anything.
   */
  probe<T>(companyId: string, fn: (api: EfacturaApi, context: SpvCallContext) => Promise<T>): Promise<T>;
  /** Refreshes now (the 90-day renewal), sharing a refresh already under way. */
  refreshNow(companyId: string): Promise<void>;
  /** Counts of refreshes this instance asked ANAF for (tests and the log). */
  stats(): { refreshes: number };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refusal of the refresh token itself, as opposed to ANAF being unreachable. */
const isRefusal = (error: unknown) =>
  error instanceof AnafCallError
    ? error.kind === 'bad-request' || error.kind === 'unauthorized' || error.kind === 'forbidden'
    : false;

/**
 * The SpvAccess of the exchange: tokens read from the connection row (decrypted), refreshed before
 * expiry. One refresh per company at a time in this process (single flight), and across processes a
 * compare and set on `token_version`: the loser re-reads and uses the winner's tokens, so a rotated
 * refresh token is never overwritten by an older one.
 */
export function createSpvTokenAccess(deps: SpvTokenAccessDeps): SpvTokenAccess {
  const now = deps.now ?? (() => new Date());
  const inFlight = new Map<string, Promise<Held>>();
  const rotationWaitMs = deps.rotationWaitMs ?? 3000;
  let refreshes = 0;

  const read = (companyId: string) => anafSpvRepo.find(deps.database.db, companyId);

  const held = (row: SpvConnectionRow): Held | null => {
    if (!row.accessTokenEnc) return null;
    return { accessToken: deps.crypto.decrypt(row.accessTokenEnc), version: row.tokenVersion, cif: row.cif };
  };

  const fresh = (row: SpvConnectionRow) =>
    row.accessExpiresAt !== null && row.accessExpiresAt.getTime() - now().getTime() > REFRESH_MARGIN_MS;

  /** Writes the rotated tokens; a failed write is retried, as ANAF already forgot the old token. */
  async function store(row: SpvConnectionRow, tokens: OAuthTokens): Promise<SpvConnectionRow | null> {
    const values = {
      accessTokenEnc: deps.crypto.encrypt(tokens.accessToken),
      refreshTokenEnc: deps.crypto.encrypt(tokens.refreshToken),
      accessExpiresAt: tokens.expiresAt,
      refreshedAt: now(),
    };
    for (let attempt = 1; ; attempt++) {
      try {
        return await anafSpvRepo.storeRefreshed(deps.database.db, row.companyId, row.tokenVersion, values);
      } catch (error) {
        if (attempt >= 8) throw error;
        deps.log?.warn(
          { err: error, companyId: row.companyId, attempt },
          'rotated SPV tokens not stored yet',
        );
        await sleep(Math.min(2000, 50 * 2 ** attempt));
      }
    }
  }

  /** After a refused refresh: another process may have just rotated; wait a little for its write. */
  async function rotatedElsewhere(companyId: string, version: number): Promise<SpvConnectionRow | null> {
    const deadline = Date.now() + rotationWaitMs;
    for (;;) {
      const row = await read(companyId);
      if (row && row.tokenVersion !== version && row.accessTokenEnc) return row;
      if (Date.now() >= deadline) return null;
      await sleep(50);
    }
  }

  async function refreshOnce(companyId: string, seenVersion: number, force: boolean): Promise<Held> {
    const row = await read(companyId);
    if (!row || !spvActiveLike(row.status))
      throw new SpvUnavailableError(companyId, row?.status ?? 'inactive');
    // Someone refreshed since the caller read: use their tokens.
    if (row.tokenVersion !== seenVersion && (fresh(row) || !force)) {
      const current = held(row);
      if (current) return current;
    }
    if (!row.refreshTokenEnc) throw new SpvUnavailableError(companyId, row.status);
    let tokens: OAuthTokens;
    try {
      refreshes++;
      tokens = await deps.oauth.refresh(deps.crypto.decrypt(row.refreshTokenEnc));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const winner = await rotatedElsewhere(companyId, row.tokenVersion);
      const current = winner && held(winner);
      if (current) return current;
      await deps.markUnauthorized(companyId, `refresh refused: ${(error as Error).message}`);
      throw new SpvUnavailableError(companyId, 'unauthorized');
    }
    const stored = await store(row, tokens);
    if (stored) return { accessToken: tokens.accessToken, version: stored.tokenVersion, cif: stored.cif };
    // Lost the compare and set: another process stored its rotation first; theirs is the line kept.
    const winner = await read(companyId);
    const current = winner && held(winner);
    if (!current) throw new SpvUnavailableError(companyId, winner?.status ?? 'inactive');
    return current;
  }

  /** One refresh per company in this process; concurrent callers share its answer. */
  function refreshShared(companyId: string, seenVersion: number, force = false): Promise<Held> {
    const running = inFlight.get(companyId);
    if (running) return running;
    const started = refreshOnce(companyId, seenVersion, force).finally(() => inFlight.delete(companyId));
    inFlight.set(companyId, started);
    return started;
  }

  async function token(companyId: string, allowed: (row: SpvConnectionRow) => boolean): Promise<Held> {
    const running = inFlight.get(companyId);
    if (running) return running;
    const row = await read(companyId);
    if (!row || !allowed(row)) throw new SpvUnavailableError(companyId, row?.status ?? 'inactive');
    const current = fresh(row) ? held(row) : null;
    return current ?? refreshShared(companyId, row.tokenVersion);
  }

  async function run<T>(
    companyId: string,
    allowed: (row: SpvConnectionRow) => boolean,
    markForbidden: boolean,
    fn: (api: EfacturaApi, context: SpvCallContext) => Promise<T>,
  ): Promise<T> {
    const first = await token(companyId, allowed);
    try {
      return await fn(deps.api, { accessToken: first.accessToken, cif: first.cif });
    } catch (error) {
      if (!(error instanceof AnafCallError)) throw error;
      if (error.kind === 'forbidden') {
        if (markForbidden) await deps.markUnauthorized(companyId, error.message);
        throw error;
      }
      if (error.kind !== 'unauthorized') throw error;
    }
    // 401: the access token was refused; refresh once (or take another caller's) and try again.
    const second = await refreshShared(companyId, first.version, true);
    try {
      return await fn(deps.api, { accessToken: second.accessToken, cif: second.cif });
    } catch (error) {
      if (error instanceof AnafCallError && (error.kind === 'forbidden' || error.kind === 'unauthorized')) {
        if (markForbidden) await deps.markUnauthorized(companyId, error.message);
      }
      throw error;
    }
  }

  return {
    api: deps.api,
    async isActive(companyId) {
      const row = await read(companyId);
      return spvActiveLike(row?.status);
    },
    call: (companyId, fn) => run(companyId, (row) => row.status === 'active', true, fn),
    probe: (companyId, fn) => run(companyId, (row) => spvActiveLike(row.status), false, fn),
    async refreshNow(companyId) {
      const row = await read(companyId);
      if (!row || !spvActiveLike(row.status))
        throw new SpvUnavailableError(companyId, row?.status ?? 'inactive');
      await refreshShared(companyId, row.tokenVersion, true);
    },
    stats: () => ({ refreshes }),
  };
}
