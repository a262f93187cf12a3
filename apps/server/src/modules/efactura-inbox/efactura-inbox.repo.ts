import { spvActiveLike } from '@app/domain/efactura/efactura-states';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UUID } from '../../platform/crud/service-resource';
import { efacturaMessages } from '../../platform/efactura/efactura-messages.tables';
import { receivedAsInvoice } from '../../platform/efactura/received-invoice';
import type { ListingPlan } from '../../platform/listing/listing';
import { anafSpvConnections } from '../anaf-spv/anaf-spv.tables';
import { clientDocuments } from '../client-invoices/client-invoices.tables';
import { companies } from '../companies/companies.tables';
import { efacturaSubmissions } from '../efactura-sending/efactura-sending.tables';
import { supplierInvoices } from '../supplier-invoices/supplier-invoices.tables';
import { vatRates } from '../vat-rates/vat-rates.tables';

export type RegistryRow = typeof efacturaMessages.$inferSelect;
export type RegistryValues = Omit<typeof efacturaMessages.$inferInsert, 'id' | 'companyId'>;

const ofCompany = (companyId: string, id: string) =>
  and(eq(efacturaMessages.companyId, companyId), eq(efacturaMessages.id, id));

/**
 * The registry rows the inbox writes (received invoices and buyer messages, our replies), the sync
 * marks of the company's SPV connection, and the reads an import needs (VAT rates, tenant, the
 * client invoice a buyer message is about). Other modules' tables are only read here.
 */
