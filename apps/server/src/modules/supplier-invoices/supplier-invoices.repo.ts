import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UUID } from '../../platform/crud/service-resource';
import { efacturaMessages } from '../../platform/efactura/efactura-messages.tables';
import { receivedAsInvoice } from '../../platform/efactura/received-invoice';
import type { StoredLineValues } from '../../platform/invoicing/invoice-lines-builder';
import type { ListingPlan } from '../../platform/listing/listing';
import { partners } from '../partners/partners.tables';
import { supplierPaymentAllocations, supplierPayments } from '../supplier-payments/supplier-payments.tables';
import { vatRates } from '../vat-rates/vat-rates.tables';
import {
  supplierInvoiceAttachments,
  supplierInvoiceLines,
  supplierInvoices,
} from './supplier-invoices.tables';

export type SupplierInvoiceRow = typeof supplierInvoices.$inferSelect;
export type SupplierInvoiceValues = Omit<typeof supplierInvoices.$inferInsert, 'id' | 'companyId'>;
export type SupplierInvoiceLineRow = typeof supplierInvoiceLines.$inferSelect;
export type AttachmentRow = typeof supplierInvoiceAttachments.$inferSelect;

const ofCompany = (companyId: string, id: string) =>
  and(eq(supplierInvoices.companyId, companyId), eq(supplierInvoices.id, id));

/** The list columns: everything but the texts, discount and breakdown a list does not show. */
const listColumns = {
  id: supplierInvoices.id,
  status: supplierInvoices.status,
  series: supplierInvoices.series,
  number: supplierInvoices.number,
  seriesNumber: supplierInvoices.seriesNumber,
  partnerId: supplierInvoices.partnerId,
  partnerName: supplierInvoices.partnerName,
  issueDate: supplierInvoices.issueDate,
  dueDate: supplierInvoices.dueDate,
  currency: supplierInvoices.currency,
  netTotal: supplierInvoices.netTotal,
  vatTotal: supplierInvoices.vatTotal,
  grossTotal: supplierInvoices.grossTotal,
  amountDue: supplierInvoices.amountDue,
  paidTotal: supplierInvoices.paidTotal,
  attachmentCount: supplierInvoices.attachmentCount,
  createdAt: supplierInvoices.createdAt,
};
export type SupplierInvoiceListRow = { [K in keyof typeof listColumns]: SupplierInvoiceRow[K] };

/** Supplier invoices, their lines and their attachments' rows (the files are in the file store). */
/** A supplier's series and number as one key (what `takenSeriesNumbers` answers). */
export const seriesNumberKey = (key: { partnerId: string; series: string; number: string }) =>
  `${key.partnerId}\u0000${key.series}\u0000${key.number}`;

