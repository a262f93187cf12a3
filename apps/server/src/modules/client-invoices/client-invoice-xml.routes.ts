import {
  documentPartiesQuerySchema,
  documentPartiesSchema,
} from '@app/domain/invoicing/document-parties.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, requireCompany } from '../../platform/auth/access';
import type { ClientInvoiceXmlService } from './client-invoice-xml.service';

const base = '/v1/my-companies/:companyId/client-invoices';
const tags = ['client-invoices'];

/**
 * The e-invoice routes of client invoices: the UBL XML download of an issued invoice, and the
 * parties the invoice form checks the e-invoice rules on while it is being filled in.
 */
export function registerClientInvoiceXmlRoutes(
  appInstance: FastifyInstance,
  service: ClientInvoiceXmlService,
) {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${base}/:id/xml`,
    {
      config: can('client-invoices.read'),
      schema: { tags, params: z.object({ companyId: z.string(), id: z.string() }) },
    },
    async (request, reply) => {
      const { xml, fileName } = await service.xml(requireCompany(request).id, request.params.id);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(xml);
    },
  );

  // The form that needs these is the one that writes invoices.
  app.get(
    `${base}/parties`,
    {
      config: can('client-invoices.write'),
      schema: {
        tags,
        params: z.object({ companyId: z.string() }),
        querystring: documentPartiesQuerySchema,
        response: { 200: documentPartiesSchema },
      },
    },
    async (request) =>
      service.parties(requireCompany(request).id, {
        partnerId: request.query.partnerId,
        deliveryAddressId: request.query.deliveryAddressId,
        companyBankAccountIds: request.query.companyBankAccountIds,
      }),
  );
}
