import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { registerPaymentUses } from '../../platform/payments/payment-uses';
import type { CompanyHooks } from '../companies/company-hooks';
import {
  type SupplierInvoicePayments,
  supplierInvoicePayments,
} from '../supplier-invoices/supplier-invoice-payments';
import { supplierPaymentsRepo } from './supplier-payments.repo';
import { registerSupplierPaymentRoutes } from './supplier-payments.routes';
import { createSupplierPaymentsService } from './supplier-payments.service';

/** The routes over a database (which the service reaches only when a request comes). */
export function registerSupplierPaymentsRoutes(
  app: FastifyInstance,
  database: Database,
  invoices: SupplierInvoicePayments = supplierInvoicePayments,
) {
  const service = createSupplierPaymentsService(database, invoices);
  registerSupplierPaymentRoutes(app, service);
  return service;
}

/** Payments use their partner, and a company with payments cannot be deleted (spec 02 §8). */
export function registerSupplierPaymentsUses(hooks: CompanyHooks): void {
  registerPaymentUses(hooks, 'supplier-payments', supplierPaymentsRepo);
}

/** Supplier payments and refunds, and supplier receipts (spec 02 §2-§5). */
export function registerSupplierPayments(app: FastifyInstance, ctx: AppContext, hooks: CompanyHooks) {
  const service = registerSupplierPaymentsRoutes(app, ctx.database);
  registerSupplierPaymentsUses(hooks);
  return { service };
}
