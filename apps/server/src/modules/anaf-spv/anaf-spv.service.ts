import type { SpvConnection, SpvErrorCode } from '@app/domain/efactura/spv-connection.schemas';
import type { NotificationType } from '@app/domain/notifications/notification.schemas';
import type { AppContext } from '../../app-context';
import type { Db, Tx } from '../../db/client';
import type { AnafRuntime } from '../../platform/anaf/anaf-runtime';
import type { TokenCrypto } from '../../platform/anaf/token-crypto';
import type { AuthUser } from '../../platform/auth/access';
import { HttpError, notFound } from '../../platform/http/errors';
import { companyForSpv, setCompanySpvStatus } from '../companies/company-spv-status';
import type { NotificationsService } from '../notifications/notifications.service';
import { anafSpvRepo, type SpvConnectionPatch, type SpvConnectionRow } from './anaf-spv.repo';
import { signState } from './spv-signing';
import { firstCheckAt } from './spv-timers';
import type { SpvTokenAccess } from './spv-token-access';

export const refused = (code: SpvErrorCode, field = 'anafSpv') =>
  new HttpError(422, `anaf-spv.errors.${code}`, { errors: { [field]: [code] } });

export type SpvCore = {
  ctx: AppContext;
  runtime: AnafRuntime;
  access: SpvTokenAccess;
  crypto: TokenCrypto;
  notifications: NotificationsService;
  now: () => Date;
};

export type SpvCompany = NonNullable<Awaited<ReturnType<typeof companyForSpv>>>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toConnectionView(
  row: SpvConnectionRow | null,
  company: SpvCompany,
  simulated: boolean,
): SpvConnection {
  return {
    status: row?.status ?? 'inactive',
    cif: row?.cif ?? company.businessId,
    certificateExpiresAt: row?.certificateExpiresAt ?? null,
    activatedAt: iso(row?.activatedAt ?? null),
    activatedByAccountant: row?.activatedByAccountant ?? null,
    statusSince: iso(row?.statusSince ?? null),
    nextCheckAt: iso(row?.nextCheckAt ?? null),
    lastError: row?.lastError ?? null,
    autoSendAfterHours: row?.autoSendAfterHours ?? null,
    lastSyncAt: iso(row?.lastSyncAt ?? null),
    refreshedAt: iso(row?.refreshedAt ?? null),
    simulator: simulated,
  };
}

/**
 * Writes a connection change and the company's copy of its status in one transaction, with the
 * notification of the change when there is one.
 */
export async function applyChange(
  core: SpvCore,
  tx: Tx,
  company: SpvCompany,
  patch: SpvConnectionPatch,
  notify: NotificationType | null,
): Promise<SpvConnectionRow | null> {
  const row = await anafSpvRepo.update(tx.db, company.id, patch);
  if (patch.status) await setCompanySpvStatus(tx.db, company.id, { status: patch.status });
  if (notify)
    await core.notifications.notify(tx, { tenantId: company.tenantId, companyId: company.id, type: notify });
  return row;
}

/** The company's row, created empty (inactive, its CUI) when it has none, locked in `tx`. */
export async function lockedRow(db: Db, company: SpvCompany): Promise<SpvConnectionRow> {
  const row = await anafSpvRepo.lock(db, company.id);
  if (row) return row;
  await anafSpvRepo.upsert(db, { companyId: company.id, cif: company.businessId, status: 'inactive' });
  const created = await anafSpvRepo.lock(db, company.id);
  if (!created) throw new Error('SPV connection row missing');
  return created;
}

