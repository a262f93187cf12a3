import { documentSeriesInputSchema } from '@app/domain/document-series/document-series.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { CompanyHooks } from '../companies/company-hooks';
import { documentSeriesRepo } from './document-series.repo';
import { registerDocumentSeriesRoutes } from './document-series.routes';
import { createDocumentSeriesService } from './document-series.service';

/**
 * Numbering series. Document modules number their documents with `allocateNumber` (service) inside
 * their publication transaction and register their uses of a series in `hooks.usage`.
 */
export function registerDocumentSeries(app: FastifyInstance, ctx: AppContext, hooks: CompanyHooks) {
  const service = createDocumentSeriesService(ctx.database, hooks.usage);
  registerDocumentSeriesRoutes(app, ctx, service);
  // Spec 02 §8: a company with document series cannot be deleted.
  hooks.deletionBlockers.push({ reason: 'document-series', count: documentSeriesRepo.countOfCompany });
  hooks.demoSteps.push(async (companyId) => {
    const startDate = `${todayInRomania().slice(0, 4)}-01-01`;
    for (const [type, prefix] of DEMO_SERIES)
      await service.create(
        companyId,
        documentSeriesInputSchema.parse({ type, prefix, startDate, startIndex: '0001' }),
      );
  });
  return { service };
}

/** The demo company's series: invoices, proformas and receipts from the start of the year. */
const DEMO_SERIES = [
  ['client-invoice', 'FCT'],
  ['client-proforma-invoice', 'PRF'],
  ['client-receipt', 'CHT'],
] as const;
