import { EXPORT_KINDS, EXPORT_STATUSES } from '@app/domain/exports/export.schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants, users } from '../accounts/accounts.tables';
import { companyRef } from '../companies/companies.tables';

/**
 * One export of a company's documents (spec 02 §3 Export job): what and which period, how far the
 * job got (`processed` of `total`, the progress bar), and where the finished archive is kept.
 * At most one pending export per company: the partial unique index makes "an export is already
 * running" hold even for two requests at the same instant.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: EXPORT_KINDS }).notNull(),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('pending'),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    fileName: text('file_name').notNull(),
    /** The archive in the archive store, once complete. */
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('export_jobs_company_created_idx').on(t.companyId, t.createdAt),
    uniqueIndex('export_jobs_one_pending').on(t.companyId).where(sql`${t.status} = 'pending'`),
  ],
);
