import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import type { InvoicePayments } from '../client-invoices/invoice-payments';
import type { CompanyHooks } from '../companies/company-hooks';
import { clientPaymentsRepo } from './client-payments.repo';
import { registerClientPaymentRoutes } from './client-payments.routes';
import { createClientPaymentsService } from './client-payments.service';

export type ClientPaymentsDeps = {
  hooks: CompanyHooks;
  /** The invoices' side of payments: locks invoices and moves their paid totals. */
  invoices: InvoicePayments;
};

/** The routes over a database (which the service reaches only when a request comes). */
export function registerClientPaymentsRoutes(
  app: FastifyInstance,
  database: Database,
  invoices: InvoicePayments,
) {
  const service = createClientPaymentsService(database, invoices);
  registerClientPaymentRoutes(app, service);
  return service;
}

/**
 * Payments use partners and receipts use their series (so neither can be deleted meanwhile), and a
 * company with payments cannot be deleted (spec 02 §8).
 */
export function registerClientPaymentsUses(hooks: CompanyHooks): void {
  hooks.usage.register('partner', { reason: 'client-payments', count: clientPaymentsRepo.countOfPartner });
  hooks.usage.register('document-series', {
    reason: 'client-receipts',
    count: clientPaymentsRepo.countOfSeries,
  });
  hooks.deletionBlockers.push({ reason: 'payments', count: clientPaymentsRepo.countOfCompany });
}

/** Client payments and refunds, and client receipts (spec 02 §2-§5). */
export function registerClientPayments(app: FastifyInstance, ctx: AppContext, deps: ClientPaymentsDeps) {
  const service = registerClientPaymentsRoutes(app, ctx.database, deps.invoices);
  registerClientPaymentsUses(deps.hooks);
  return { service };
}
