import { DOCUMENT_SERIES_TYPES } from '@app/domain/document-series/document-series.schemas';
import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyRef } from '../companies/companies.tables';

/**
 * Numbering series of the company's documents. `startIndex` keeps its leading zeros (they fix the
 * minimum digit count); `lastNumber` is the last number handed out, null until the first.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    type: text('type', { enum: DOCUMENT_SERIES_TYPES }).notNull(),
    prefix: text('prefix').notNull(),
    suffix: text('suffix'),
    startDate: date('start_date').notNull(),
    startIndex: text('start_index').notNull(),
    lastNumber: bigint('last_number', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_series_company_idx').on(t.companyId, t.type),
    uniqueIndex('document_series_company_prefix_suffix_key').on(
      t.companyId,
      sql`upper(${t.prefix})`,
      sql`upper(coalesce(${t.suffix}, ''))`,
    ),
    uniqueIndex('document_series_company_type_start_key').on(t.companyId, t.type, t.startDate),
  ],
);
