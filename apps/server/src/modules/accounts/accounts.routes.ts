import {
  changeEmailFinishSchema,
  changeEmailStartSchema,
  changePasswordSchema,
  deleteAccountSchema,
  identitySchema,
  loginSchema,
  messageSchema,
  resetPasswordFinishSchema,
  resetPasswordStartSchema,
  signupSchema,
  timezonesSchema,
  updateAccountSchema,
  verifyEmailFinishSchema,
  verifyEmailResendSchema,
} from '@app/domain/auth/auth.schemas';
import { loginTwoFactorSchema, twoFactorChallengeSchema } from '@app/domain/auth/two-factor.schemas';
import { permissionsSchema } from '@app/domain/permissions/permissions.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { publicAccess, requireAuth, signedIn } from '../../platform/auth/access';
import { CSRF_COOKIE } from '../../platform/auth/csrf';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { fieldError } from '../../platform/http/errors';
import type { AccountService } from './account.service';
import type { AuthService } from './auth.service';
import { toIdentity } from './identity';
import { permissionsOf } from './permissions.service';
import {
  clearSessionCookie,
  cookieBase,
  currentUserOf,
  loginStepCookie,
  requestMeta,
  rotateSession,
  setSessionCookie,
} from './request-helpers';
import { timezoneChoices } from './timezones';
import {
  LOGIN_CHALLENGE_COOKIE,
  LOGIN_CHALLENGE_MINUTES,
  type LoginChallenges,
} from './two-factor/login-challenges';
import { registerTwoFactorRoutes } from './two-factor/two-factor.routes';
import type { TwoFactorService } from './two-factor/two-factor.service';

const tags = ['auth'];
const noContent = { 204: z.null().describe('No content') };

