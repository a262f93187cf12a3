import {
  recoveryCodesSchema,
  twoFactorFinishSchema,
  twoFactorPasswordSchema,
  twoFactorSetupSchema,
  twoFactorStartSchema,
} from '@app/domain/auth/two-factor.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, signedIn } from '../../../platform/auth/access';
import type { Sessions } from '../../../platform/auth/sessions';
import type { UserRow } from '../accounts.repo';
import { requestMeta, rotateSession } from '../request-helpers';
import type { TwoFactorService } from './two-factor.service';

const tags = ['auth'];
const noContent = { 204: z.null().describe('No content') };

/** My account's two-factor sign-in: setup, recovery codes, deactivation (spec 01 §7). */
export function registerTwoFactorRoutes(
  appInstance: FastifyInstance,
  twoFactor: TwoFactorService,
  currentUser: (request: FastifyRequest) => Promise<UserRow>,
  sessions: Sessions,
): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const meta = requestMeta;

  app.post(
    '/v1/auth/2fa/start',
    {
      config: signedIn,
      schema: { tags, body: twoFactorStartSchema, response: { 200: twoFactorSetupSchema } },
    },
    async (request) => twoFactor.start(await currentUser(request), request.body),
  );

  app.post(
    '/v1/auth/2fa/resend-sms-code',
    { config: signedIn, schema: { tags, response: noContent } },
    async (request, reply) => {
      await twoFactor.resendSetupSms(await currentUser(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/auth/2fa/finish',
    {
      config: signedIn,
      schema: { tags, body: twoFactorFinishSchema, response: { 200: recoveryCodesSchema } },
    },
    async (request, reply) => {
      const recoveryCodes = await twoFactor.finish(
        await currentUser(request),
        request.body,
        requireAuth(request).token,
        meta(request),
      );
      await rotateSession(sessions, request, reply);
      return { recoveryCodes };
    },
  );

  app.post(
    '/v1/auth/2fa/recovery-codes',
    {
      config: signedIn,
      schema: { tags, body: twoFactorPasswordSchema, response: { 200: recoveryCodesSchema } },
    },
    async (request) => ({
      recoveryCodes: await twoFactor.regenerateRecoveryCodes(
        await currentUser(request),
        request.body.password,
        meta(request),
      ),
    }),
  );

  app.delete(
    '/v1/auth/2fa',
    { config: signedIn, schema: { tags, body: twoFactorPasswordSchema, response: noContent } },
    async (request, reply) => {
      await twoFactor.deactivate(
        await currentUser(request),
        request.body.password,
        requireAuth(request).token,
        meta(request),
      );
      await rotateSession(sessions, request, reply);
      return reply.code(204).send(null);
    },
  );
}
