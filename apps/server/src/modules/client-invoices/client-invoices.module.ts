import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { CompanyHooks } from '../companies/company-hooks';
import { ROLE_LOCKING_USE } from '../partners/partners.service';
import { vatStatusHooks } from '../vat-rates/vat-status.service';
import { registerClientInvoiceRoutes, registerClientProformaRoutes } from './client-documents.routes';
import { createClientDocumentsService } from './client-documents.service';
import { createClientInvoiceHooks } from './client-invoice-hooks';
import { registerClientInvoiceXmlRoutes } from './client-invoice-xml.routes';
import { createClientInvoiceXmlService } from './client-invoice-xml.service';
import { clientDocumentsRepo as repo } from './client-invoices.repo';
import { addDemoDocuments } from './demo-documents';
import { documentSourcesRepo } from './document-sources.repo';
import { invoicePayments } from './invoice-payments';
import { createInvoiceStock } from './invoice-stock';
import { createSystemDocuments } from './system-documents';

const REASON = { invoice: 'client-invoices', proforma: 'proformas' } as const;

/**
 * Client invoices and proformas (spec 02 §2 Invoicing). They use partners, products, VAT rates,
 * units and series, which their owners then refuse to delete (spec 02 §8); a partner with draft
 * invoices keeps its role and a company with draft invoices keeps its VAT status. An invoice with a
 * warehouse moves stock through the ledger (issue 14; the warehouses module counts it as a use).
 */
export function registerClientInvoices(app: FastifyInstance, ctx: AppContext, hooks: CompanyHooks) {
  const invoiceHooks = createClientInvoiceHooks();
  app.decorate('clientInvoiceHooks', invoiceHooks);
  const stock = createInvoiceStock(ctx.stockLedger);
  const service = createClientDocumentsService(ctx.database, ctx.mailer, invoiceHooks, stock);
  const invoiceRoutes = registerClientInvoiceRoutes(app, service, ctx.database);
  const proformaRoutes = registerClientProformaRoutes(app, service);
  registerClientInvoiceXmlRoutes(app, createClientInvoiceXmlService(ctx.database));

  const { usage } = hooks;
  for (const kind of ['invoice', 'proforma'] as const) {
    const reason = REASON[kind];
    usage.register('partner', {
      reason,
      count: (db, companyId, id) => repo.countUsing(db, companyId, kind, 'partnerId', id),
    });
    usage.register('document-series', {
      reason,
      count: (db, companyId, id) => repo.countUsing(db, companyId, kind, 'documentSeriesId', id),
    });
    usage.register('product', {
      reason,
      count: (db, companyId, id) => repo.countLinesUsing(db, companyId, kind, 'productId', id),
    });
    usage.register('vat-rate', {
      reason,
      count: (db, companyId, id) => repo.countLinesUsing(db, companyId, kind, 'vatRateId', id),
    });
    usage.register('measurement-unit', {
      reason,
      async count(db, companyId, id) {
        const code = await documentSourcesRepo.unitCodeOf(db, companyId, id);
        return code === null ? 0 : repo.countLinesUsing(db, companyId, kind, 'unitCode', code);
      },
    });
    hooks.deletionBlockers.push({
      reason,
      count: (db, companyId) => repo.countOfCompany(db, companyId, kind),
    });
  }
  usage.register('partner', {
    reason: ROLE_LOCKING_USE,
    count: (db, companyId, id) => repo.countUsing(db, companyId, 'invoice', 'partnerId', id, true),
  });
  vatStatusHooks(hooks).blockers.push({
    reason: 'client-draft-invoices',
    count: (db, companyId) => repo.countInStatus(db, companyId, 'invoice', 'draft'),
  });

  hooks.demoSteps.push((companyId) => addDemoDocuments(ctx.database, service, companyId));

  const systemDocuments = createSystemDocuments(service);
  return { service, systemDocuments, invoicePayments, invoiceRoutes, proformaRoutes, invoiceHooks };
}
