import { SUBMISSION_STATUSES } from '@app/domain/efactura/efactura-states';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from '../../platform/files/files.tables';
import { clientDocuments } from '../client-invoices/client-invoices.tables';
import { companyRef } from '../companies/companies.tables';

/**
 * Every send of a client invoice to RO e-Factura. A row is written as `intended`, with the exact
 * XML, before the upload is attempted, and moves to `uploaded` (ANAF's upload index) and then to
 * `accepted` or `rejected`. At most one open (intended or uploaded) send per invoice; a retry of an
 * intended send first asks ANAF what it already holds, so an invoice is never uploaded twice.
 */
export const efacturaSubmissions = pgTable(
  'efactura_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    clientDocumentId: uuid('client_document_id')
      .notNull()
      .references(() => clientDocuments.id),
    /** 1 for the first send, then one more for each send after a rejection. */
    attempt: integer('attempt').notNull(),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('intended'),
    cif: text('cif').notNull(),
    /** The XML exactly as uploaded (or about to be). */
    xml: text('xml').notNull(),
    xmlSha256: text('xml_sha256').notNull(),
    uploadIndex: text('upload_index'),
    downloadId: text('download_id'),
    /** ANAF's texts: the upload refusal or the error file of a rejection. */
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    /** Calls made for this send (uploads tried, stareMesaj polls) within ANAF's daily limits. */
    uploadTries: integer('upload_tries').notNull().default(0),
    polls: integer('polls').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** From the downloaded ZIP: the invoice (or error) XML and the detached signature (the seal). */
    responseFileId: uuid('response_file_id').references(() => storedFiles.id),
    signatureFileId: uuid('signature_file_id').references(() => storedFiles.id),
    zipFileId: uuid('zip_file_id').references(() => storedFiles.id),
    intendedAt: timestamp('intended_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('efactura_submissions_document_attempt_key').on(t.clientDocumentId, t.attempt),
    uniqueIndex('efactura_submissions_one_open_key')
      .on(t.clientDocumentId)
      .where(sql`${t.status} in ('intended', 'uploaded')`),
    index('efactura_submissions_open_idx')
      .on(t.status, t.nextCheckAt)
      .where(sql`${t.status} in ('intended', 'uploaded')`),
    index('efactura_submissions_company_idx').on(t.companyId, t.intendedAt),
  ],
);
