import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyRef } from '../../modules/companies/companies.tables';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Files the company keeps with its documents (supplier invoice attachments...), in the database:
 * the embedded store of the file-store interface, written in the same transaction as the row
 * that points at it, so a file is never half-kept.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_company_idx').on(t.companyId)],
);
