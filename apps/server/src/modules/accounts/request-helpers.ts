import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestMeta } from '../../app-context';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/auth/access';
import { SESSION_COOKIE, type Sessions } from '../../platform/auth/sessions';
import { unauthenticated } from '../../platform/http/errors';
import { accountsRepo, type UserRow } from './accounts.repo';
import type { SignedIn } from './auth.service';

/** Where a request came from, for throttling, the sessions list and the security log. */
export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The signed-in user's row, read fresh (a removed account answers 401). */
export async function currentUserOf(db: Db, request: FastifyRequest): Promise<UserRow> {
  const user = await accountsRepo.findById(db, requireAuth(request).user.id);
  if (!user) throw unauthenticated();
  return user;
}

export const cookieBase = (request: FastifyRequest) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

/** Cookies of the sign-in's intermediate steps (second factor, passkey), sent only to the sign-in calls. */
export const loginStepCookie = (request: FastifyRequest) => ({
  ...cookieBase(request),
  path: '/v1/auth/login',
  httpOnly: true,
});

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  signed: Pick<SignedIn, 'token' | 'expiresAt' | 'rememberMe'>,
): void {
  reply.setCookie(SESSION_COOKIE, signed.token, {
    ...cookieBase(request),
    httpOnly: true,
    // Without "remember me" the cookie ends with the browser; the server ends it after idling.
    ...(signed.rememberMe ? { expires: signed.expiresAt } : {}),
  });
}

export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply) =>
  reply.clearCookie(SESSION_COOKIE, { ...cookieBase(request), httpOnly: true });

/** Gives the current session a new id after a change of the account's security, and the cookie with it. */
export async function rotateSession(
  sessions: Sessions,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const rotated = await sessions.rotate(requireAuth(request).token);
  if (rotated) setSessionCookie(request, reply, rotated);
}
