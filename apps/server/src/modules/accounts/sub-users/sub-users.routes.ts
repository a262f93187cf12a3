import { identitySchema } from '@app/domain/auth/auth.schemas';
import {
  invitationAcceptSchema,
  subUserInputSchema,
  subUserListSchema,
  subUserSchema,
} from '@app/domain/sub-users/sub-user.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canGlobally, publicAccess, requireAuth } from '../../../platform/auth/access';
import { SESSION_COOKIE } from '../../../platform/auth/sessions';
import type { AuthService } from '../auth.service';
import { toIdentity } from '../identity';
import { requestMeta, setSessionCookie } from '../request-helpers';
import type { SubUsers } from './sub-users.service';

const tags = ['sub-users'];
const noContent = { 204: z.null().describe('No content') };
const params = z.object({ userId: z.string().uuid() });

/** Users and permissions (`/management/users`), and the invitee's one-time link. */
export function registerSubUserRoutes(
  appInstance: FastifyInstance,
  subUsers: SubUsers,
  auth: AuthService,
  /** PLATFORM_OPERATORS, for the identity an accepted invitation signs in with. */
  operators: readonly string[],
): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/sub-users',
    { config: canGlobally('sub-users.read'), schema: { tags, response: { 200: subUserListSchema } } },
    async (request) => ({ items: await subUsers.list(requireAuth(request).user) }),
  );

  app.post(
    '/v1/sub-users',
    {
      config: canGlobally('sub-users.write'),
      schema: { tags, body: subUserInputSchema, response: { 201: subUserSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await subUsers.invite(requireAuth(request).user, request.body)),
  );

  app.put(
    '/v1/sub-users/:userId',
    {
      config: canGlobally('sub-users.write'),
      schema: { tags, params, body: subUserInputSchema, response: { 200: subUserSchema } },
    },
    async (request) => subUsers.update(requireAuth(request).user, request.params.userId, request.body),
  );

  app.delete(
    '/v1/sub-users/:userId',
    { config: canGlobally('sub-users.delete'), schema: { tags, params, response: noContent } },
    async (request, reply) => {
      await subUsers.remove(requireAuth(request).user, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/sub-users/:userId/invitation',
    { config: canGlobally('sub-users.write'), schema: { tags, params, response: noContent } },
    async (request, reply) => {
      await subUsers.resendInvitation(requireAuth(request).user, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/auth/invitation/:token',
    {
      config: publicAccess,
      schema: {
        tags: ['auth'],
        params: z.object({ token: z.string().max(200) }),
        response: { 200: z.object({ email: z.string(), fname: z.string(), lname: z.string() }) },
      },
    },
    async (request) => {
      const user = await subUsers.invitation(request.params.token);
      return { email: user.email, fname: user.fname, lname: user.lname };
    },
  );

  app.post(
    '/v1/auth/invitation/accept',
    {
      config: publicAccess,
      schema: { tags: ['auth'], body: invitationAcceptSchema, response: { 200: identitySchema } },
    },
    async (request, reply) => {
      const meta = requestMeta(request);
      const user = await subUsers.accept(request.body.token, request.body.password, meta);
      const signed = await auth.signInProven(user.id, meta, request.cookies[SESSION_COOKIE]);
      setSessionCookie(request, reply, signed);
      return toIdentity(signed.user, operators);
    },
  );
}
