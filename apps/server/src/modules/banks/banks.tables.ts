import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyRef } from '../companies/companies.tables';

/** Banks the company deals with: name and SWIFT code, each unique in the company. */
export const banks = pgTable(
  'banks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    name: text('name').notNull(),
    swift: text('swift').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('banks_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('banks_company_swift_key').on(t.companyId, sql`upper(${t.swift})`),
  ],
);
