import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import type { InvoicePaymentsPort } from '../../platform/payments/payable-invoices';
import { registerPaymentUses } from '../../platform/payments/payment-uses';
import type { CompanyHooks } from '../companies/company-hooks';
import { clientPaymentsRepo } from './client-payments.repo';
import { registerClientPaymentRoutes } from './client-payments.routes';
import { createClientPaymentsService } from './client-payments.service';

export type ClientPaymentsDeps = {
  hooks: CompanyHooks;
  /** The invoices' side of payments: locks invoices and moves their paid totals. */
  invoices: InvoicePaymentsPort;
};

/** The routes over a database (which the service reaches only when a request comes). */
export function registerClientPaymentsRoutes(
  app: FastifyInstance,
  database: Database,
  invoices: InvoicePaymentsPort,
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
  registerPaymentUses(hooks, 'client-payments', clientPaymentsRepo);
  hooks.usage.register('document-series', {
    reason: 'client-receipts',
    count: clientPaymentsRepo.countOfSeries,
  });
}

/** Client payments and refunds, and client receipts (spec 02 §2-§5). */
export function registerClientPayments(app: FastifyInstance, ctx: AppContext, deps: ClientPaymentsDeps) {
  const service = registerClientPaymentsRoutes(app, ctx.database, deps.invoices);
  registerClientPaymentsUses(deps.hooks);
  return { service };
}
