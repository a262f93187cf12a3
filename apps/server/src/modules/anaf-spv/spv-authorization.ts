import { AnafCallError, type OAuthTokens } from '@app/anaf/spv/efactura-api.types';
import type { SpvConnectionStatus } from '@app/domain/efactura/efactura-states';
import type { SpvPostbackCode } from '@app/domain/efactura/spv-connection.schemas';
import { companyForSpv } from '../companies/company-spv-status';
import { anafSpvRepo } from './anaf-spv.repo';
import { applyChange, lockedRow, type SpvCore } from './anaf-spv.service';
import { readState, type SpvState } from './spv-signing';
import { firstCheckAt } from './spv-timers';

export type AuthorizationInput = { state?: string; code?: string; error?: string };

export type AuthorizationOutcome = {
  postback: SpvPostbackCode;
  status: SpvConnectionStatus | null;
  /** The verified state (which company, which kind), null when it could not be read. */
  state: SpvState | null;
};

/** What the verification call says about a fresh token. */
type Verification = { status: 'active' } | { status: 'pending'; reason: string } | { status: 'refused' };

/**
 * Checks that the token may act for the company's CUI with the cheapest call there is (the list of
 * one day's messages). A 403 is the spec's "certificate not activated or lacking permissions": ANAF
 * takes up to 24 hours after a certificate is registered, so the connection waits as pending.
 */
async function verify(core: SpvCore, cif: string, tokens: OAuthTokens): Promise<Verification> {
  try {
    await core.runtime.api.listMessages({ cif, days: 1 }, tokens.accessToken);
    return { status: 'active' };
  } catch (error) {
    if (!(error instanceof AnafCallError)) throw error;
    if (error.kind === 'limit') return { status: 'active' };
    if (error.kind === 'unauthorized') return { status: 'refused' };
    const reason =
      error.kind === 'forbidden'
        ? 'certificate-not-authorized'
        : `verification-failed: ${error.kind} ${error.message}`.slice(0, 500);
    return { status: 'pending', reason };
  }
}

/**
 * The end of an authorization, whether ANAF's redirect reached the API (the callback route) or the
 * web page (the finish calls): check the state, exchange the code, verify the token for the CUI,
 * store the encrypted tokens and the status, notify. Every way out is one of the postback codes.
 */
export async function completeAuthorization(
  core: SpvCore,
  input: AuthorizationInput,
): Promise<AuthorizationOutcome> {
  const now = core.now();
  const read = input.state ? readState(core.ctx.appKey, input.state, now) : 'invalid';
  if (typeof read === 'string') return { postback: 'generic-error', status: null, state: null };
  const state = read;
  const done = (
    postback: SpvPostbackCode,
    status: SpvConnectionStatus | null = null,
  ): AuthorizationOutcome => ({
    postback,
    status,
    state,
  });
  if (input.error) return done(input.error === 'access_denied' ? 'access_denied' : 'generic-error');
  if (!input.code) return done('missing-code');

  const db = core.ctx.database.db;
  const company = await companyForSpv(db, state.companyId);
  if (!company) return done('generic-error');
  const before = await anafSpvRepo.find(db, company.id);
  if (before?.status === 'active') return done('already-active', 'active');
  if (await anafSpvRepo.otherHolderOf(db, company.businessId, company.id)) return done('system-exists');

  let tokens: OAuthTokens;
  try {
    tokens = await core.runtime.oauth.exchangeCode(input.code);
  } catch {
    return done('access-token');
  }
  const verification = await verify(core, company.businessId, tokens).catch(
    (error: Error): Verification => ({
      status: 'pending',
      reason: `verification-failed: ${error.message}`.slice(0, 500),
    }),
  );
  if (verification.status === 'refused') return done('access-token');

  const outcome = await core.ctx.database.transaction(async (tx) => {
    await anafSpvRepo.lockCif(tx.db, company.businessId);
    if (await anafSpvRepo.otherHolderOf(tx.db, company.businessId, company.id)) return done('system-exists');
    const row = await lockedRow(tx.db, company);
    if (row.status === 'active') return done('already-active', 'active');
    const status = verification.status;
    const accountant = state.kind === 'accountant' ? (state.link?.userName ?? 'accountant') : null;
    await applyChange(
      core,
      tx,
      company,
      {
        status,
        cif: company.businessId,
        accessTokenEnc: core.crypto.encrypt(tokens.accessToken),
        refreshTokenEnc: core.crypto.encrypt(tokens.refreshToken),
        accessExpiresAt: tokens.expiresAt,
        refreshedAt: now,
        tokenVersion: row.tokenVersion + 1,
        activatedAt: status === 'active' ? now : null,
        activatedByUserId: state.userId,
        activatedByAccountant: accountant,
        statusSince: now,
        nextCheckAt: status === 'pending' ? firstCheckAt('pending', now) : null,
        lastError: verification.status === 'pending' ? verification.reason : null,
      },
      status !== 'active'
        ? null
        : accountant
          ? 'my-companies-anaf-spv-activated-by-accountant'
          : 'my-companies-anaf-spv-activated',
    );
    return done(status === 'active' ? 'success' : 'pending', status);
  });
  // Tokens that were not kept are given back to ANAF.
  if (outcome.postback !== 'success' && outcome.postback !== 'pending') {
    await core.runtime.oauth.revoke(tokens.refreshToken).catch(() => undefined);
  }
  return outcome;
}
