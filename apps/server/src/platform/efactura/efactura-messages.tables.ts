import {
  EFACTURA_DIRECTIONS,
  EFACTURA_MESSAGE_KINDS,
  EFACTURA_MESSAGE_STATES,
} from '@app/domain/efactura/efactura-states';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyRef } from '../../modules/companies/companies.tables';
import { storedFiles } from '../files/files.tables';

/**
 * The e-invoicing registry (spec 02 §2): every message of the company's SPV, sent or received,
 * with the documents it concerns. Written by the sending work (a row per send, from its intent),
 * the inbox sync (every message ANAF lists, once: unique download id) and the replies to suppliers.
 * Documents are referenced loosely (no foreign keys): a registry row outlives a linked draft.
 */
export const efacturaMessages = pgTable(
  'efactura_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    direction: text('direction', { enum: EFACTURA_DIRECTIONS }).notNull(),
    kind: text('kind', { enum: EFACTURA_MESSAGE_KINDS }).notNull(),
    state: text('state', { enum: EFACTURA_MESSAGE_STATES }).notNull(),
    /** ANAF's download id (`id`), once known; the upload index (`id_solicitare`). */
    anafId: text('anaf_id'),
    uploadIndex: text('upload_index'),
    /** ANAF's `tip` and `detalii` as listed. */
    anafType: text('anaf_type'),
    details: text('details'),
    anafCreatedAt: timestamp('anaf_created_at', { withTimezone: true }),
    /** The other party (the buyer of a sent invoice, the supplier of a received one). */
    partnerCif: text('partner_cif'),
    partnerName: text('partner_name'),
    seriesNumber: text('series_number'),
    issueDate: text('issue_date'),
    grossTotal: text('gross_total'),
    currency: text('currency'),
    clientDocumentId: uuid('client_document_id'),
    supplierInvoiceId: uuid('supplier_invoice_id'),
    /** The text of a buyer message (RASP) we send or receive. */
    messageText: text('message_text'),
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    /** A received XML that could not be read: kept with the reason, never dropped. */
    readError: text('read_error'),
    xmlFileId: uuid('xml_file_id').references(() => storedFiles.id),
    signatureFileId: uuid('signature_file_id').references(() => storedFiles.id),
    pdfFileId: uuid('pdf_file_id').references(() => storedFiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('efactura_messages_company_anaf_id_key')
      .on(t.companyId, t.anafId)
      .where(sql`${t.anafId} is not null`),
    index('efactura_messages_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id),
    index('efactura_messages_client_document_idx').on(t.clientDocumentId),
    index('efactura_messages_supplier_invoice_idx').on(t.supplierInvoiceId),
    index('efactura_messages_upload_index_idx').on(t.companyId, t.uploadIndex),
  ],
);
