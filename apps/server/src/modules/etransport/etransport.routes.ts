import { declarationInputSchema } from '@app/domain/etransport/declaration.schemas';
import {
  etransportAccessSchema,
  etransportDetailSchema,
  etransportRowSchema,
} from '@app/domain/etransport/etransport-api.schemas';
import {
  transportConfirmationInputSchema,
  vehicleModificationInputSchema,
} from '@app/domain/etransport/follow-up.schemas';
import { sendEmailInputSchema } from '@app/domain/invoicing/client-document.schemas';
import { listingQuerySchema, listingResultSchema } from '@app/domain/listing/listing.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { can, requireAuth, requireCompany } from '../../platform/auth/access';
import type { Actor, EtransportService } from './etransport.service';
import { etransportAccess } from './etransport-access';
import type { EtransportDocuments } from './etransport-documents';
import { PREFILL_SOURCES, prefillDeclaration } from './etransport-prefill';

const base = '/v1/my-companies/:companyId/etransport';
const tags = ['etransport'];
const read = can('anaf-spv.ro-e-transport.read');
const write = can('anaf-spv.ro-e-transport.write');
const remove = can('anaf-spv.ro-e-transport.delete');
const companyParams = z.object({ companyId: z.string() });
const itemParams = z.object({ companyId: z.string(), id: z.string() });
const detail = { 200: etransportDetailSchema };
const created = { 201: etransportDetailSchema };

const actorOf = (request: FastifyRequest): Actor => ({
  userId: requireAuth(request).user.id,
  permissions: requireCompany(request).permissions,
});

/** The calls of spec 03 §7 under /v1/my-companies/{id}/etransport, and the module's access. */
export function registerEtransportRoutes(
  appInstance: FastifyInstance,
  database: Database,
  service: EtransportService,
  documents: EtransportDocuments,
) {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const company = (request: FastifyRequest) => requireCompany(request).id;

  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        params: companyParams,
        querystring: listingQuerySchema,
        response: { 200: listingResultSchema(etransportRowSchema) },
      },
    },
    async (request) => service.list(company(request), request.query, actorOf(request)),
  );

  app.get(
    `${base}/access`,
    { config: read, schema: { tags, params: companyParams, response: { 200: etransportAccessSchema } } },
    async (request) => etransportAccess(database.db, company(request)),
  );

  app.get(
    `${base}/prefill`,
    {
      config: write,
      schema: {
        tags,
        params: companyParams,
        querystring: z.object({ source: z.enum(PREFILL_SOURCES), documentId: z.string().uuid() }),
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request) =>
      prefillDeclaration(database.db, company(request), request.query.source, request.query.documentId),
  );

  app.post(
    `${base}/declarations`,
    {
      config: write,
      schema: {
        tags,
        params: companyParams,
        querystring: z.object({ correctionOf: z.string().uuid().optional() }),
        body: declarationInputSchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.createDeclaration(
            company(request),
            request.body,
            actorOf(request),
            request.query.correctionOf,
          ),
        ),
  );

  app.put(
    `${base}/:id/declarations`,
    { config: write, schema: { tags, params: itemParams, body: declarationInputSchema, response: detail } },
    async (request) =>
      service.updateDeclaration(company(request), request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    `${base}/:id/declarations`,
    { config: remove, schema: { tags, params: itemParams, response: detail } },
    async (request) => service.cancel(company(request), request.params.id, actorOf(request)),
  );

  app.get(
    `${base}/:id`,
    { config: read, schema: { tags, params: itemParams, response: detail } },
    async (request) => service.get(company(request), request.params.id, actorOf(request)),
  );

  app.delete(
    `${base}/:id`,
    { config: remove, schema: { tags, params: itemParams } },
    async (request, reply) => {
      await service.remove(company(request), request.params.id, actorOf(request));
      return reply.code(204).send();
    },
  );

  app.post(
    `${base}/:id/send-to-etransport`,
    { config: write, schema: { tags, params: itemParams, response: { 202: etransportDetailSchema } } },
    async (request, reply) =>
      reply.code(202).send(await service.send(company(request), request.params.id, actorOf(request))),
  );

  app.get(
    `${base}/:id/download-xml`,
    { config: read, schema: { tags, params: itemParams } },
    async (request, reply) => {
      const { xml, fileName } = await service.xml(company(request), request.params.id, actorOf(request));
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(xml);
    },
  );

  const pdfQuery = z.object({ locale: z.enum(['ro-RO', 'en-GB']).default('ro-RO') });
  for (const [path, disposition] of [
    ['preview', 'inline'],
    ['download', 'attachment'],
  ] as const) {
    app.get(
      `${base}/:id/${path}`,
      { config: read, schema: { tags, params: itemParams, querystring: pdfQuery } },
      async (request, reply) => {
        const { bytes, fileName } = await documents.pdf(
          company(request),
          request.params.id,
          actorOf(request),
          request.query.locale,
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `${disposition}; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(bytes);
      },
    );
  }

  app.post(
    `${base}/:id/send-by-email`,
    {
      config: read,
      schema: { tags, params: itemParams, querystring: pdfQuery, body: sendEmailInputSchema },
    },
    async (request, reply) => {
      const { to, cc, subject, message } = request.body;
      await documents.email(
        company(request),
        request.params.id,
        actorOf(request),
        { to, cc, subject, message },
        request.query.locale,
      );
      return reply.code(202).send({ queued: true });
    },
  );

  const followUps = [
    {
      path: 'vehicle-modifications',
      put: 'vehicle-modifications',
      kind: 'vehicle-modification',
      schema: vehicleModificationInputSchema,
    },
    {
      path: 'transport-confirmations',
      put: 'transport-confirmation',
      kind: 'transport-confirmation',
      schema: transportConfirmationInputSchema,
    },
  ] as const;
  for (const followUp of followUps) {
    app.post(
      `${base}/${followUp.path}`,
      { config: write, schema: { tags, params: companyParams, body: followUp.schema, response: created } },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await service.createFollowUp(company(request), followUp.kind, request.body, actorOf(request)),
          ),
    );
    app.put(
      `${base}/:id/${followUp.put}`,
      { config: write, schema: { tags, params: itemParams, body: followUp.schema, response: detail } },
      async (request) =>
        service.updateFollowUp(
          company(request),
          request.params.id,
          followUp.kind,
          request.body,
          actorOf(request),
        ),
    );
  }
}
