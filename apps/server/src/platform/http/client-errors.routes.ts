import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../auth/access';

const clientErrorSchema = z.object({
  message: z.string().max(2000),
  status: z.number().int().nullable(),
  url: z.string().max(2000),
  context: z.string().max(200).nullable(),
  data: z.unknown(),
  stack: z.string().max(8000).nullable(),
});

/** Largest answer data kept from a report, so one report cannot flood the log. */
const DATA_MAX_CHARS = 4000;

/**
 * The browser's error reports (spec 01 §8: unexpected answers, lost connections after the retries,
 * programming errors) land in the server log, one warning line each, next to the request log.
 */
export function registerClientErrorRoutes(appInstance: FastifyInstance): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/v1/client-errors',
    { config: publicAccess, bodyLimit: 32 * 1024, schema: { hide: true, body: clientErrorSchema } },
    async (request, reply) => {
      const { data, ...report } = request.body;
      const text = data === undefined ? undefined : JSON.stringify(data)?.slice(0, DATA_MAX_CHARS);
      request.log.warn({ clientError: { ...report, data: text } }, 'browser error report');
      return reply.code(204).send();
    },
  );
}
