import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { CompanyHooks } from '../companies/company-hooks';
import { registerBankRoutes } from './banks.routes';

/** The company's list of banks; modules that refer to a bank register their uses in `hooks.usage`. */
export function registerBanks(app: FastifyInstance, ctx: AppContext, hooks: CompanyHooks) {
  registerBankRoutes(app, ctx, hooks.usage);
  return {};
}
