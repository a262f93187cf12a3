import type { StockDocumentKind } from '@app/domain/stock/stock-kinds';
import { and, asc, count, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UUID } from '../../platform/crud/service-resource';
import type { ListingPlan } from '../../platform/listing/listing';
import { warehouses } from '../warehouses/warehouses.tables';
import { stockDocuments as docs, stockDocumentLines as lines } from './stock-documents.tables';

export type StockDocumentRow = typeof docs.$inferSelect;
export type StockDocumentValues = Omit<typeof docs.$inferInsert, 'id' | 'companyId' | 'kind'>;
export type StockLineRow = typeof lines.$inferSelect;
export type StockLineValues = Omit<typeof lines.$inferInsert, 'companyId' | 'documentId'>;

const ofCompany = (companyId: string, kind: StockDocumentKind, id: string) =>
  and(eq(docs.companyId, companyId), eq(docs.kind, kind), eq(docs.id, id));

const listColumns = {
  id: docs.id,
  kind: docs.kind,
  status: docs.status,
  seriesNumber: docs.seriesNumber,
  issueDate: docs.issueDate,
  warehouseId: docs.warehouseId,
  warehouseName: warehouses.name,
  partnerId: docs.partnerId,
  partnerName: docs.partnerName,
  currency: docs.currency,
  netTotal: docs.netTotal,
  vatTotal: docs.vatTotal,
  grossTotal: docs.grossTotal,
  supplierInvoiceId: docs.supplierInvoiceId,
  clientInvoiceId: docs.clientInvoiceId,
  refundsId: docs.refundsId,
  refundedById: docs.refundedById,
  createdAt: docs.createdAt,
};