export function createAnafSpvService(core: SpvCore) {
  const { ctx } = core;
  const db = () => ctx.database.db;

  async function company(companyId: string): Promise<SpvCompany> {
    const found = await companyForSpv(db(), companyId);
    if (!found) throw notFound();
    return found;
  }

  const view = async (companyId: string) => {
    const found = await company(companyId);
    return toConnectionView(await anafSpvRepo.find(db(), companyId), found, core.runtime.simulated);
  };

  /** Revokes both tokens at ANAF; a failure there does not keep the connection alive here. */
  async function revoke(row: SpvConnectionRow | null): Promise<void> {
    for (const stored of [row?.refreshTokenEnc, row?.accessTokenEnc]) {
      if (!stored) continue;
      try {
        await core.runtime.oauth.revoke(core.crypto.decrypt(stored));
      } catch {
        // ANAF unreachable or the token already gone: it expires on its own.
      }
    }
  }

  return {
    view,

    /** What deleting the company leaves to do at ANAF: revoking the tokens it still holds. */
    async revokeOnDeletion(companyId: string): Promise<(() => Promise<void>) | null> {
      const row = await anafSpvRepo.find(db(), companyId);
      return row?.refreshTokenEnc || row?.accessTokenEnc ? () => revoke(row) : null;
    },

    /** The ANAF authorization page for a user of the company. */
    async start(user: AuthUser, companyId: string): Promise<{ url: string }> {
      const found = await company(companyId);
      const row = await anafSpvRepo.find(db(), companyId);
      if (row?.status === 'active') throw refused('already-active');
      if (await anafSpvRepo.otherHolderOf(db(), found.businessId, companyId)) throw refused('system-exists');
      const state = signState(ctx.appKey, { companyId, userId: user.id, kind: 'owner' }, core.now());
      return { url: authorizeUrl(core, state, found.businessId) };
    },

    async setCertificateDate(companyId: string, date: string | null): Promise<SpvConnection> {
      const found = await company(companyId);
      await ctx.database.transaction(async (tx) => {
        await lockedRow(tx.db, found);
        // A new date starts its own notices.
        await anafSpvRepo.update(tx.db, companyId, { certificateExpiresAt: date, certificateNotices: [] });
        await setCompanySpvStatus(tx.db, companyId, { certificateExpirationDate: date });
      });
      return view(companyId);
    },

    async setSettings(companyId: string, autoSendAfterHours: number | null): Promise<SpvConnection> {
      const found = await company(companyId);
      await ctx.database.transaction(async (tx) => {
        await lockedRow(tx.db, found);
        await anafSpvRepo.update(tx.db, companyId, { autoSendAfterHours });
      });
      return view(companyId);
    },

    /** Deactivation: tokens revoked at ANAF and forgotten here, status inactive, the owner notified. */
    async deactivate(companyId: string): Promise<SpvConnection> {
      const found = await company(companyId);
      const before = await anafSpvRepo.find(db(), companyId);
      if (!before || (before.status === 'inactive' && !before.refreshTokenEnc))
        throw refused('not-connected');
      await revoke(before);
      await ctx.database.transaction(async (tx) => {
        const row = await lockedRow(tx.db, found);
        const wasLive = row.status !== 'inactive';
        await applyChange(
          core,
          tx,
          found,
          {
            status: 'inactive',
            statusSince: core.now(),
            nextCheckAt: null,
            accessTokenEnc: null,
            refreshTokenEnc: null,
            accessExpiresAt: null,
            lastError: null,
            tokenVersion: row.tokenVersion + 1,
          },
          wasLive ? 'my-companies-anaf-spv-deactivated' : null,
        );
      });
      return view(companyId);
    },

    /** A 403 or a refused refresh: the connection stops calling and is re-checked every hour. */
    async markUnauthorized(companyId: string, reason: string): Promise<void> {
      const found = await companyForSpv(db(), companyId);
      if (!found) return;
      await ctx.database.transaction(async (tx) => {
        const row = await anafSpvRepo.lock(tx.db, companyId);
        if (row?.status !== 'active') return;
        const now = core.now();
        await applyChange(
          core,
          tx,
          found,
          {
            status: 'unauthorized',
            statusSince: now,
            nextCheckAt: firstCheckAt('unauthorized', now),
            lastError: reason.slice(0, 500),
          },
          null,
        );
      });
    },
  };
}
export type AnafSpvService = ReturnType<typeof createAnafSpvService>;

/**
 * ANAF's authorization page. The simulator's page takes the company's CUI as a hint (ANAF's own
 * page asks for the certificate and knows the CUIs it may act for).
 */
export function authorizeUrl(core: SpvCore, state: string, cif: string): string {
  const url = core.runtime.oauth.authorizeUrl(state);
  return core.runtime.simulated
    ? `${url}${url.includes('?') ? '&' : '?'}login_hint=${encodeURIComponent(cif)}`
    : url;
}
