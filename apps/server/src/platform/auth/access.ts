import type { Permission } from '@app/domain/permissions/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, HttpError, notFound, unauthenticated } from '../http/errors';
import { CSRF_COOKIE, CSRF_HEADER, type Csrf } from './csrf';
import { SESSION_COOKIE, type SessionRow, type Sessions } from './sessions';

/** Who may call a route. Declared once per route; a route without one needs a session. */
export type Access =
  | { kind: 'public' }
  | { kind: 'service' }
  | { kind: 'signed-in' }
  | { kind: 'verified' }
  | { kind: 'company'; permission: Permission }
  | { kind: 'global'; permission: Permission }
  /** The platform's operator (PLATFORM_OPERATORS), above every tenant: billing administration. */
  | { kind: 'operator' };

export const publicAccess = { access: { kind: 'public' } } as const satisfies { access: Access };
/**
 * A call from another service that proves itself by a signature of its body (the payment provider's
 * webhooks): no session and no CSRF token, as no browser makes it; the handler checks the signature.
 */
export const serviceCall = { access: { kind: 'service' } } as const satisfies { access: Access };
export const signedIn = { access: { kind: 'signed-in' } } as const satisfies { access: Access };
export const verified = { access: { kind: 'verified' } } as const satisfies { access: Access };
/** Company route: the session's tenant must own :companyId and the user must hold the permission there. */
export const can = (permission: Permission) =>
  ({ access: { kind: 'company', permission } }) as const satisfies { access: Access };

export const operatorOnly = { access: { kind: 'operator' } } as const satisfies { access: Access };

/** Account-level route (not tied to one company): the user's global grants must hold the permission. */
export const canGlobally = (permission: Permission) =>
  ({ access: { kind: 'global', permission } }) as const satisfies { access: Access };

export type AuthUser = { id: string; tenantId: string; role: 'admin' | 'member'; emailVerified: boolean };
export type AuthContext = { user: AuthUser; session: SessionRow; token: string };
export type CompanyScope = { id: string; permissions: Set<string> };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    company: CompanyScope | null;
  }
}

export type AccessResolvers = {
  sessions: Sessions;
  csrf: Csrf;
  /** The signed-in user of a session, or null when the account is gone or scheduled for deletion. */
  userOf(session: SessionRow): Promise<AuthUser | null>;
  /** Effective permissions of the user on a company, or null when the company is not theirs. */
  companyPermissions(user: AuthUser, companyId: string): Promise<Set<string> | null>;
  /** Permissions the user holds on every company (an admin: all). */
  globalPermissions(user: AuthUser): Promise<Set<string>>;
  /** Whether the user is one of the platform's operators. */
  isOperator(user: AuthUser): Promise<boolean>;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export function requireCompany(request: FastifyRequest): CompanyScope {
  if (!request.company) throw forbidden();
  return request.company;
}

export type RouteAccess = { method: string; url: string; access: Access };
const routeAccesses = new WeakMap<FastifyInstance, RouteAccess[]>();

/** Every route of the app with its access declaration (the permission table test walks them). */
export const accessOfRoutes = (app: FastifyInstance): readonly RouteAccess[] => routeAccesses.get(app) ?? [];

/**
 * Enforces every route's access declaration before the body is read. Company routes must declare
 * a permission: registering one without it fails at start, so no later route can forget.
 */
export function installAccess(app: FastifyInstance, resolvers: AccessResolvers): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('company', null);

  const routes: RouteAccess[] = [];
  routeAccesses.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (route.url.includes(':companyId') && route.config?.access?.kind !== 'company') {
      throw new Error(`${route.method} ${route.url} is a company route and must declare can('<permission>')`);
    }
    const access: Access = route.config?.access ?? { kind: 'signed-in' };
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config?.access ?? { kind: 'signed-in' };
    if (!request.routeOptions.url) return; // not found: the 404 handler answers

    if (access.kind === 'service') return;
    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      if (
        !resolvers.csrf.verify(request.cookies[CSRF_COOKIE], typeof header === 'string' ? header : undefined)
      ) {
        throw new HttpError(422, 'common.errors.csrf', { errors: { csrf: 'invalid' } });
      }
    }

    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const session = await resolvers.sessions.find(token);
      const user = session ? await resolvers.userOf(session) : null;
      if (session && user) {
        request.auth = { user, session, token };
        await resolvers.sessions.touch(session);
      }
    }

    if (access.kind === 'public') return;
    if (!request.auth) throw unauthenticated();
    if (access.kind === 'signed-in') return;
    if (!request.auth.user.emailVerified) throw new HttpError(403, 'common.errors.email-not-verified');
    if (access.kind === 'verified') return;
    if (access.kind === 'operator') {
      if (!(await resolvers.isOperator(request.auth.user))) throw forbidden();
      return;
    }
    if (access.kind === 'global') {
      const permissions = await resolvers.globalPermissions(request.auth.user);
      if (!permissions.has(access.permission)) throw forbidden();
      return;
    }

    const companyId = (request.params as { companyId?: string }).companyId ?? '';
    if (!UUID.test(companyId)) throw notFound();
    const permissions = await resolvers.companyPermissions(request.auth.user, companyId);
    if (!permissions) throw notFound();
    if (!permissions.has(access.permission)) throw forbidden();
    request.company = { id: companyId, permissions };
  });
}
