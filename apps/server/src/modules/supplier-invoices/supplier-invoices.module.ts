import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { databaseFileStore } from '../../platform/files/file-store';
import {
  createEInvoiceConnectionSlot,
  type EInvoiceConnection,
} from '../../platform/invoicing/einvoice-connection';
import { lineSourcesRepo } from '../../platform/invoicing/line-sources.repo';
import type { CompanyHooks } from '../companies/company-hooks';
import { addDemoSupplierInvoices } from './demo-supplier-invoices';
import { createSupplierInvoiceRepliesSlot } from './supplier-invoice-replies';
import { supplierInvoicesRepo as repo } from './supplier-invoices.repo';
import { registerSupplierInvoiceRoutes } from './supplier-invoices.routes';
import { createSupplierInvoicesService } from './supplier-invoices.service';

const REASON = 'supplier-invoices';

/**
 * Supplier invoices (spec 02 §2 Invoicing). They use partners, products, VAT rates and units,
 * which their owners then refuse to delete, and hold their company back from deletion (spec 02
 * §8). Confirmation and rejection need the e-invoice connection: `einvoice` plugs one in (the SPV
 * work); until then the app's `einvoiceConnection` slot answers that none is active. Their message
 * to the supplier goes through the `supplierInvoiceReplies` slot, which the SPV inbox fills.
 */
export function registerSupplierInvoices(
  app: FastifyInstance,
  ctx: AppContext,
  hooks: CompanyHooks,
  options: { einvoice?: EInvoiceConnection } = {},
) {
  if (!app.hasDecorator('einvoiceConnection'))
    app.decorate('einvoiceConnection', createEInvoiceConnectionSlot());
  if (options.einvoice) app.einvoiceConnection.use(options.einvoice);
  // The SPV inbox plugs the sending of the messages to suppliers in once it is registered.
  if (!app.hasDecorator('supplierInvoiceReplies'))
    app.decorate('supplierInvoiceReplies', createSupplierInvoiceRepliesSlot());
  const service = createSupplierInvoicesService(ctx.database, {
    usage: hooks.usage,
    einvoice: app.einvoiceConnection,
    files: databaseFileStore,
    replies: app.supplierInvoiceReplies,
  });
  registerSupplierInvoiceRoutes(app, service);

  const { usage } = hooks;
  usage.register('partner', {
    reason: REASON,
    count: (db, companyId, id) => repo.countUsing(db, companyId, 'partnerId', id),
  });
  usage.register('product', {
    reason: REASON,
    count: (db, companyId, id) => repo.countLinesUsing(db, companyId, 'productId', id),
  });
  usage.register('vat-rate', {
    reason: REASON,
    count: (db, companyId, id) => repo.countLinesUsing(db, companyId, 'vatRateId', id),
  });
  usage.register('measurement-unit', {
    reason: REASON,
    async count(db, companyId, id) {
      const code = await lineSourcesRepo.unitCodeOf(db, companyId, id);
      return code === null ? 0 : repo.countLinesUsing(db, companyId, 'unitCode', code);
    },
  });
  hooks.deletionBlockers.push({ reason: REASON, count: repo.countOfCompany });

  hooks.demoSteps.push((companyId) => addDemoSupplierInvoices(ctx.database, service, companyId));

  return { service };
}
