import { SEED_VAT_RATES } from '@app/domain/vat-rates/seed-vat-rates';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { CompanyHooks } from '../companies/company-hooks';
import { vatRatesRepo } from './vat-rates.repo';
import { registerVatRateRoutes } from './vat-rates.routes';
import { createVatRatesService } from './vat-rates.service';
import { registerVatStatusRoutes } from './vat-status.routes';
import { vatStatusHooks } from './vat-status.service';

/**
 * VAT rates of a company (seeded at its creation) and the change of its VAT status. Documents
 * modules refuse the change (client draft invoices) and apply it to their rows through
 * `vatStatusHooks(hooks)` (vat-status.service.ts).
 */
export function registerVatRates(app: FastifyInstance, ctx: AppContext, hooks: CompanyHooks) {
  const service = createVatRatesService(hooks.usage);
  registerVatRateRoutes(app, ctx, service);
  hooks.setupSteps.push((tx, company) => vatRatesRepo.insertMany(tx.db, company.id, SEED_VAT_RATES));
  registerVatStatusRoutes(app, ctx, vatStatusHooks(hooks));
  return { service };
}
