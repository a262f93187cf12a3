import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UUID } from '../../platform/crud/service-resource';
import type { ListingPlan } from '../../platform/listing/listing';
import { vatRates } from '../vat-rates/vat-rates.tables';
import { clientDocumentLines, clientDocuments } from './client-invoices.tables';

export type DocumentRow = typeof clientDocuments.$inferSelect;
export type DocumentValues = Omit<typeof clientDocuments.$inferInsert, 'id' | 'companyId' | 'kind'>;
export type LineRow = typeof clientDocumentLines.$inferSelect;
export type LineValues = Omit<typeof clientDocumentLines.$inferInsert, 'id' | 'companyId' | 'documentId'>;
export type DocumentKind = DocumentRow['kind'];

const ofCompany = (companyId: string, kind: DocumentKind, id: string) =>
  and(eq(clientDocuments.companyId, companyId), eq(clientDocuments.kind, kind), eq(clientDocuments.id, id));

/** The list columns: everything but the parties, amounts and texts a list does not show. */
const listColumns = {
  id: clientDocuments.id,
  kind: clientDocuments.kind,
  status: clientDocuments.status,
  seriesNumber: clientDocuments.seriesNumber,
  issueDate: clientDocuments.issueDate,
  dueDate: clientDocuments.dueDate,
  partnerId: clientDocuments.partnerId,
  partnerName: clientDocuments.partnerName,
  currency: clientDocuments.currency,
  netTotal: clientDocuments.netTotal,
  vatTotal: clientDocuments.vatTotal,
  grossTotal: clientDocuments.grossTotal,
  amountDue: clientDocuments.amountDue,
  paidTotal: clientDocuments.paidTotal,
  refundsId: clientDocuments.refundsId,
  refundedById: clientDocuments.refundedById,
  createdAt: clientDocuments.createdAt,
  efacturaStatus: clientDocuments.efacturaStatus,
};
export type DocumentListRow = { [K in keyof typeof listColumns]: DocumentRow[K] };

