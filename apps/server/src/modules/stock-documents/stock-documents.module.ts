import { STOCK_DOCUMENT_KINDS, type StockDocumentKind } from '@app/domain/stock/stock-kinds';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { notFound } from '../../platform/http/errors';
import { renderPdf } from '../../platform/pdf/printable-document';
import type { StockLedger } from '../../platform/stock/stock-ledger';
import type { CompanyHooks } from '../companies/company-hooks';
import { createGoodsReceiptFromInvoice } from './goods-receipt-from-invoice';
import { printableStockDocument } from './stock-document.printable';
import { stockSourcesRepo } from './stock-document-sources.repo';
import { stockDocumentsRepo as repo } from './stock-documents.repo';
import { registerStockDocumentRoutes, STOCK_DOCUMENT_PATHS } from './stock-documents.routes';
import { createStockDocumentsService } from './stock-documents.service';

/** Spec 02 §8 Deletion blocks: the names the usage reasons give each kind. */
export const STOCK_USE_REASON: Record<StockDocumentKind, string> = {
  'goods-receipt-note': 'goods-receipt-notes',
  'client-goods-despatch-advice': 'client-goods-despatch-advices',
  'stock-consumption-receipt': 'stock-consumption-receipts',
  'stock-reception-receipt': 'stock-reception-receipts',
};

/**
 * The four stock documents (issue 14): one service and one set of routes per kind, moving stock
 * through the ledger port. They use partners, products and their packagings, units, VAT rates,
 * series and supplier invoices, which their owners then refuse to delete (the warehouse's uses are
 * registered by the warehouses module).
 */
export function registerStockDocuments(
  app: FastifyInstance,
  ctx: AppContext,
  hooks: CompanyHooks,
  ledger: StockLedger = ctx.stockLedger,
) {
  const { database } = ctx;
  const service = createStockDocumentsService(database, ledger);
  const fromInvoice = createGoodsReceiptFromInvoice(database, service);

  async function pdf(companyId: string, kind: StockDocumentKind, id: string) {
    const row = await repo.find(database.db, companyId, kind, id);
    if (!row) throw notFound();
    const lines = await repo.lines(database.db, id);
    const warehouseName = await stockSourcesRepo.warehouseName(database.db, row.warehouseId);
    const bytes = await renderPdf(await printableStockDocument(database.db, row, lines, warehouseName));
    const name = row.seriesNumber ?? `${STOCK_DOCUMENT_PATHS[kind]}-${row.issueDate}`;
    return { bytes, fileName: `${name.replace(/[^\w.-]+/g, '_')}.pdf` };
  }
  registerStockDocumentRoutes(app, service, fromInvoice, pdf);

  const { usage } = hooks;
  for (const kind of STOCK_DOCUMENT_KINDS) {
    const reason = STOCK_USE_REASON[kind];
    for (const column of ['partnerId', 'documentSeriesId'] as const)
      usage.register(column === 'partnerId' ? 'partner' : 'document-series', {
        reason,
        count: (db, companyId, id) => repo.countUsing(db, companyId, kind, column, id),
      });
    for (const [entity, column] of [
      ['product', 'productId'],
      ['vat-rate', 'vatRateId'],
      ['product-packaging', 'packagingId'],
    ] as const)
      usage.register(entity, {
        reason,
        count: (db, companyId, id) => repo.countLinesUsing(db, companyId, kind, column, id),
      });
    usage.register('measurement-unit', {
      reason,
      async count(db, companyId, id) {
        const code = await stockSourcesRepo.unitCodeOf(db, companyId, id);
        return code === null ? 0 : repo.countLinesUsing(db, companyId, kind, 'unitCode', code);
      },
    });
    hooks.deletionBlockers.push({
      reason,
      count: (db, companyId) => repo.countOfCompany(db, companyId, kind),
    });
  }
  // Spec 02 §8: a supplier invoice received by goods receipt notes cannot be edited.
  usage.register('supplier-invoice', {
    reason: STOCK_USE_REASON['goods-receipt-note'],
    count: (db, companyId, id) =>
      repo.countUsing(db, companyId, 'goods-receipt-note', 'supplierInvoiceId', id),
  });

  return { service, fromInvoice };
}
