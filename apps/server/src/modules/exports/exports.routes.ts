import { exportJobSchema, exportListSchema, exportRequestSchema } from '@app/domain/exports/export.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, requireAuth, requireCompany } from '../../platform/auth/access';
import { contentDisposition } from '../../platform/http/content-disposition';
import type { ExportsService } from './exports.service';

const tags = ['exports'];
const params = z.object({ companyId: z.string() });
const itemParams = params.extend({ exportId: z.string() });

/** Exports of a company under /v1/my-companies/{companyId}/exports: list, start, download. */
export function registerExportRoutes(appInstance: FastifyInstance, service: ExportsService): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/my-companies/:companyId/exports';

  app.get(
    base,
    { config: can('exports.read'), schema: { tags, params, response: { 200: exportListSchema } } },
    async (request) => ({ items: await service.list(requireCompany(request).id) }),
  );

  app.post(
    base,
    {
      config: can('exports.write'),
      schema: { tags, params, body: exportRequestSchema, response: { 202: exportJobSchema } },
    },
    async (request, reply) => {
      const started = await service.start(
        requireAuth(request).user,
        requireCompany(request).id,
        request.body,
      );
      return reply.code(202).send(started);
    },
  );

  app.get(
    `${base}/:exportId/download`,
    { config: can('exports.read'), schema: { tags, params: itemParams } },
    async (request, reply) => {
      const archive = await service.download(requireCompany(request).id, request.params.exportId);
      if (archive.size !== null) reply.header('content-length', String(archive.size));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(archive.fileName))
        .header('cache-control', 'private, no-store')
        .send(archive.stream);
    },
  );
}
