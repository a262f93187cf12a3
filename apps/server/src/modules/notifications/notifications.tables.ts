import { index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../accounts/accounts.tables';

/** Notifications of a company (user_id set for the personal ones, such as suspicious logins). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id'),
    userId: uuid('user_id'),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_company_created_idx').on(t.companyId, t.createdAt)],
);
