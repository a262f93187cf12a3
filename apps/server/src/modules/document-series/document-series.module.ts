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
  return { service };
}
