import {
  accountantInvitationSchema,
  accountantLinkParamsSchema,
  accountantVerifySchema,
  certificateDateBodySchema,
  spvConnectionSchema,
  spvFinishBodySchema,
  spvFinishResponseSchema,
  spvSettingsBodySchema,
  spvStartResponseSchema,
} from '@app/domain/efactura/spv-connection.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { can, publicAccess, requireAuth, requireCompany } from '../../platform/auth/access';
import { ValidationError } from '../../platform/http/errors';
import type { SpvCore } from './anaf-spv.service';
import { type AnafSpvService, refused } from './anaf-spv.service';
import { type AccountantService, accountantPageUrl } from './spv-accountant';
import { type AuthorizationOutcome, completeAuthorization } from './spv-authorization';
import { readState } from './spv-signing';

const tags = ['anaf-spv'];
const params = z.object({ companyId: z.string() });
const read = can('anaf-spv.ro-e-factura.read');
const write = can('anaf-spv.ro-e-factura.write');
/** Deactivating the connection drops the company's ANAF authorisation: it has to be granted again. */
const remove = can('anaf-spv.ro-e-factura.delete');
const callbackQuery = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
const linkQuery = accountantLinkParamsSchema.partial();

/** Where the browser lands after ANAF: the company's SPV page, or the accountant's page. */
export function postbackLocation(appUrl: string, outcome: AuthorizationOutcome): string {
  const base = appUrl.replace(/\/+$/, '');
  const { state, postback } = outcome;
  if (state?.kind === 'accountant' && state.link) return accountantPageUrl(base, { postback, ...state.link });
  if (state) return `${base}/my-companies/${state.companyId}/anaf-spv?postback=${postback}`;
  return `${base}/my-companies?postback=${postback}`;
}

/**
 * /v1/my-companies/{id}/anaf-spv/... (read: `anaf-spv.ro-e-factura.read`, changes:
 * `anaf-spv.ro-e-factura.write`, deactivation: `anaf-spv.ro-e-factura.delete`) and the public ANAF
 * callback and accountant calls under /v1/anaf-spv/. The public link calls are throttled per address: a wrong signature counts as a
 * failed attempt, as a wrong password does.
 */
export function registerAnafSpvRoutes(
  appInstance: FastifyInstance,
  ctx: AppContext,
  core: SpvCore,
  service: AnafSpvService,
  accountant: AccountantService,
): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/my-companies/:companyId/anaf-spv';
  const connection = { 200: spvConnectionSchema };

  app.get(base, { config: read, schema: { tags, params, response: connection } }, async (request) =>
    service.view(requireCompany(request).id),
  );
  app.post(
    `${base}/start`,
    { config: write, schema: { tags, params, response: { 200: spvStartResponseSchema } } },
    async (request) => service.start(requireAuth(request).user, requireCompany(request).id),
  );
  app.post(
    `${base}/finish`,
    {
      config: write,
      schema: { tags, params, body: spvFinishBodySchema, response: { 200: spvFinishResponseSchema } },
    },
    async (request) => {
      const state = readState(ctx.appKey, request.body.token, core.now());
      if (
        typeof state === 'string' ||
        state.companyId !== requireCompany(request).id ||
        state.kind !== 'owner'
      )
        throw refused('invalid-state', 'token');
      const { token, code, error } = request.body;
      const outcome = await completeAuthorization(core, { state: token, code, error });
      return { postback: outcome.postback, status: outcome.status };
    },
  );
  app.put(
    `${base}/certificate-expiration-date`,
    { config: write, schema: { tags, params, body: certificateDateBodySchema, response: connection } },
    async (request) => service.setCertificateDate(requireCompany(request).id, request.body.date),
  );
  // Clearing the reminder date is an edit of the setting its PUT sets: it deletes nothing.
  app.delete(
    `${base}/certificate-expiration-date`,
    { config: write, schema: { tags, params, response: connection } },
    async (request) => service.setCertificateDate(requireCompany(request).id, null),
  );
  app.put(
    `${base}/settings`,
    { config: write, schema: { tags, params, body: spvSettingsBodySchema, response: connection } },
    async (request) => service.setSettings(requireCompany(request).id, request.body.autoSendAfterHours),
  );
  app.delete(base, { config: remove, schema: { tags, params, response: connection } }, async (request) =>
    service.deactivate(requireCompany(request).id),
  );
  for (const method of ['get', 'post'] as const) {
    app[method](
      `${base}/accountant`,
      { config: write, schema: { tags, params, response: { 200: accountantInvitationSchema } } },
      async (request) => accountant.invitation(requireAuth(request).user, requireCompany(request).id),
    );
  }

  // ANAF's redirect: no session needed (the signed state says which company and who).
  app.get(
    '/v1/anaf-spv/oauth/callback',
    { config: publicAccess, schema: { tags, querystring: callbackQuery } },
    async (request, reply) => {
      const outcome = await completeAuthorization(core, request.query).catch(
        (error: unknown): AuthorizationOutcome => {
          // The browser still lands on the page, with the generic error, rather than on a bare 500.
          request.log.error({ err: error }, 'SPV authorization failed');
          const state = request.query.state
            ? readState(ctx.appKey, request.query.state, core.now())
            : 'invalid';
          return { postback: 'generic-error', status: null, state: typeof state === 'string' ? null : state };
        },
      );
      return reply
        .code(302)
        .header('cache-control', 'no-store')
        .redirect(postbackLocation(ctx.config.appUrl, outcome));
    },
  );

  const throttled = async <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> => {
    const key = `anaf-spv-link:ip:${request.ip}`;
    await ctx.throttle.assertAllowed([key]);
    try {
      return await work();
    } catch (error) {
      // A forged signature is what guessing looks like; an expired genuine link is not.
      if (error instanceof ValidationError && error.errors.sig?.includes('invalid'))
        await ctx.throttle.recordFailure([key]);
      throw error;
    }
  };

  app.get(
    '/v1/anaf-spv/accountant/verify',
    {
      config: publicAccess,
      schema: { tags, querystring: linkQuery, response: { 200: accountantVerifySchema } },
    },
    async (request) => throttled(request, () => accountant.verify(request.query)),
  );
  app.post(
    '/v1/anaf-spv/accountant/start',
    { config: publicAccess, schema: { tags, body: linkQuery, response: { 200: spvStartResponseSchema } } },
    async (request) => throttled(request, () => accountant.start(request.body)),
  );
  app.post(
    '/v1/anaf-spv/accountant/finish',
    {
      config: publicAccess,
      schema: { tags, body: spvFinishBodySchema, response: { 200: spvFinishResponseSchema } },
    },
    async (request) => {
      const state = readState(ctx.appKey, request.body.token, core.now());
      if (typeof state === 'string' || state.kind !== 'accountant') throw refused('invalid-state', 'token');
      const { token, code, error } = request.body;
      const outcome = await completeAuthorization(core, { state: token, code, error });
      return { postback: outcome.postback, status: outcome.status };
    },
  );
}