/** The rows of the four stock documents and their lines; the service keeps the rules. */
export const stockDocumentsRepo = {
  async list(db: Db, companyId: string, kind: StockDocumentKind, plan: ListingPlan) {
    const where = and(eq(docs.companyId, companyId), eq(docs.kind, kind), plan.where);
    const [items, [total]] = await Promise.all([
      db
        .select(listColumns)
        .from(docs)
        .innerJoin(warehouses, eq(warehouses.id, docs.warehouseId))
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      db.select({ n: count() }).from(docs).where(where),
    ]);
    return { items, count: total?.n ?? 0 };
  },

  async find(db: Db, companyId: string, kind: StockDocumentKind, id: string) {
    if (!UUID.test(id)) return null;
    const [row] = await db
      .select()
      .from(docs)
      .where(ofCompany(companyId, kind, id));
    return row ?? null;
  },

  /** The row locked until the transaction ends: edits, publication and voiding queue here. */
  async lock(db: Db, companyId: string, kind: StockDocumentKind, id: string) {
    if (!UUID.test(id)) return null;
    const [row] = await db
      .select()
      .from(docs)
      .where(ofCompany(companyId, kind, id))
      .for('update');
    return row ?? null;
  },

  /** Stock documents by id (links between documents and their stornos). */
  async findMany(db: Db, companyId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: docs.id, seriesNumber: docs.seriesNumber, issueDate: docs.issueDate })
      .from(docs)
      .where(and(eq(docs.companyId, companyId), inArray(docs.id, ids)));
  },

  async lines(db: Db, documentId: string): Promise<StockLineRow[]> {
    return db.select().from(lines).where(eq(lines.documentId, documentId)).orderBy(asc(lines.position));
  },

  async insert(db: Db, companyId: string, kind: StockDocumentKind, values: StockDocumentValues) {
    const [row] = await db
      .insert(docs)
      .values({ ...values, companyId, kind })
      .returning();
    return row as StockDocumentRow;
  },

  async update(db: Db, companyId: string, id: string, values: Partial<StockDocumentValues>) {
    const [row] = await db
      .update(docs)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(docs.companyId, companyId), eq(docs.id, id)))
      .returning();
    return row as StockDocumentRow;
  },

  /** Replaces the lines, keeping the ids the editor sent back (corrections and allocations follow them). */
  async replaceLines(db: Db, companyId: string, documentId: string, values: StockLineValues[]) {
    await db.delete(lines).where(eq(lines.documentId, documentId));
    if (values.length === 0) return [];
    return db
      .insert(lines)
      .values(values.map((line) => ({ ...line, companyId, documentId })))
      .returning();
  },

  async delete(db: Db, companyId: string, id: string) {
    await db.delete(docs).where(and(eq(docs.companyId, companyId), eq(docs.id, id)));
  },

  /**
   * A publication's update, unless a document of the series issued after this one's date exists
   * (null then). The caller holds the series lock, so the check and the write see the same series.
   */
  async publishIfSequential(
    db: Db,
    companyId: string,
    id: string,
    values: Partial<StockDocumentValues> & { documentSeriesId: string; issueDate: string },
  ) {
    const later = db
      .select({ one: sql`1` })
      .from(docs)
      .where(
        and(
          eq(docs.documentSeriesId, values.documentSeriesId),
          ne(docs.status, 'draft'),
          sql`${docs.issueDate} > ${values.issueDate}`,
        ),
      );
    const [row] = await db
      .update(docs)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(docs.companyId, companyId), eq(docs.id, id), sql`not exists (${later})`))
      .returning();
    return row ?? null;
  },

  async latestIssueDateInSeries(db: Db, seriesId: string): Promise<string | null> {
    const [row] = await db
      .select({ issueDate: docs.issueDate })
      .from(docs)
      .where(and(eq(docs.documentSeriesId, seriesId), ne(docs.status, 'draft')))
      .orderBy(desc(docs.issueDate))
      .limit(1);
    return row?.issueDate ?? null;
  },

  /** Documents of a kind naming a row (usage registry counts). */
  async countUsing(
    db: Db,
    companyId: string,
    kind: StockDocumentKind,
    column: 'partnerId' | 'documentSeriesId' | 'warehouseId' | 'supplierInvoiceId',
    id: string,
  ): Promise<number> {
    if (!UUID.test(id)) return 0;
    const [row] = await db
      .select({ n: count() })
      .from(docs)
      .where(and(eq(docs.companyId, companyId), eq(docs.kind, kind), eq(docs[column], id)));
    return row?.n ?? 0;
  },

  async countLinesUsing(
    db: Db,
    companyId: string,
    kind: StockDocumentKind,
    column: 'productId' | 'vatRateId' | 'unitCode' | 'packagingId',
    id: string,
  ): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(lines)
      .innerJoin(docs, eq(docs.id, lines.documentId))
      .where(and(eq(lines.companyId, companyId), eq(docs.kind, kind), eq(lines[column], id)));
    return row?.n ?? 0;
  },

  async countOfCompany(db: Db, companyId: string, kind: StockDocumentKind): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(docs)
      .where(and(eq(docs.companyId, companyId), eq(docs.kind, kind)));
    return row?.n ?? 0;
  },

  /**
   * What goods receipt notes other than `exceptDocumentId` took of each supplier-invoice line
   * (allocatedDocumentLines). A draft note holds its quantities already; a storno gives them back
   * once issued (its negative lines count only then); a voided note gives them back.
   */
  async allocations(db: Db, supplierInvoiceLineIds: string[], exceptDocumentId: string | null) {
    if (supplierInvoiceLineIds.length === 0) return [];
    return db
      .select({
        supplierInvoiceLineId: lines.supplierInvoiceLineId,
        documentId: lines.documentId,
        lineId: lines.id,
        quantity: lines.quantity,
      })
      .from(lines)
      .innerJoin(docs, eq(docs.id, lines.documentId))
      .where(
        and(
          inArray(lines.supplierInvoiceLineId, supplierInvoiceLineIds),
          eq(docs.kind, 'goods-receipt-note'),
          ne(docs.status, 'voided'),
          or(eq(docs.status, 'published'), gt(lines.quantity, '0')),
          exceptDocumentId ? ne(docs.id, exceptDocumentId) : undefined,
        ),
      );
  },
};
