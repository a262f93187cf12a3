import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { CompanyHooks } from '../companies/company-hooks';
import { addDemoWarehouses } from './demo-warehouses';
import { registerWarehouseRoutes } from './warehouses.routes';
import { createWarehousesService } from './warehouses.service';
import { registerWarehouseUses } from './warehouses.usage';

/**
 * Warehouses (spec 02 §3, Smart plan): the stock documents and client invoices that name one block its
 * deletion (spec 02 §8). A warehouse alone does not hold its company back (spec 02 §8 Company does not
 * list it): it goes with the company, while the documents that would use it block the company's
 * deletion through their own modules.
 */
export function registerWarehouses(app: FastifyInstance, ctx: AppContext, hooks: CompanyHooks) {
  const service = createWarehousesService(ctx.database, hooks.usage);
  registerWarehouseRoutes(app, ctx, service);
  registerWarehouseUses(hooks.usage);
  hooks.demoSteps.push((companyId) => addDemoWarehouses(service, companyId));
  return { service };
}
