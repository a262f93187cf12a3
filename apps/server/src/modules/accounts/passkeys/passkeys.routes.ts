import { identitySchema } from '@app/domain/auth/auth.schemas';
import {
  passkeyListSchema,
  passkeyLoginFinishSchema,
  passkeyRegistrationFinishSchema,
  webauthnOptionsSchema,
} from '@app/domain/auth/passkey.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { publicAccess, signedIn } from '../../../platform/auth/access';
import { SESSION_COOKIE } from '../../../platform/auth/sessions';
import { notFound } from '../../../platform/http/errors';
import type { AuthService } from '../auth.service';
import { toIdentity } from '../identity';
import { currentUserOf, loginStepCookie, requestMeta, setSessionCookie } from '../request-helpers';
import type { PasskeyRow } from './passkeys.repo';
import type { Passkeys } from './passkeys.service';
import { relyingPartyOf } from './relying-party';

const tags = ['auth'];
const noContent = { 204: z.null().describe('No content') };
export const PASSKEY_CHALLENGE_COOKIE = 'passkey_challenge';

const toItem = (row: PasskeyRow) => ({
  id: row.id,
  name: row.name,
  backedUp: row.backedUp,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Passkeys of my account, and the passkey sign-in. */
export function registerPasskeyRoutes(
  appInstance: FastifyInstance,
  ctx: AppContext,
  passkeys: Passkeys,
  auth: AuthService,
): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const currentUser = (request: FastifyRequest) => currentUserOf(ctx.database.db, request);
  const rp = (request: FastifyRequest) => relyingPartyOf(ctx.config, request);

  app.get(
    '/v1/auth/passkeys',
    { config: signedIn, schema: { tags, response: { 200: passkeyListSchema } } },
    async (request) => ({ items: (await passkeys.list(await currentUser(request))).map(toItem) }),
  );

  app.post(
    '/v1/auth/passkeys/registration/start',
    { config: signedIn, schema: { tags, response: { 200: webauthnOptionsSchema } } },
    async (request) => ({ ...(await passkeys.registrationOptions(await currentUser(request), rp(request))) }),
  );

  app.post(
    '/v1/auth/passkeys/registration/finish',
    {
      config: signedIn,
      schema: { tags, body: passkeyRegistrationFinishSchema, response: { 201: passkeyListSchema } },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      await passkeys.register(user, request.body, rp(request), requestMeta(request));
      return reply.code(201).send({ items: (await passkeys.list(user)).map(toItem) });
    },
  );

  app.delete(
    '/v1/auth/passkeys/:passkeyId',
    { config: signedIn, schema: { tags, params: z.object({ passkeyId: z.string() }), response: noContent } },
    async (request, reply) => {
      const removed = await passkeys.remove(
        await currentUser(request),
        request.params.passkeyId,
        requestMeta(request),
      );
      if (!removed) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/auth/login/passkey/start',
    { config: publicAccess, schema: { tags, response: { 200: webauthnOptionsSchema } } },
    async (request, reply) => {
      const { options, token } = await passkeys.signInOptions(rp(request));
      reply.setCookie(PASSKEY_CHALLENGE_COOKIE, token, { ...loginStepCookie(request), maxAge: 5 * 60 });
      return { ...options };
    },
  );

  app.post(
    '/v1/auth/login/passkey/finish',
    {
      config: publicAccess,
      schema: { tags, body: passkeyLoginFinishSchema, response: { 200: identitySchema } },
    },
    async (request, reply) => {
      const meta = requestMeta(request);
      const token = request.cookies[PASSKEY_CHALLENGE_COOKIE];
      reply.clearCookie(PASSKEY_CHALLENGE_COOKIE, loginStepCookie(request));
      const userId = await passkeys.signIn(token, request.body.credential, rp(request), meta);
      const signed = await auth.signInProven(userId, meta, request.cookies[SESSION_COOKIE]);
      setSessionCookie(request, reply, signed);
      return toIdentity(signed.user, ctx.config.operators);
    },
  );
}
