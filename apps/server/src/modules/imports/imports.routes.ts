import {
  importRequestSchema,
  importSchema,
  importValidationSchema,
} from '@app/domain/imports/import.schemas';
import { IMPORT_ENTITIES } from '@app/domain/imports/import-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, requireAuth, requireCompany } from '../../platform/auth/access';
import type { ImportsService } from './imports.service';

const tags = ['imports'];
const collectionParams = z.object({ companyId: z.string() });
const itemParams = collectionParams.extend({ importId: z.string() });
/** A thousand rows of thirty cells are well past the API's usual 1 MiB. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Per entity, under /v1/my-companies/{companyId}/imports/{partners|products}: validate the matched
 * rows, start the import, follow its progress. Writing the catalogue is what an import does, so
 * each needs that catalogue's write permission.
 */
export function registerImportRoutes(appInstance: FastifyInstance, service: ImportsService): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  for (const entity of IMPORT_ENTITIES) {
    const config = can(`${entity}.write`);
    const base = `/v1/my-companies/:companyId/imports/${entity}`;

    /** The two calls that take the file's rows: the same body, a larger limit. */
    const withRows = <R extends Record<number, z.ZodType>>(response: R) => ({
      config,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, params: collectionParams, body: importRequestSchema, response },
    });

    app.post(`${base}/validate`, withRows({ 200: importValidationSchema }), async (request) =>
      service.validate(requireCompany(request).id, entity, request.body),
    );

    app.post(base, withRows({ 201: importSchema }), async (request, reply) => {
      const started = await service.start(
        requireAuth(request).user,
        requireCompany(request).id,
        entity,
        request.body,
      );
      return reply.code(201).send(started);
    });

    app.get(
      `${base}/:importId`,
      { config, schema: { tags, params: itemParams, response: { 200: importSchema } } },
      async (request) => service.get(requireCompany(request).id, entity, request.params.importId),
    );
  }
}
