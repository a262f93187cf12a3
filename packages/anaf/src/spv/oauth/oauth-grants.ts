import { randomBytes } from 'node:crypto';
import type { OAuthTokens } from '../efactura-api.types';
import { type JwtClaims, signJwt, verifyJwtSignature } from './jwt';

/**
 * The simulated authorization server's memory: authorization codes, token families (one per
 * authorization: the tokens a code and its refreshes produced), access and refresh tokens, revoked
 * CUIs. Every operation is synchronous, so two requests never interleave between checking a code or
 * a refresh token and marking it used: of two concurrent refreshes with one token, exactly one wins.
 */

export type GrantsOptions = {
  /** Lifetime of an access token (the JWT `exp` and `expires_in`); ANAF's are long (90 days). */
  accessTtlSeconds: number;
  /** Lifetime of a refresh token, counted from its issue (each rotation issues a new one). */
  refreshTtlSeconds: number;
  /** Lifetime of an authorization code. */
  codeTtlSeconds: number;
  now: () => Date;
  secret: string | Buffer;
  /**
   * What presenting an already used authorization code or an already rotated refresh token does.
   * 'refuse' (the default): that call gets invalid_grant and nothing else changes, so a client that
   * lost one answer (or a callback page loaded twice) is not cut off. 'revoke-family': like strict
   * OAuth servers (RFC 6749 section 4.1.2, OAuth 2.0 Security BCP on refresh token rotation), the
   * whole authorization is revoked (its current refresh token and every access token), since the
   * reuse may be a stolen code or token.
   */
  reuse: 'refuse' | 'revoke-family';
};

/** The token endpoint's JSON answer (RFC 6749 section 5.1). */
export type TokenAnswer = {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
};

export type GrantFailure = { error: 'invalid_grant'; error_description: string };

export type IssuedTokens = OAuthTokens & { raw: TokenAnswer };

type Family = {
  clientId: string;
  sub: string;
  cuis: string[];
  /** Sequence number of the authorization: a CUI revoked after it is no longer granted. */
  grantedSeq: number;
  revoked: boolean;
  accessIds: Set<string>;
  refreshToken: string | null;
};

type Code = {
  clientId: string;
  redirectUri: string;
  sub: string;
  cuis: string[];
  expiresAtMs: number;
  grantedSeq: number;
  /** The family the code produced, revoked if the code is presented again (RFC 6749 section 4.1.2). */
  familyId: string | null;
};

type Refresh = { familyId: string; expiresAtMs: number; used: boolean };
type Access = { familyId: string; expired: boolean; expiresAtMs: number };

/** Every this many issued tokens, what can no longer be used is forgotten (the simulator runs for days). */
const SWEEP_EVERY = 500;

export const SCOPE = 'efactura';
const ISSUER = 'anaf-oauth-simulator';

const opaque = () => randomBytes(32).toString('base64url');

