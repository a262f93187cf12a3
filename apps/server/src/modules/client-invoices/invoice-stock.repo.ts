import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UUID } from '../../platform/crud/service-resource';
import { products } from '../products/products.tables';
import { stockDocumentLines, stockDocuments } from '../stock-documents/stock-documents.tables';
import { vatRates } from '../vat-rates/vat-rates.tables';
import { warehouses } from '../warehouses/warehouses.tables';
import { clientDocuments } from './client-invoices.tables';

const DESPATCH = 'client-goods-despatch-advice' as const;

export type DespatchAdviceRow = typeof stockDocuments.$inferSelect;
export type DespatchAdviceLineRow = typeof stockDocumentLines.$inferSelect;

/**
 * What client invoices read of stock (issue 14): warehouses, which products move stock, and the
 * despatch advice an invoice was made from. The stock documents module owns those tables; this
 * module only reads them and keeps `stock_documents.client_invoice_id`, the link to its invoices.
 */
export const invoiceStockRepo = {
  async warehouseExists(db: Db, companyId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const rows = await db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.companyId, companyId), eq(warehouses.id, id)));
    return rows.length > 0;
  },

  /** Of these catalogue products, the ones kept in stock (services never are). */
  async stockProductIds(db: Db, companyId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(eq(products.companyId, companyId), inArray(products.id, ids), eq(products.isService, false)),
      );
    return new Set(rows.map((row) => row.id));
  },

  /** The despatch advice an invoice was made from (its stock left with the despatch), if any. */
  async despatchAdviceOf(db: Db, companyId: string, invoiceId: string) {
    const [row] = await db
      .select({
        id: stockDocuments.id,
        seriesNumber: stockDocuments.seriesNumber,
        issueDate: stockDocuments.issueDate,
      })
      .from(stockDocuments)
      .where(
        and(
          eq(stockDocuments.companyId, companyId),
          eq(stockDocuments.kind, DESPATCH),
          eq(stockDocuments.clientInvoiceId, invoiceId),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /** The despatch advice locked until the transaction ends (two invoices from it queue here). */
  async lockDespatchAdvice(db: Db, companyId: string, id: string): Promise<DespatchAdviceRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db
      .select()
      .from(stockDocuments)
      .where(
        and(
          eq(stockDocuments.companyId, companyId),
          eq(stockDocuments.kind, DESPATCH),
          eq(stockDocuments.id, id),
        ),
      )
      .for('update');
    return row ?? null;
  },

  async despatchAdviceLines(db: Db, documentId: string): Promise<DespatchAdviceLineRow[]> {
    return db
      .select()
      .from(stockDocumentLines)
      .where(eq(stockDocumentLines.documentId, documentId))
      .orderBy(asc(stockDocumentLines.position));
  },

  /** The company's non-VAT-payer rate (code O): a despatch line without a rate is invoiced with it. */
  async internalVatRateId(db: Db, companyId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: vatRates.id })
      .from(vatRates)
      .where(and(eq(vatRates.companyId, companyId), eq(vatRates.internal, true)))
      .limit(1);
    return row?.id ?? null;
  },

  /** Whether the invoice a despatch advice points at still stands (a voided one invoices nothing). */
  async invoiceStands(db: Db, companyId: string, invoiceId: string): Promise<boolean> {
    const rows = await db
      .select({ id: clientDocuments.id })
      .from(clientDocuments)
      .where(
        and(
          eq(clientDocuments.companyId, companyId),
          eq(clientDocuments.id, invoiceId),
          ne(clientDocuments.status, 'voided'),
        ),
      );
    return rows.length > 0;
  },

  async linkDespatchAdvice(db: Db, companyId: string, documentId: string, invoiceId: string) {
    await db
      .update(stockDocuments)
      .set({ clientInvoiceId: invoiceId, updatedAt: new Date() })
      .where(and(eq(stockDocuments.companyId, companyId), eq(stockDocuments.id, documentId)));
  },

  /** A deleted draft invoice frees the despatch advice it was made from. */
  async unlinkInvoice(db: Db, companyId: string, invoiceId: string) {
    await db
      .update(stockDocuments)
      .set({ clientInvoiceId: null, updatedAt: new Date() })
      .where(and(eq(stockDocuments.companyId, companyId), eq(stockDocuments.clientInvoiceId, invoiceId)));
  },
};
