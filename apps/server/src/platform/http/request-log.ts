import type { FastifyInstance } from 'fastify';
import { redactUrl } from './log-redaction';

/** One log line per request, with the request id that a 500 answer also carries; no secrets of URLs. */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        reqId: request.id,
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}
