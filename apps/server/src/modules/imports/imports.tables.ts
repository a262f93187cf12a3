import type { ImportRowErrors, ImportRowInput } from '@app/domain/imports/import.schemas';
import { IMPORT_ENTITIES, IMPORT_STATUSES } from '@app/domain/imports/import-limits';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from '../accounts/accounts.tables';
import { companyRef } from '../companies/companies.tables';

/**
 * One import of partners or products (spec 02 §4 Imports): the validated rows wait here for the job
 * that inserts them in file order; `processed` counts the rows inserted so far (the progress bar,
 * and where a retried job resumes). An import that stops keeps the row it stopped at and its errors.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    entity: text('entity', { enum: IMPORT_ENTITIES }).notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('pending'),
    fileName: text('file_name'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    /** The rows as the wizard sent them; emptied once the import ends. */
    rows: jsonb('rows').$type<ImportRowInput[]>(),
    failedRow: jsonb('failed_row').$type<ImportRowErrors>(),
    /** A failure that is not a row's (`internalServerError`). */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('imports_company_created_idx').on(t.companyId, t.createdAt)],
);
