import { SEED_UNITS } from '@app/domain/measurement-units/seed-units';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { CompanyHooks } from '../companies/company-hooks';
import { measurementUnitsRepo } from './measurement-units.repo';
import { registerMeasurementUnitRoutes } from './measurement-units.routes';

/** The company's measurement units, seeded at its creation with the common ones and their translations. */
export function registerMeasurementUnits(app: FastifyInstance, ctx: AppContext, hooks: CompanyHooks) {
  registerMeasurementUnitRoutes(app, ctx, hooks.usage);
  hooks.setupSteps.push((tx, company) => measurementUnitsRepo.insertSeed(tx.db, company.id, SEED_UNITS));
  return {};
}