export const efacturaInboxRepo = {
  /** Which of these download ids the company's registry already holds. */
  async knownAnafIds(db: Db, companyId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ anafId: efacturaMessages.anafId })
      .from(efacturaMessages)
      .where(and(eq(efacturaMessages.companyId, companyId), inArray(efacturaMessages.anafId, ids)));
    return new Set(rows.map((row) => row.anafId as string));
  },

  /** Inserts a row, or nothing when the company already has this download id (a concurrent sync). */
  async insertOnce(db: Db, companyId: string, values: RegistryValues): Promise<RegistryRow | null> {
    const [row] = await db
      .insert(efacturaMessages)
      .values({ ...values, companyId })
      .onConflictDoNothing({
        target: [efacturaMessages.companyId, efacturaMessages.anafId],
        where: isNotNull(efacturaMessages.anafId),
      })
      .returning();
    return row ?? null;
  },

  /** Inserts the rows whose download id the company does not have yet; answers how many. */
  async insertManyOnce(db: Db, companyId: string, values: RegistryValues[]): Promise<number> {
    if (values.length === 0) return 0;
    const rows = await db
      .insert(efacturaMessages)
      .values(values.map((row) => ({ ...row, companyId })))
      .onConflictDoNothing({
        target: [efacturaMessages.companyId, efacturaMessages.anafId],
        where: isNotNull(efacturaMessages.anafId),
      })
      .returning({ id: efacturaMessages.id });
    return rows.length;
  },

  async insert(db: Db, companyId: string, values: RegistryValues): Promise<RegistryRow> {
    const [row] = await db
      .insert(efacturaMessages)
      .values({ ...values, companyId })
      .returning();
    return row as RegistryRow;
  },

  async update(db: Db, companyId: string, id: string, values: Partial<RegistryValues>): Promise<RegistryRow> {
    const [row] = await db
      .update(efacturaMessages)
      .set({ ...values, updatedAt: new Date() })
      .where(ofCompany(companyId, id))
      .returning();
    return row as RegistryRow;
  },

  async find(db: Db, companyId: string, id: string): Promise<RegistryRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db.select().from(efacturaMessages).where(ofCompany(companyId, id));
    return row ?? null;
  },

  async lock(db: Db, companyId: string, id: string): Promise<RegistryRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db.select().from(efacturaMessages).where(ofCompany(companyId, id)).for('update');
    return row ?? null;
  },

  async list(db: Db, companyId: string, plan: ListingPlan) {
    const where = and(eq(efacturaMessages.companyId, companyId), plan.where);
    const items = await db
      .select()
      .from(efacturaMessages)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const [total] = await db.select({ n: count() }).from(efacturaMessages).where(where);
    return { items, count: total?.n ?? 0 };
  },

  /** The rows about one supplier invoice (the invoice received, our replies), oldest first. */
  async ofSupplierInvoice(db: Db, companyId: string, invoiceId: string): Promise<RegistryRow[]> {
    if (!UUID.test(invoiceId)) return [];
    return db
      .select()
      .from(efacturaMessages)
      .where(
        and(eq(efacturaMessages.companyId, companyId), eq(efacturaMessages.supplierInvoiceId, invoiceId)),
      )
      .orderBy(efacturaMessages.createdAt, efacturaMessages.id);
  },

  async supplierInvoiceExists(db: Db, companyId: string, invoiceId: string): Promise<boolean> {
    if (!UUID.test(invoiceId)) return false;
    const [row] = await db
      .select({ id: supplierInvoices.id })
      .from(supplierInvoices)
      .where(and(eq(supplierInvoices.companyId, companyId), eq(supplierInvoices.id, invoiceId)));
    return row !== undefined;
  },

  /** The e-invoice a supplier invoice was received as (its upload index is what a reply names). */
  async receivedInvoiceOf(db: Db, companyId: string, invoiceId: string): Promise<RegistryRow | null> {
    const [row] = await db
      .select()
      .from(efacturaMessages)
      .where(receivedAsInvoice(companyId, invoiceId))
      .limit(1);
    return row ?? null;
  },

  /** Our reply with this upload index (our own RASP listed back to us under filter R). */
  async sentReplyByUploadIndex(db: Db, companyId: string, uploadIndex: string): Promise<RegistryRow | null> {
    const [row] = await db
      .select()
      .from(efacturaMessages)
      .where(
        and(
          eq(efacturaMessages.companyId, companyId),
          eq(efacturaMessages.uploadIndex, uploadIndex),
          eq(efacturaMessages.direction, 'sent'),
          eq(efacturaMessages.kind, 'buyer-message'),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /** The client invoice we sent under this upload index: from its send, or its registry row. */
  async clientInvoiceByUploadIndex(db: Db, companyId: string, uploadIndex: string) {
    const [sent] = await db
      .select({ id: clientDocuments.id, seriesNumber: clientDocuments.seriesNumber })
      .from(efacturaSubmissions)
      .innerJoin(clientDocuments, eq(clientDocuments.id, efacturaSubmissions.clientDocumentId))
      .where(
        and(eq(efacturaSubmissions.companyId, companyId), eq(efacturaSubmissions.uploadIndex, uploadIndex)),
      )
      .limit(1);
    if (sent) return sent;
    const [listed] = await db
      .select({ id: clientDocuments.id, seriesNumber: clientDocuments.seriesNumber })
      .from(efacturaMessages)
      .innerJoin(clientDocuments, eq(clientDocuments.id, efacturaMessages.clientDocumentId))
      .where(
        and(
          eq(efacturaMessages.companyId, companyId),
          eq(efacturaMessages.uploadIndex, uploadIndex),
          eq(efacturaMessages.direction, 'sent'),
          eq(efacturaMessages.kind, 'invoice'),
        ),
      )
      .limit(1);
    return listed ?? null;
  },

  async connection(db: Db, companyId: string) {
    const [row] = await db
      .select({
        status: anafSpvConnections.status,
        cif: anafSpvConnections.cif,
        syncedUntil: anafSpvConnections.syncedUntil,
        lastSyncAt: anafSpvConnections.lastSyncAt,
      })
      .from(anafSpvConnections)
      .where(eq(anafSpvConnections.companyId, companyId));
    return row ?? null;
  },

  /** A sync finished: when, and (when every message of the window was taken) up to when. */
  async markSynced(db: Db, companyId: string, at: Date, syncedUntil: Date | null) {
    await db
      .update(anafSpvConnections)
      .set(syncedUntil ? { lastSyncAt: at, syncedUntil } : { lastSyncAt: at })
      .where(eq(anafSpvConnections.companyId, companyId));
  },

  /** The companies whose connection is active-like: the scheduled sync visits each. */
  async activeLikeCompanies(db: Db): Promise<string[]> {
    const rows = await db
      .select({ companyId: anafSpvConnections.companyId, status: anafSpvConnections.status })
      .from(anafSpvConnections);
    return rows.filter((row) => spvActiveLike(row.status)).map((row) => row.companyId);
  },

  /**
   * Holds, until the transaction ends, the right to create the supplier with this CUI: two invoices
   * of a new supplier imported side by side would otherwise both create it (and one fail).
   */
  async lockSupplierCif(db: Db, companyId: string, cif: string): Promise<void> {
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`supplier:${companyId}:${cif}`}, 0))`,
    );
  },

  async vatRates(db: Db, companyId: string) {
    return db
      .select({
        id: vatRates.id,
        code: vatRates.code,
        value: vatRates.value,
        exemptionReasonCode: vatRates.exemptionReasonCode,
      })
      .from(vatRates)
      .where(eq(vatRates.companyId, companyId));
  },

  async tenantOf(db: Db, companyId: string): Promise<string | null> {
    const [row] = await db
      .select({ tenantId: companies.tenantId })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.tenantId ?? null;
  },

  /** Readable received invoices still without ANAF's PDF (the import leaves it to a later job). */
  async missingPdfs(db: Db, companyId: string, limit: number) {
    return db
      .select({ id: efacturaMessages.id, xmlFileId: efacturaMessages.xmlFileId })
      .from(efacturaMessages)
      .where(
        and(
          eq(efacturaMessages.companyId, companyId),
          eq(efacturaMessages.direction, 'received'),
          eq(efacturaMessages.kind, 'invoice'),
          isNull(efacturaMessages.readError),
          isNotNull(efacturaMessages.xmlFileId),
          isNull(efacturaMessages.pdfFileId),
        ),
      )
      .orderBy(asc(efacturaMessages.createdAt), asc(efacturaMessages.id))
      .limit(limit);
  },

  /** Sets the PDF unless another writer (the download route, a second job) already did. */
  async setPdfOnce(db: Db, companyId: string, id: string, pdfFileId: string): Promise<boolean> {
    const rows = await db
      .update(efacturaMessages)
      .set({ pdfFileId, updatedAt: new Date() })
      .where(and(ofCompany(companyId, id), isNull(efacturaMessages.pdfFileId)))
      .returning({ id: efacturaMessages.id });
    return rows.length > 0;
  },

  /** The dashboard widget: the latest supplier invoices imported through SPV, and how many. */
  async imported(db: Db, companyId: string, limit: number) {
    const where = and(
      eq(efacturaMessages.companyId, companyId),
      eq(efacturaMessages.direction, 'received'),
      eq(efacturaMessages.kind, 'invoice'),
      isNotNull(efacturaMessages.supplierInvoiceId),
    );
    const items = await db
      .select({
        id: supplierInvoices.id,
        status: supplierInvoices.status,
        seriesNumber: supplierInvoices.seriesNumber,
        partnerName: supplierInvoices.partnerName,
        issueDate: supplierInvoices.issueDate,
        grossTotal: supplierInvoices.grossTotal,
        currency: supplierInvoices.currency,
        importedAt: efacturaMessages.createdAt,
      })
      .from(efacturaMessages)
      .innerJoin(supplierInvoices, eq(supplierInvoices.id, efacturaMessages.supplierInvoiceId))
      .where(where)
      .orderBy(desc(efacturaMessages.createdAt), desc(efacturaMessages.id))
      .limit(limit);
    const [total] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(efacturaMessages)
      .innerJoin(supplierInvoices, eq(supplierInvoices.id, efacturaMessages.supplierInvoiceId))
      .where(where);
    return { items, total: Number(total?.n ?? 0) };
  },
};