export const clientDocumentsRepo = {
  async list(db: Db, companyId: string, kind: DocumentKind, plan: ListingPlan) {
    const where = and(eq(clientDocuments.companyId, companyId), eq(clientDocuments.kind, kind), plan.where);
    const [items, total] = await Promise.all([
      db
        .select(listColumns)
        .from(clientDocuments)
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      // An unfiltered list counts from the counter the triggers keep (migration 0006), not the rows.
      plan.where === undefined
        ? clientDocumentsRepo.countOfCompany(db, companyId, kind).then((n) => ({ n }))
        : db
            .select({ n: count() })
            .from(clientDocuments)
            .where(where)
            .then(([row]) => ({ n: row?.n ?? 0 })),
    ]);
    return { items: items as DocumentListRow[], count: total?.n ?? 0 };
  },

  async find(db: Db, companyId: string, kind: DocumentKind, id: string): Promise<DocumentRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db
      .select()
      .from(clientDocuments)
      .where(ofCompany(companyId, kind, id));
    return row ?? null;
  },

  /** The row locked until the transaction ends: edits, publication, voiding and payments queue here. */
  async lock(db: Db, companyId: string, kind: DocumentKind, id: string): Promise<DocumentRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db
      .select()
      .from(clientDocuments)
      .where(ofCompany(companyId, kind, id))
      .for('update');
    return row ?? null;
  },

  /** Documents by id, whatever their kind (the links between invoices, stornos and proformas). */
  async findMany(db: Db, companyId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: clientDocuments.id,
        seriesNumber: clientDocuments.seriesNumber,
        issueDate: clientDocuments.issueDate,
      })
      .from(clientDocuments)
      .where(and(eq(clientDocuments.companyId, companyId), inArray(clientDocuments.id, ids)));
  },

  async lines(db: Db, documentId: string): Promise<LineRow[]> {
    return db
      .select()
      .from(clientDocumentLines)
      .where(eq(clientDocumentLines.documentId, documentId))
      .orderBy(asc(clientDocumentLines.position));
  },

  /** The validity periods of the VAT rates the document's lines use (for the rate warning). */
  async lineRatePeriods(db: Db, documentId: string) {
    return db
      .selectDistinct({ validFrom: vatRates.validFrom, validTo: vatRates.validTo })
      .from(clientDocumentLines)
      .innerJoin(vatRates, eq(vatRates.id, clientDocumentLines.vatRateId))
      .where(eq(clientDocumentLines.documentId, documentId));
  },

  async insert(db: Db, companyId: string, kind: DocumentKind, values: DocumentValues): Promise<DocumentRow> {
    const [row] = await db
      .insert(clientDocuments)
      .values({ ...values, companyId, kind })
      .returning();
    return row as DocumentRow;
  },

  async update(db: Db, companyId: string, id: string, values: Partial<DocumentValues>): Promise<DocumentRow> {
    const [row] = await db
      .update(clientDocuments)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(clientDocuments.companyId, companyId), eq(clientDocuments.id, id)))
      .returning();
    return row as DocumentRow;
  },

  async replaceLines(db: Db, companyId: string, documentId: string, lines: LineValues[]): Promise<LineRow[]> {
    await db.delete(clientDocumentLines).where(eq(clientDocumentLines.documentId, documentId));
    if (lines.length === 0) return [];
    return db
      .insert(clientDocumentLines)
      .values(lines.map((line) => ({ ...line, companyId, documentId })))
      .returning();
  },

  /**
   * A publication's update, unless an issued invoice of the series is dated after the document (null
   * then). The caller holds the series lock, so the check and the write see the same series.
   */
  async publishIfSequential(
    db: Db,
    companyId: string,
    id: string,
    values: Partial<DocumentValues> & { documentSeriesId: string; issueDate: string },
  ): Promise<DocumentRow | null> {
    const later = db
      .select({ one: sql`1` })
      .from(clientDocuments)
      .where(
        and(
          eq(clientDocuments.documentSeriesId, values.documentSeriesId),
          ne(clientDocuments.status, 'draft'),
          sql`${clientDocuments.issueDate} > ${values.issueDate}`,
        ),
      );
    const [row] = await db
      .update(clientDocuments)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(eq(clientDocuments.companyId, companyId), eq(clientDocuments.id, id), sql`not exists (${later})`),
      )
      .returning();
    return row ?? null;
  },

  async delete(db: Db, companyId: string, id: string): Promise<void> {
    await db
      .delete(clientDocuments)
      .where(and(eq(clientDocuments.companyId, companyId), eq(clientDocuments.id, id)));
  },

  /**
   * The latest issue date among the series' issued invoices: a document dated before it cannot take
   * the next number (numbers follow the issue dates).
   */
  async latestIssueDateInSeries(db: Db, seriesId: string): Promise<string | null> {
    const [row] = await db
      .select({ issueDate: clientDocuments.issueDate })
      .from(clientDocuments)
      .where(and(eq(clientDocuments.documentSeriesId, seriesId), ne(clientDocuments.status, 'draft')))
      .orderBy(desc(clientDocuments.issueDate))
      .limit(1);
    return row?.issueDate ?? null;
  },

  /** Whether drafts dated before `date` exist in the series (they could no longer be issued). */
  async draftsBefore(db: Db, companyId: string, seriesId: string, date: string, exceptId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(clientDocuments)
      .where(
        and(
          eq(clientDocuments.companyId, companyId),
          eq(clientDocuments.documentSeriesId, seriesId),
          eq(clientDocuments.status, 'draft'),
          sql`${clientDocuments.issueDate} < ${date}`,
          ne(clientDocuments.id, exceptId),
        ),
      );
    return (row?.n ?? 0) > 0;
  },

  /** Rows of a kind that use a row of another table (usage registry counts). */
  async countUsing(
    db: Db,
    companyId: string,
    kind: DocumentKind,
    column: 'partnerId' | 'documentSeriesId',
    id: string,
    onlyDrafts = false,
  ): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(clientDocuments)
      .where(
        and(
          eq(clientDocuments.companyId, companyId),
          eq(clientDocuments.kind, kind),
          eq(clientDocuments[column], id),
          onlyDrafts ? eq(clientDocuments.status, 'draft') : undefined,
        ),
      );
    return row?.n ?? 0;
  },

  async countLinesUsing(
    db: Db,
    companyId: string,
    kind: DocumentKind,
    column: 'productId' | 'vatRateId' | 'unitCode',
    id: string,
  ): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(clientDocumentLines)
      .innerJoin(clientDocuments, eq(clientDocuments.id, clientDocumentLines.documentId))
      .where(
        and(
          eq(clientDocumentLines.companyId, companyId),
          eq(clientDocuments.kind, kind),
          eq(clientDocumentLines[column], id),
        ),
      );
    return row?.n ?? 0;
  },

  /** A company's documents of a kind, as the insert and delete triggers keep count of them. */
  async countOfCompany(db: Db, companyId: string, kind: DocumentKind): Promise<number> {
    const result = await db.execute<{ n: string }>(
      sql`select n from client_document_counts where company_id = ${companyId} and kind = ${kind}`,
    );
    return Number(result.rows[0]?.n ?? 0);
  },

  async countInStatus(db: Db, companyId: string, kind: DocumentKind, status: 'draft'): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(clientDocuments)
      .where(
        and(
          eq(clientDocuments.companyId, companyId),
          eq(clientDocuments.kind, kind),
          eq(clientDocuments.status, status),
        ),
      );
    return row?.n ?? 0;
  },
};
