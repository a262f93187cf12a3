import { fieldErrorsFrom } from '@app/domain/validation/rule-codes';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors';

type ValidationIssue = { instancePath: string; message?: string };

/** Field path of a failed rule: "/filters/0/field" -> "filters.0.field". */
const fieldOf = (issue: ValidationIssue) => issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);

/**
 * One shape for every failure: 422 with field rule codes, the status-specific message keys, and
 * for anything unexpected a 500 with the request id only (the details go to the log).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply.code(error.status).send({ message: error.message, ...error.body });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = (error.validation as ValidationIssue[]).map((issue) => ({
        path: fieldOf(issue),
        message: issue.message ?? 'invalid',
      }));
      return reply.code(422).send({ message: 'common.errors.validation', errors: fieldErrorsFrom(issues) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ message: 'common.errors.payload-too-large' });
    if (status === 415) return reply.code(415).send({ message: 'common.errors.unsupported-media-type' });
    if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send({ message: 'common.errors.invalid-json' });
    }
    if (status >= 400 && status < 500)
      return reply.code(status).send({ message: 'common.errors.bad-request' });
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.code(500).send({ message: 'common.errors.internal-server-error', requestId: request.id });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'common.errors.not-found' }));
}
