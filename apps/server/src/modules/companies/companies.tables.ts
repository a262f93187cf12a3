import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../accounts/accounts.tables';

/** The companies a tenant issues documents for (the full company record grows in later modules). */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    businessId: text('business_id').notNull(),
    legalName: text('legal_name').notNull(),
    vatPayer: boolean('vat_payer').notNull().default(true),
    vatUponCollection: boolean('vat_upon_collection').notNull().default(false),
    anafSpvStatus: text('anaf_spv_status', {
      enum: ['active', 'inactive', 'expired', 'unauthorized', 'pending'],
    })
      .notNull()
      .default('inactive'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_tenant_idx').on(t.tenantId)],
);
