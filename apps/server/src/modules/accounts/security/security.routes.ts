import {
  type SecurityEventType,
  securityEventListSchema,
  sessionListSchema,
} from '@app/domain/auth/security.schemas';
import { describeUserAgent } from '@app/domain/auth/sign-in-origin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { requireAuth, signedIn } from '../../../platform/auth/access';
import { publicSessionId } from '../../../platform/auth/sessions';
import { notFound } from '../../../platform/http/errors';
import { requestMeta } from '../request-helpers';
import { securityLog } from './security-log';

const tags = ['auth'];
const noContent = { 204: z.null().describe('No content') };
const SECURITY_LOG_SHOWN = 50;

const deviceOf = (row: { ip: string | null; userAgent: string | null }) => ({
  ip: row.ip,
  ...describeUserAgent(row.userAgent),
});

/** My account's sessions (device, address, last seen; end one or all others) and security log. */
export function registerSecurityRoutes(appInstance: FastifyInstance, ctx: AppContext): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const { sessions, database } = ctx;
  const meta = requestMeta;

  app.get(
    '/v1/auth/sessions',
    { config: signedIn, schema: { tags, response: { 200: sessionListSchema } } },
    async (request) => {
      const auth = requireAuth(request);
      const rows = await sessions.listOfUser(auth.user.id);
      return {
        items: rows.map((row) => ({
          id: publicSessionId(row.id),
          current: sessions.isToken(row, auth.token),
          ...deviceOf(row),
          rememberMe: row.rememberMe,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
        })),
      };
    },
  );

  app.delete(
    '/v1/auth/sessions/:sessionId',
    { config: signedIn, schema: { tags, params: z.object({ sessionId: z.string() }), response: noContent } },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (!(await sessions.destroyOfUser(auth.user.id, request.params.sessionId))) throw notFound();
      await securityLog.record(database.db, auth.user.id, 'session-ended', meta(request));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/v1/auth/sessions',
    { config: signedIn, schema: { tags, response: noContent } },
    async (request, reply) => {
      const auth = requireAuth(request);
      await sessions.destroyOthersOfUser(auth.user.id, auth.token);
      await securityLog.record(database.db, auth.user.id, 'other-sessions-ended', meta(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/auth/security-events',
    { config: signedIn, schema: { tags, response: { 200: securityEventListSchema } } },
    async (request) => {
      const rows = await securityLog.latest(database.db, requireAuth(request).user.id, SECURITY_LOG_SHOWN);
      return {
        items: rows.map((row) => ({
          id: row.id,
          type: row.type as SecurityEventType,
          ...deviceOf(row),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
