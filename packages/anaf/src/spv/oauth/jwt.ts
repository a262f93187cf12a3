import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact JWS with HS256, the one shape the simulator issues (`token_content_type=jwt`). Only what a
 * token server and its tests need: sign, check the signature and read the claims. Expiry is the
 * caller's business, because the caller owns the clock.
 */

export type JwtClaims = Record<string, unknown> & { exp?: number; iat?: number; sub?: string };

const base64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function signature(input: string, secret: string | Buffer): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signJwt(claims: JwtClaims, secret: string | Buffer): string {
  const input = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${input}.${signature(input, secret).toString('base64url')}`;
}

/** The claims of a JWT without checking anything: what a client may read from its own token. */
export function decodeJwt(token: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0] ?? '', 'base64url').toString('utf8')) as unknown;
    const claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as unknown;
    if (typeof header !== 'object' || header === null) return null;
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
    return claims as JwtClaims;
  } catch {
    return null;
  }
}

/** The claims when the token is an HS256 JWT signed with `secret`, else null. */
export function verifyJwtSignature(token: string, secret: string | Buffer): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sent] = parts as [string, string, string];
  let alg: unknown;
  try {
    alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg;
  } catch {
    return null;
  }
  // Only HS256: a token that names another algorithm ("none" above all) is refused outright.
  if (alg !== 'HS256') return null;
  const expected = signature(`${header}.${payload}`, secret);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return decodeJwt(token);
}
