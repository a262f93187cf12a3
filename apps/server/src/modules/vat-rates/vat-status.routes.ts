import { vatStatusChangeSchema, vatStatusSchema } from '@app/domain/vat-rates/vat-status.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { can, requireCompany } from '../../platform/auth/access';
import { createVatStatusService, type VatStatusHooks } from './vat-status.service';

/** PUT /v1/my-companies/{companyId}/vat-status: the company becomes a VAT payer or stops being one. */
export function registerVatStatusRoutes(
  appInstance: FastifyInstance,
  ctx: AppContext,
  hooks: VatStatusHooks,
) {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const service = createVatStatusService(ctx.database, hooks);
  app.put(
    '/v1/my-companies/:companyId/vat-status',
    {
      config: can('my-companies.write'),
      schema: {
        tags: ['my-companies'],
        params: z.object({ companyId: z.string() }),
        body: vatStatusChangeSchema,
        response: { 200: vatStatusSchema },
      },
    },
    async (request) => service.change(requireCompany(request).id, request.body),
  );
}