export function createGrants(options: GrantsOptions) {
  const codes = new Map<string, Code>();
  const families = new Map<string, Family>();
  const refreshTokens = new Map<string, Refresh>();
  const accessTokens = new Map<string, Access>();
  /** CUI -> sequence number of its revocation. */
  const revokedCuis = new Map<string, number>();
  const knownCuis = new Set<string>();
  let seq = 0;
  let issuedSinceSweep = 0;

  const nowMs = () => options.now().getTime();
  const fail = (error_description: string): GrantFailure => ({ error: 'invalid_grant', error_description });

  function revokeFamily(familyId: string): void {
    const family = families.get(familyId);
    if (!family) return;
    family.revoked = true;
    for (const id of family.accessIds) accessTokens.delete(id);
    family.accessIds.clear();
    if (family.refreshToken) refreshTokens.delete(family.refreshToken);
    family.refreshToken = null;
  }

  /** Forgets expired codes and tokens; a used refresh token is kept until it would have expired, to tell reuse apart. */
  function sweep(now: number): void {
    for (const [key, code] of codes) if (now >= code.expiresAtMs) codes.delete(key);
    for (const [key, refresh] of refreshTokens) if (now >= refresh.expiresAtMs) refreshTokens.delete(key);
    for (const [key, access] of accessTokens)
      if (now >= access.expiresAtMs) {
        accessTokens.delete(key);
        families.get(access.familyId)?.accessIds.delete(key);
      }
  }

  /** A new access token and a new refresh token for the family; the previous refresh token is spent. */
  function issue(familyId: string): IssuedTokens {
    const family = families.get(familyId);
    if (!family) throw new Error(`unknown token family ${familyId}`);
    const now = nowMs();
    if (++issuedSinceSweep >= SWEEP_EVERY) {
      issuedSinceSweep = 0;
      sweep(now);
    }
    const iat = Math.floor(now / 1000);
    const jti = opaque();
    const claims: JwtClaims = {
      iss: ISSUER,
      aud: family.clientId,
      sub: family.sub,
      iat,
      exp: iat + options.accessTtlSeconds,
      jti,
      scope: SCOPE,
      cuis: family.cuis,
    };
    const accessToken = signJwt(claims, options.secret);
    accessTokens.set(jti, { familyId, expired: false, expiresAtMs: (iat + options.accessTtlSeconds) * 1000 });
    family.accessIds.add(jti);
    const refreshToken = opaque();
    refreshTokens.set(refreshToken, {
      familyId,
      expiresAtMs: now + options.refreshTtlSeconds * 1000,
      used: false,
    });
    family.refreshToken = refreshToken;
    const raw: TokenAnswer = {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: options.accessTtlSeconds,
      scope: SCOPE,
    };
    return {
      accessToken,
      refreshToken,
      expiresAt: new Date(iat * 1000 + options.accessTtlSeconds * 1000),
      raw,
    };
  }

  function newFamily(input: { clientId: string; sub: string; cuis: string[]; grantedSeq: number }): string {
    const id = opaque();
    families.set(id, { ...input, revoked: false, accessIds: new Set(), refreshToken: null });
    return id;
  }

  return {
    knownCuis: () => [...knownCuis].sort(),

    /** After the user authorised: a single-use code bound to the client and the redirect URI. */
    createCode(input: { clientId: string; redirectUri: string; sub: string; cuis: string[] }): string {
      const code = opaque();
      for (const cui of input.cuis) knownCuis.add(cui);
      codes.set(code, {
        ...input,
        expiresAtMs: nowMs() + options.codeTtlSeconds * 1000,
        grantedSeq: ++seq,
        familyId: null,
      });
      return code;
    },

    redeemCode(input: { code: string; clientId: string; redirectUri: string }): IssuedTokens | GrantFailure {
      const code = codes.get(input.code);
      if (!code) return fail('unknown authorization code');
      if (code.familyId !== null) {
        if (options.reuse === 'revoke-family') revokeFamily(code.familyId);
        return fail('authorization code already used');
      }
      if (code.clientId !== input.clientId) return fail('authorization code issued to another client');
      if (code.redirectUri !== input.redirectUri)
        return fail('redirect_uri does not match the authorization');
      if (nowMs() >= code.expiresAtMs) {
        codes.delete(input.code);
        return fail('authorization code expired');
      }
      code.familyId = newFamily(code);
      return issue(code.familyId);
    },

    refresh(input: { refreshToken: string; clientId: string }): IssuedTokens | GrantFailure {
      const record = refreshTokens.get(input.refreshToken);
      if (!record) return fail('unknown or revoked refresh token');
      const family = families.get(record.familyId);
      if (!family || family.revoked) return fail('authorization revoked');
      if (family.clientId !== input.clientId) return fail('refresh token issued to another client');
      if (record.used) {
        if (options.reuse === 'revoke-family') revokeFamily(record.familyId);
        return fail('refresh token already used');
      }
      if (nowMs() >= record.expiresAtMs) return fail('refresh token expired');
      record.used = true;
      return issue(record.familyId);
    },

    /** RFC 7009: an unknown token is not an error. A refresh token takes its whole authorization along. */
    revoke(token: string): void {
      const refresh = refreshTokens.get(token);
      if (refresh) {
        revokeFamily(refresh.familyId);
        return;
      }
      const jti = verifyJwtSignature(token, options.secret)?.jti;
      if (typeof jti !== 'string') return;
      const access = accessTokens.get(jti);
      if (!access) return;
      accessTokens.delete(jti);
      families.get(access.familyId)?.accessIds.delete(jti);
    },

    /** Signature, expiry (by the injected clock), not revoked -> the CUIs it may still act for. */
    verify(accessToken: string): { cuis: string[]; sub: string } | null {
      const claims = verifyJwtSignature(accessToken, options.secret);
      if (!claims || typeof claims.jti !== 'string' || typeof claims.exp !== 'number') return null;
      const access = accessTokens.get(claims.jti);
      if (!access || access.expired) return null;
      if (nowMs() >= claims.exp * 1000) return null;
      const family = families.get(access.familyId);
      if (!family || family.revoked) return null;
      const cuis = family.cuis.filter((cui) => (revokedCuis.get(cui) ?? -1) < family.grantedSeq);
      return { cuis, sub: family.sub };
    },

    /** Tokens without the authorize page (tests, seeding): a family of its own. */
    issueTokens(cuis: string[], input: { clientId?: string; sub?: string } = {}): IssuedTokens {
      for (const cui of cuis) knownCuis.add(cui);
      const id = newFamily({
        clientId: input.clientId ?? 'simulator',
        sub: input.sub ?? 'Titular certificat',
        cuis: [...cuis],
        grantedSeq: ++seq,
      });
      return issue(id);
    },

    /** Every access token issued so far stops working (refresh tokens keep working). */
    expireAccessTokens(): void {
      for (const access of accessTokens.values()) access.expired = true;
    },

    /** The certificate lost its right for this CUI: tokens granted before now no longer act for it. */
    revokeCui(cui: string): void {
      revokedCuis.set(cui, ++seq);
    },
  };
}

export type Grants = ReturnType<typeof createGrants>;