export const supplierInvoicesRepo = {
  /** The registry row of the e-invoice the invoice was received as (the first one, if ever two). */
  async efacturaOf(db: Db, companyId: string, invoiceId: string) {
    const [row] = await db
      .select({
        id: efacturaMessages.id,
        xmlFileId: efacturaMessages.xmlFileId,
        signatureFileId: efacturaMessages.signatureFileId,
        pdfFileId: efacturaMessages.pdfFileId,
      })
      .from(efacturaMessages)
      .where(receivedAsInvoice(companyId, invoiceId))
      .orderBy(asc(efacturaMessages.createdAt))
      .limit(1);
    return row ?? null;
  },

  async list(db: Db, companyId: string, plan: ListingPlan) {
    const where = and(eq(supplierInvoices.companyId, companyId), plan.where);
    const items = await db
      .select(listColumns)
      .from(supplierInvoices)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    // An unfiltered list counts from the counter the triggers keep (migration 0011), not the rows.
    const total =
      plan.where === undefined
        ? await supplierInvoicesRepo.countOfCompany(db, companyId)
        : ((await db.select({ n: count() }).from(supplierInvoices).where(where))[0]?.n ?? 0);
    return { items: items as SupplierInvoiceListRow[], count: total };
  },

  async find(db: Db, companyId: string, id: string): Promise<SupplierInvoiceRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db.select().from(supplierInvoices).where(ofCompany(companyId, id));
    return row ?? null;
  },

  /** The row locked until the transaction ends: edits, attachments and payments queue here. */
  async lock(db: Db, companyId: string, id: string): Promise<SupplierInvoiceRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db.select().from(supplierInvoices).where(ofCompany(companyId, id)).for('update');
    return row ?? null;
  },

  async lines(db: Db, invoiceId: string): Promise<SupplierInvoiceLineRow[]> {
    return db
      .select()
      .from(supplierInvoiceLines)
      .where(eq(supplierInvoiceLines.documentId, invoiceId))
      .orderBy(asc(supplierInvoiceLines.position));
  },

  async insert(db: Db, companyId: string, values: SupplierInvoiceValues): Promise<SupplierInvoiceRow> {
    const [row] = await db
      .insert(supplierInvoices)
      .values({ ...values, companyId })
      .returning();
    return row as SupplierInvoiceRow;
  },

  async update(
    db: Db,
    companyId: string,
    id: string,
    values: Partial<SupplierInvoiceValues>,
  ): Promise<SupplierInvoiceRow> {
    const [row] = await db
      .update(supplierInvoices)
      .set({ ...values, updatedAt: new Date() })
      .where(ofCompany(companyId, id))
      .returning();
    return row as SupplierInvoiceRow;
  },

  async replaceLines(db: Db, companyId: string, invoiceId: string, lines: StoredLineValues[]) {
    await db.delete(supplierInvoiceLines).where(eq(supplierInvoiceLines.documentId, invoiceId));
    await supplierInvoicesRepo.insertLines(db, companyId, invoiceId, lines);
  },

  /** The lines of an invoice that has none yet (a received one, stored once). */
  async insertLines(db: Db, companyId: string, invoiceId: string, lines: StoredLineValues[]) {
    if (lines.length === 0) return;
    await db
      .insert(supplierInvoiceLines)
      .values(lines.map((line) => ({ ...line, companyId, documentId: invoiceId })));
  },

  /** Deletes the invoice (its lines and attachment rows go with it). */
  async delete(db: Db, companyId: string, id: string): Promise<void> {
    await db.delete(supplierInvoices).where(ofCompany(companyId, id));
  },

  /** The partner an invoice names, if it is the company's: its role decides if it is a supplier. */
  async partner(db: Db, companyId: string, partnerId: string) {
    if (!UUID.test(partnerId)) return null;
    const [row] = await db
      .select({ id: partners.id, role: partners.role, name: partners.name })
      .from(partners)
      .where(and(eq(partners.companyId, companyId), eq(partners.id, partnerId)));
    return row ?? null;
  },

  /** Invoices inserted together, answered in their order (ids made here to keep it). */
  async insertMany(
    db: Db,
    companyId: string,
    values: SupplierInvoiceValues[],
  ): Promise<SupplierInvoiceRow[]> {
    if (values.length === 0) return [];
    const withIds = values.map((one) => ({ ...one, id: randomUUID(), companyId }));
    const rows = await db.insert(supplierInvoices).values(withIds).returning();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return withIds.map((one) => byId.get(one.id) as SupplierInvoiceRow);
  },

  /** The lines of several new invoices in one insert. */
  async insertLinesOfMany(
    db: Db,
    companyId: string,
    invoices: { invoiceId: string; lines: StoredLineValues[] }[],
  ) {
    const rows = invoices.flatMap(({ invoiceId, lines }) =>
      lines.map((line) => ({ ...line, companyId, documentId: invoiceId })),
    );
    if (rows.length > 0) await db.insert(supplierInvoiceLines).values(rows);
  },

  /** Which of these suppliers' series and numbers the company's invoices already have ("partner\0series\0number"). */
  async takenSeriesNumbers(
    db: Db,
    companyId: string,
    keys: { partnerId: string; series: string; number: string }[],
  ): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await db
      .select({
        partnerId: supplierInvoices.partnerId,
        series: supplierInvoices.series,
        number: supplierInvoices.number,
      })
      .from(supplierInvoices)
      .where(
        and(
          eq(supplierInvoices.companyId, companyId),
          inArray(supplierInvoices.partnerId, [...new Set(keys.map((key) => key.partnerId))]),
          inArray(supplierInvoices.number, [...new Set(keys.map((key) => key.number))]),
        ),
      );
    return new Set(rows.map(seriesNumberKey));
  },

  /** Whether another invoice of the supplier already has this series and number. */
  async seriesNumberTaken(
    db: Db,
    companyId: string,
    key: { partnerId: string; series: string; number: string },
    exceptId: string | null,
  ): Promise<boolean> {
    const [row] = await db
      .select({ n: count() })
      .from(supplierInvoices)
      .where(
        and(
          eq(supplierInvoices.companyId, companyId),
          eq(supplierInvoices.partnerId, key.partnerId),
          eq(supplierInvoices.series, key.series),
          eq(supplierInvoices.number, key.number),
          exceptId ? ne(supplierInvoices.id, exceptId) : undefined,
        ),
      );
    return (row?.n ?? 0) > 0;
  },

  /** How many payments (of any state) are allocated to the invoice. */
  /**
   * The payments allocated to an invoice, and whether any of them also pays another invoice
   * (linking moves them to another supplier only when they pay nothing else).
   */
  async paymentsOf(db: Db, companyId: string, invoiceId: string) {
    const rows = await db
      .select({ paymentId: supplierPaymentAllocations.paymentId })
      .from(supplierPaymentAllocations)
      .where(
        and(
          eq(supplierPaymentAllocations.companyId, companyId),
          eq(supplierPaymentAllocations.invoiceId, invoiceId),
        ),
      );
    const paymentIds = rows.map((row) => row.paymentId);
    if (paymentIds.length === 0) return { paymentIds, payOthers: false };
    const [other] = await db
      .select({ n: count() })
      .from(supplierPaymentAllocations)
      .where(
        and(
          inArray(supplierPaymentAllocations.paymentId, paymentIds),
          ne(supplierPaymentAllocations.invoiceId, invoiceId),
        ),
      );
    return { paymentIds, payOthers: (other?.n ?? 0) > 0 };
  },

  /** The supplier of payments that now pay another supplier's invoice (linking). */
  async movePaymentsToPartner(db: Db, companyId: string, paymentIds: string[], partnerId: string) {
    if (paymentIds.length === 0) return;
    await db
      .update(supplierPayments)
      .set({ partnerId })
      .where(and(eq(supplierPayments.companyId, companyId), inArray(supplierPayments.id, paymentIds)));
  },

  /** Moves every payment allocation of one invoice to another (linking; the target has none). */
  async moveAllocations(db: Db, companyId: string, fromId: string, toId: string): Promise<void> {
    await db
      .update(supplierPaymentAllocations)
      .set({ invoiceId: toId })
      .where(
        and(
          eq(supplierPaymentAllocations.companyId, companyId),
          eq(supplierPaymentAllocations.invoiceId, fromId),
        ),
      );
  },

  async paymentCount(db: Db, companyId: string, invoiceId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(supplierPaymentAllocations)
      .where(
        and(
          eq(supplierPaymentAllocations.companyId, companyId),
          eq(supplierPaymentAllocations.invoiceId, invoiceId),
        ),
      );
    return row?.n ?? 0;
  },

  async attachments(db: Db, invoiceId: string): Promise<AttachmentRow[]> {
    return db
      .select()
      .from(supplierInvoiceAttachments)
      .where(eq(supplierInvoiceAttachments.invoiceId, invoiceId))
      .orderBy(asc(supplierInvoiceAttachments.createdAt), asc(supplierInvoiceAttachments.id));
  },

  async attachment(db: Db, companyId: string, invoiceId: string, id: string): Promise<AttachmentRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db
      .select()
      .from(supplierInvoiceAttachments)
      .where(
        and(
          eq(supplierInvoiceAttachments.companyId, companyId),
          eq(supplierInvoiceAttachments.invoiceId, invoiceId),
          eq(supplierInvoiceAttachments.id, id),
        ),
      );
    return row ?? null;
  },

  async insertAttachment(
    db: Db,
    values: Omit<typeof supplierInvoiceAttachments.$inferInsert, 'id' | 'createdAt'>,
  ): Promise<AttachmentRow> {
    const [row] = await db.insert(supplierInvoiceAttachments).values(values).returning();
    return row as AttachmentRow;
  },

  async deleteAttachment(db: Db, id: string): Promise<void> {
    await db.delete(supplierInvoiceAttachments).where(eq(supplierInvoiceAttachments.id, id));
  },

  /** Moves the invoice's attachment count (kept for lists) with the attachment rows. */
  async countAttachment(db: Db, invoiceId: string, delta: 1 | -1): Promise<void> {
    await db
      .update(supplierInvoices)
      .set({ attachmentCount: sql`${supplierInvoices.attachmentCount} + ${delta}` })
      .where(eq(supplierInvoices.id, invoiceId));
  },

  /** Invoices that use a row of another table (usage registry counts). */
  async countUsing(db: Db, companyId: string, column: 'partnerId', id: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(supplierInvoices)
      .where(and(eq(supplierInvoices.companyId, companyId), eq(supplierInvoices[column], id)));
    return row?.n ?? 0;
  },

  async countLinesUsing(
    db: Db,
    companyId: string,
    column: 'productId' | 'vatRateId' | 'unitCode',
    id: string,
  ): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(supplierInvoiceLines)
      .where(and(eq(supplierInvoiceLines.companyId, companyId), eq(supplierInvoiceLines[column], id)));
    return row?.n ?? 0;
  },

  /** A company's supplier invoices, as the insert and delete triggers keep count of them. */
  async countOfCompany(db: Db, companyId: string): Promise<number> {
    const result = await db.execute<{ n: string }>(
      sql`select n from supplier_invoice_counts where company_id = ${companyId}`,
    );
    return Number(result.rows[0]?.n ?? 0);
  },
};

/** What the demo supplier invoices are made of: the company's current standard VAT rates. */
export async function demoStandardRates(db: Db, companyId: string) {
  return db
    .select({ id: vatRates.id, value: vatRates.value })
    .from(vatRates)
    .where(and(eq(vatRates.companyId, companyId), eq(vatRates.code, 'S'), isNull(vatRates.validTo)));
}
