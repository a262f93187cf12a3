import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { CompanyHooks } from '../companies/company-hooks';
import { registerPartnerChildren } from './partner-children';
import { partnersRepo } from './partners.repo';
import { registerPartnerRoutes } from './partners.routes';
import { createPartnersService } from './partners.service';

/**
 * Partners (clients and suppliers) with their addresses, contacts and bank accounts. A company
 * with clients or suppliers cannot be deleted (spec 02 §8); inactive partners do not hold it back.
 */
export function registerPartners(app: FastifyInstance, ctx: AppContext, hooks: CompanyHooks) {
  const service = createPartnersService(ctx, hooks.usage);
  registerPartnerRoutes(app, ctx, service);
  registerPartnerChildren(app, ctx);
  hooks.deletionBlockers.push(
    {
      reason: 'clients',
      count: (db, companyId) => partnersRepo.countWithRoles(db, companyId, ['client', 'both']),
    },
    {
      reason: 'suppliers',
      count: (db, companyId) => partnersRepo.countWithRoles(db, companyId, ['supplier', 'both']),
    },
  );
  return { service };
}
