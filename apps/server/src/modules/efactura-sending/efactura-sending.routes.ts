import {
  efacturaDashboardSchema,
  efacturaSendAnswerSchema,
  invoiceEfacturaSchema,
} from '@app/domain/efactura/efactura-sending.schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, requireCompany } from '../../platform/auth/access';
import type { EfacturaSendingService } from './efactura-sending.service';

const base = '/v1/my-companies/:companyId';
const tags = ['client-invoices'];
const read = can('client-invoices.read');
const itemParams = z.object({ companyId: z.string(), id: z.string() });

const download = (reply: FastifyReply, contentType: string, fileName: string, body: Buffer | string) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);

/** RO e-Factura of client invoices: send, an invoice's sends and files, the dashboard widgets. */
export function registerEfacturaSendingRoutes(appInstance: FastifyInstance, service: EfacturaSendingService) {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const invoice = `${base}/client-invoices/:id/efactura`;

  app.post(
    `${invoice}/send`,
    {
      config: can('client-invoices.write'),
      schema: { tags, params: itemParams, response: { 202: efacturaSendAnswerSchema } },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ efacturaStatus: await service.send(requireCompany(request).id, request.params.id) }),
  );

  app.get(
    invoice,
    { config: read, schema: { tags, params: itemParams, response: { 200: invoiceEfacturaSchema } } },
    async (request) => service.view(requireCompany(request).id, request.params.id),
  );

  app.get(
    `${invoice}/seal`,
    { config: read, schema: { tags, params: itemParams } },
    async (request, reply) => {
      const { bytes, fileName } = await service.seal(requireCompany(request).id, request.params.id);
      return download(reply, 'application/xml; charset=utf-8', fileName, bytes);
    },
  );

  app.get(
    `${invoice}/xml`,
    { config: read, schema: { tags, params: itemParams } },
    async (request, reply) => {
      const { xml, fileName } = await service.xml(requireCompany(request).id, request.params.id);
      return download(reply, 'application/xml; charset=utf-8', fileName, xml);
    },
  );

  app.get(
    `${invoice}/pdf`,
    { config: read, schema: { tags, params: itemParams } },
    async (request, reply) => {
      const { bytes, fileName } = await service.pdf(requireCompany(request).id, request.params.id);
      return download(reply, 'application/pdf', fileName, bytes);
    },
  );

  app.get(
    `${base}/efactura/dashboard`,
    {
      config: read,
      schema: {
        tags,
        params: z.object({ companyId: z.string() }),
        response: { 200: efacturaDashboardSchema },
      },
    },
    async (request) => service.dashboard(requireCompany(request).id),
  );
}