export function registerAccountRoutes(
  appInstance: FastifyInstance,
  ctx: AppContext,
  auth: AuthService,
  account: AccountService,
  challenges: LoginChallenges,
  twoFactor: TwoFactorService,
): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const meta = requestMeta;
  const currentUser = (request: FastifyRequest) => currentUserOf(ctx.database.db, request);

  registerTwoFactorRoutes(appInstance, twoFactor, currentUser, ctx.sessions);

  app.get(
    '/v1/auth/csrf-cookie',
    { config: publicAccess, schema: { tags, response: noContent } },
    async (request, reply) => {
      reply.setCookie(CSRF_COOKIE, ctx.csrf.issue(), { ...cookieBase(request), httpOnly: false });
      return reply.code(204).send(null);
    },
  );

  // 202 whether or not the address had an account: the mailed code (or notice) tells the owner.
  app.post(
    '/v1/auth/signup',
    { config: publicAccess, schema: { tags, body: signupSchema, response: { 202: messageSchema } } },
    async (request, reply) => {
      await auth.signup(request.body);
      return reply.code(202).send({ message: 'auth.signup.check-email' });
    },
  );

  // 200 with the identity, or 202 when the account's second factor is still to be given.
  app.post(
    '/v1/auth/login',
    {
      config: publicAccess,
      schema: { tags, body: loginSchema, response: { 200: identitySchema, 202: twoFactorChallengeSchema } },
    },
    async (request, reply) => {
      const outcome = await auth.login(request.body, meta(request), request.cookies[SESSION_COOKIE]);
      if (outcome.kind === 'second-factor') {
        const { token, ...challenge } = outcome.challenge;
        reply.setCookie(LOGIN_CHALLENGE_COOKIE, token, {
          ...loginStepCookie(request),
          maxAge: LOGIN_CHALLENGE_MINUTES * 60,
        });
        return reply.code(202).send(challenge);
      }
      setSessionCookie(request, reply, outcome.signed);
      return reply.code(200).send(toIdentity(outcome.signed.user, ctx.config.operators));
    },
  );

  app.post(
    '/v1/auth/login/2fa',
    { config: publicAccess, schema: { tags, body: loginTwoFactorSchema, response: { 200: identitySchema } } },
    async (request, reply) => {
      const signed = await auth.loginSecondStep(
        request.cookies[LOGIN_CHALLENGE_COOKIE],
        request.body,
        meta(request),
        request.cookies[SESSION_COOKIE],
      );
      reply.clearCookie(LOGIN_CHALLENGE_COOKIE, loginStepCookie(request));
      setSessionCookie(request, reply, signed);
      return toIdentity(signed.user, ctx.config.operators);
    },
  );

  app.post(
    '/v1/auth/login/2fa/resend-sms-code',
    { config: publicAccess, schema: { tags, response: noContent } },
    async (request, reply) => {
      await challenges.resendSms(request.cookies[LOGIN_CHALLENGE_COOKIE]);
      return reply.code(204).send(null);
    },
  );

  // Public so that signing out with an expired session still clears the cookie.
  app.post(
    '/v1/auth/logout',
    { config: publicAccess, schema: { tags, response: noContent } },
    async (request, reply) => {
      if (request.auth) await auth.logout(request.auth.user.id, meta(request));
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/auth/identity',
    { config: signedIn, schema: { tags, response: { 200: identitySchema } } },
    async (request) => toIdentity(await currentUser(request), ctx.config.operators),
  );

  app.post(
    '/v1/auth/reset-password/start',
    {
      config: publicAccess,
      schema: { tags, body: resetPasswordStartSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await auth.resetPasswordStart(request.body.email);
      return { message: 'auth.reset-password.code-sent' };
    },
  );

  app.post(
    '/v1/auth/reset-password/finish',
    { config: publicAccess, schema: { tags, body: resetPasswordFinishSchema, response: noContent } },
    async (request, reply) => {
      await auth.resetPasswordFinish(request.body, meta(request));
      return reply.code(204).send(null);
    },
  );

  // Signed in (an unverified session) or right after sign-up, with the address in the body.
  app.post(
    '/v1/auth/verify-email/resend',
    { config: publicAccess, schema: { tags, body: verifyEmailResendSchema.optional(), response: noContent } },
    async (request, reply) => {
      if (request.auth) await auth.verifyEmailResend(await currentUser(request));
      else if (request.body?.email) await auth.verifyEmailResendTo(request.body.email);
      else throw fieldError('email', 'required');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/auth/verify-email/finish',
    {
      config: publicAccess,
      schema: { tags, body: verifyEmailFinishSchema, response: { 200: identitySchema } },
    },
    async (request, reply) => {
      const { code, email } = request.body;
      if (request.auth)
        return toIdentity(
          await auth.verifyEmailFinish(await currentUser(request), code, meta(request)),
          ctx.config.operators,
        );
      if (!email) throw fieldError('email', 'required');
      const signed = await auth.verifyEmailWithCode(
        email,
        code,
        meta(request),
        request.cookies[SESSION_COOKIE],
      );
      setSessionCookie(request, reply, signed);
      return reply.send(toIdentity(signed.user, ctx.config.operators));
    },
  );

  app.post(
    '/v1/auth/update-account',
    { config: signedIn, schema: { tags, body: updateAccountSchema, response: { 200: identitySchema } } },
    async (request) =>
      toIdentity(await account.update(await currentUser(request), request.body), ctx.config.operators),
  );

  app.post(
    '/v1/auth/change-email/start',
    { config: signedIn, schema: { tags, body: changeEmailStartSchema, response: noContent } },
    async (request, reply) => {
      await account.changeEmailStart(await currentUser(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/auth/change-email/finish',
    { config: signedIn, schema: { tags, body: changeEmailFinishSchema, response: { 200: identitySchema } } },
    async (request, reply) => {
      const changed = await account.changeEmailFinish(
        await currentUser(request),
        request.body.code,
        meta(request),
      );
      await rotateSession(ctx.sessions, request, reply);
      return toIdentity(changed, ctx.config.operators);
    },
  );

  app.post(
    '/v1/auth/change-password',
    { config: signedIn, schema: { tags, body: changePasswordSchema, response: noContent } },
    async (request, reply) => {
      await account.changePassword(
        await currentUser(request),
        request.body,
        requireAuth(request).token,
        meta(request),
      );
      await rotateSession(ctx.sessions, request, reply);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/v1/auth/delete-account',
    {
      config: signedIn,
      schema: {
        tags,
        body: deleteAccountSchema,
        response: { 200: z.object({ deletionScheduledAt: z.string() }) },
      },
    },
    async (request, reply) => {
      const when = await account.requestDeletion(
        await currentUser(request),
        request.body.password,
        meta(request),
      );
      clearSessionCookie(request, reply);
      return { deletionScheduledAt: when.toISOString() };
    },
  );

  app.get(
    '/v1/auth/timezones',
    { config: publicAccess, schema: { tags, response: { 200: timezonesSchema } } },
    async () => timezoneChoices(),
  );

  app.get(
    '/v1/auth/permissions',
    { config: signedIn, schema: { tags, response: { 200: permissionsSchema } } },
    async (request) => permissionsOf(ctx.database.db, await currentUser(request)),
  );
}
