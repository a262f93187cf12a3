import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { CompanyHooks } from '../companies/company-hooks';

export function registerDocumentSeries(_app: FastifyInstance, _ctx: AppContext, _hooks: CompanyHooks) {
  // Routes, deletion blockers and company setup steps of this catalogue are registered here.
  return {};
}
