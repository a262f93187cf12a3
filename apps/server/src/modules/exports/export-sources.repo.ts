import { and, asc, between, eq, gt, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { efacturaMessages } from '../../platform/efactura/efactura-messages.tables';
import { receivedAsInvoice } from '../../platform/efactura/received-invoice';
import { clientDocumentLines, clientDocuments } from '../client-invoices/client-invoices.tables';
import { efacturaSubmissions } from '../efactura-sending/efactura-sending.tables';
import {
  supplierInvoiceAttachments,
  supplierInvoiceLines,
  supplierInvoices,
} from '../supplier-invoices/supplier-invoices.tables';

/** Where a walk through a period's documents stands: the last (date, id) handed out. */
export type Cursor = { date: string; id: string } | null;
export const PAGE = 100;

const after = (date: AnyPgColumn, id: AnyPgColumn, cursor: Cursor) =>
  cursor ? or(gt(date, cursor.date), and(eq(date, cursor.date), gt(id, cursor.id))) : undefined;

/** Issued client invoices (voided ones too: they keep their number in the sequence). */
const clientInvoicesOf = (companyId: string, from: string, to: string) =>
  and(
    eq(clientDocuments.companyId, companyId),
    eq(clientDocuments.kind, 'invoice'),
    ne(clientDocuments.status, 'draft'),
    between(clientDocuments.issueDate, from, to),
  );

const supplierInvoicesOf = (companyId: string, from: string, to: string) =>
  and(eq(supplierInvoices.companyId, companyId), between(supplierInvoices.issueDate, from, to));

/** Supplier invoices that have a PDF: ANAF's rendering of the e-invoice, or one attached. */
const hasPdf = sql`(exists (select 1 from ${efacturaMessages} m where m.supplier_invoice_id = ${supplierInvoices.id}
  and m.direction = 'received' and m.kind = 'invoice' and m.pdf_file_id is not null)
  or exists (select 1 from ${supplierInvoiceAttachments} a where a.invoice_id = ${supplierInvoices.id}
  and a.content_type = 'application/pdf'))`;

/** Received e-invoices with their signed XML, by the invoice's issue date. */
const receivedSealsOf = (companyId: string, from: string, to: string) =>
  and(
    eq(efacturaMessages.companyId, companyId),
    eq(efacturaMessages.direction, 'received'),
    eq(efacturaMessages.kind, 'invoice'),
    isNotNull(efacturaMessages.xmlFileId),
    isNotNull(efacturaMessages.signatureFileId),
    between(efacturaMessages.issueDate, from, to),
  );

/** Client invoices whose upload ANAF accepted, with the signed answer kept. */
const acceptedSubmission = and(
  eq(efacturaSubmissions.clientDocumentId, clientDocuments.id),
  eq(efacturaSubmissions.status, 'accepted'),
  isNotNull(efacturaSubmissions.responseFileId),
  isNotNull(efacturaSubmissions.signatureFileId),
);

const lineColumns = (table: typeof clientDocumentLines | typeof supplierInvoiceLines) => ({
  name: table.name,
  unitCode: table.unitCode,
  quantity: table.quantity,
  price: table.price,
  net: table.net,
  vat: table.vat,
  vatRate: table.vatRate,
  vatCategory: table.vatCategory,
  productCode: table.productCode,
  partnerProductCode: table.partnerProductCode,
});
export type ExportLine = {
  [K in keyof ReturnType<typeof lineColumns>]: (typeof clientDocumentLines.$inferSelect)[K];
};

/**
 * Reads of the documents an export archives. The documents' modules write them; an export only
 * reads, a page at a time, so its SQL lives here rather than behind those modules' services.
 */
export const exportSourcesRepo = {
  async clientInvoice(db: Db, companyId: string, id: string) {
    const [row] = await db
      .select({
        seller: clientDocuments.seller,
        buyer: clientDocuments.buyer,
        seriesNumber: clientDocuments.seriesNumber,
        issueDate: clientDocuments.issueDate,
        dueDate: clientDocuments.dueDate,
        currency: clientDocuments.currency,
        notes: clientDocuments.notes,
      })
      .from(clientDocuments)
      .where(and(eq(clientDocuments.companyId, companyId), eq(clientDocuments.id, id)));
    return row ?? null;
  },

  async supplierInvoice(db: Db, companyId: string, id: string) {
    const [row] = await db
      .select({
        partnerId: supplierInvoices.partnerId,
        partnerName: supplierInvoices.partnerName,
        seriesNumber: supplierInvoices.seriesNumber,
        issueDate: supplierInvoices.issueDate,
        dueDate: supplierInvoices.dueDate,
        currency: supplierInvoices.currency,
        notes: supplierInvoices.notes,
      })
      .from(supplierInvoices)
      .where(and(eq(supplierInvoices.companyId, companyId), eq(supplierInvoices.id, id)));
    return row ?? null;
  },

  async lines(db: Db, side: 'client' | 'supplier', documentId: string): Promise<ExportLine[]> {
    const table = side === 'client' ? clientDocumentLines : supplierInvoiceLines;
    return db
      .select(lineColumns(table))
      .from(table)
      .where(eq(table.documentId, documentId))
      .orderBy(asc(table.position));
  },

  /** A supplier invoice's PDFs: ANAF's rendering of the e-invoice it came as, and PDF attachments. */
  async supplierPdfFiles(db: Db, companyId: string, invoiceId: string) {
    const [anaf] = await db
      .select({ fileId: efacturaMessages.pdfFileId })
      .from(efacturaMessages)
      .where(and(receivedAsInvoice(companyId, invoiceId), isNotNull(efacturaMessages.pdfFileId)))
      .orderBy(asc(efacturaMessages.createdAt))
      .limit(1);
    const attachments = await db
      .select({ fileId: supplierInvoiceAttachments.fileId, fileName: supplierInvoiceAttachments.fileName })
      .from(supplierInvoiceAttachments)
      .where(
        and(
          eq(supplierInvoiceAttachments.invoiceId, invoiceId),
          eq(supplierInvoiceAttachments.contentType, 'application/pdf'),
        ),
      )
      .orderBy(asc(supplierInvoiceAttachments.createdAt), asc(supplierInvoiceAttachments.id));
    return { anafPdfFileId: anaf?.fileId ?? null, attachments };
  },

  async countClientInvoices(db: Db, companyId: string, from: string, to: string) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(clientDocuments)
      .where(clientInvoicesOf(companyId, from, to));
    return row?.n ?? 0;
  },

  async clientInvoicePage(db: Db, companyId: string, from: string, to: string, cursor: Cursor) {
    return db
      .select({ id: clientDocuments.id, date: clientDocuments.issueDate })
      .from(clientDocuments)
      .where(
        and(
          clientInvoicesOf(companyId, from, to),
          after(clientDocuments.issueDate, clientDocuments.id, cursor),
        ),
      )
      .orderBy(asc(clientDocuments.issueDate), asc(clientDocuments.id))
      .limit(PAGE);
  },

  async countSupplierInvoices(db: Db, companyId: string, from: string, to: string, withPdf = false) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(supplierInvoices)
      .where(and(supplierInvoicesOf(companyId, from, to), withPdf ? hasPdf : undefined));
    return row?.n ?? 0;
  },

  async supplierInvoicePage(
    db: Db,
    companyId: string,
    from: string,
    to: string,
    cursor: Cursor,
    withPdf = false,
  ) {
    return db
      .select({
        id: supplierInvoices.id,
        date: supplierInvoices.issueDate,
        partnerName: supplierInvoices.partnerName,
        seriesNumber: supplierInvoices.seriesNumber,
      })
      .from(supplierInvoices)
      .where(
        and(
          supplierInvoicesOf(companyId, from, to),
          withPdf ? hasPdf : undefined,
          after(supplierInvoices.issueDate, supplierInvoices.id, cursor),
        ),
      )
      .orderBy(asc(supplierInvoices.issueDate), asc(supplierInvoices.id))
      .limit(PAGE);
  },

  async countClientSeals(db: Db, companyId: string, from: string, to: string) {
    const [row] = await db
      .select({ n: sql<number>`count(distinct ${clientDocuments.id})::int` })
      .from(clientDocuments)
      .innerJoin(efacturaSubmissions, acceptedSubmission)
      .where(clientInvoicesOf(companyId, from, to));
    return row?.n ?? 0;
  },

  /** A page of accepted client invoices with the files of their (latest) accepted upload. */
  async clientSealPage(db: Db, companyId: string, from: string, to: string, cursor: Cursor) {
    return db
      .selectDistinctOn([clientDocuments.issueDate, clientDocuments.id], {
        id: clientDocuments.id,
        date: clientDocuments.issueDate,
        name: clientDocuments.seriesNumber,
        downloadId: efacturaSubmissions.downloadId,
        xmlFileId: efacturaSubmissions.responseFileId,
        signatureFileId: efacturaSubmissions.signatureFileId,
      })
      .from(clientDocuments)
      .innerJoin(efacturaSubmissions, acceptedSubmission)
      .where(
        and(
          clientInvoicesOf(companyId, from, to),
          after(clientDocuments.issueDate, clientDocuments.id, cursor),
        ),
      )
      .orderBy(
        asc(clientDocuments.issueDate),
        asc(clientDocuments.id),
        sql`${efacturaSubmissions.attempt} desc`,
      )
      .limit(PAGE);
  },

  async countSupplierSeals(db: Db, companyId: string, from: string, to: string) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(efacturaMessages)
      .where(receivedSealsOf(companyId, from, to));
    return row?.n ?? 0;
  },

  async supplierSealPage(db: Db, companyId: string, from: string, to: string, cursor: Cursor) {
    const rows = await db
      .select({
        id: efacturaMessages.id,
        date: efacturaMessages.issueDate,
        name: efacturaMessages.seriesNumber,
        partnerCif: efacturaMessages.partnerCif,
        anafId: efacturaMessages.anafId,
        xmlFileId: efacturaMessages.xmlFileId,
        signatureFileId: efacturaMessages.signatureFileId,
      })
      .from(efacturaMessages)
      .where(
        and(
          receivedSealsOf(companyId, from, to),
          after(efacturaMessages.issueDate, efacturaMessages.id, cursor),
        ),
      )
      .orderBy(asc(efacturaMessages.issueDate), asc(efacturaMessages.id))
      .limit(PAGE);
    return rows.map((row) => ({ ...row, date: row.date ?? '' }));
  },
};
