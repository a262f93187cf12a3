import { todayInRomania } from '@app/domain/validators/iso-date';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { CompanyHooks } from '../companies/company-hooks';
import { addDefaultSeries } from './default-series';
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
  // Spec 02 §8: a company with document series cannot be deleted (its untouched defaults aside).
  hooks.deletionBlockers.push({ reason: 'document-series', count: documentSeriesRepo.countBlocking });
  hooks.setupSteps.push(addDefaultSeries);
  // The demo company's series are its defaults, started at the beginning of the year so that its
  // sample documents (dated from the first of the month) fall inside them.
  hooks.demoSteps.push((companyId) =>
    documentSeriesRepo.moveUnusedStartDates(
      ctx.database.db,
      companyId,
      `${todayInRomania().slice(0, 4)}-01-01`,
    ),
  );
  return { service };
}
