import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientDocuments } from '../client-invoices/client-invoices.tables';
import { stockSourcesRepo } from './stock-document-sources.repo';
import { type StockDocumentRow, stockDocumentsRepo } from './stock-documents.repo';

type Linked = { id: string; seriesNumber: string | null; issueDate: string } | null;

/** The documents a stock document links to, each with its number and date for the links shown. */
export async function stockDocumentLinks(db: Db, row: StockDocumentRow) {
  const stockIds = [row.refundsId, row.refundedById].filter((id): id is string => id !== null);
  const [stock, supplierInvoice, clientInvoice] = await Promise.all([
    stockDocumentsRepo.findMany(db, row.companyId, stockIds),
    row.supplierInvoiceId ? stockSourcesRepo.supplierInvoice(db, row.companyId, row.supplierInvoiceId) : null,
    row.clientInvoiceId
      ? db
          .select({
            id: clientDocuments.id,
            seriesNumber: clientDocuments.seriesNumber,
            issueDate: clientDocuments.issueDate,
          })
          .from(clientDocuments)
          .where(
            and(
              eq(clientDocuments.companyId, row.companyId),
              inArray(clientDocuments.id, [row.clientInvoiceId]),
            ),
          )
          .then((rows) => rows[0] ?? null)
      : null,
  ]);
  const byId = new Map(stock.map((doc) => [doc.id, doc]));
  const link = (id: string | null): Linked => (id ? (byId.get(id) ?? null) : null);
  return {
    supplierInvoice: supplierInvoice
      ? {
          id: supplierInvoice.id,
          seriesNumber: supplierInvoice.seriesNumber,
          issueDate: supplierInvoice.issueDate,
        }
      : null,
    clientInvoice,
    refunds: link(row.refundsId),
    refundedBy: link(row.refundedById),
  };
}
