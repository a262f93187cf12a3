import { partnerInputSchema } from '@app/domain/partners/partner.schemas';
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
  hooks.demoSteps.push(async (companyId) => {
    for (const partner of DEMO_PARTNERS) await service.create(companyId, partnerInputSchema.parse(partner));
  });
  return { service };
}

/** The demo company's clients: a VAT-paying company in Cluj and a natural person in Bucharest. */
const DEMO_PARTNERS = [
  {
    type: 'company',
    role: 'client',
    name: 'Someș Cod Software SRL',
    businessId: '36914726',
    secondaryBusinessId: 'J12/2417/2016',
    vatPayer: true,
    email: 'contabilitate@somescod.ro',
    address: {
      countryCode: 'RO',
      countyCode: 'RO-CJ',
      city: 'Cluj-Napoca',
      street: 'Str. Memorandumului 28',
    },
  },
  {
    type: 'person',
    role: 'client',
    name: 'Ion Popescu',
    personId: '1800101221144',
    vatPayer: false,
    address: { countryCode: 'RO', city: 'București', district: 2, street: 'Str. Olari 5' },
  },
];
