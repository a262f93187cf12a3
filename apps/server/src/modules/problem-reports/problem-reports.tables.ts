import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Problems users reported from the help menu; each is also e-mailed to the support address. */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    description: text('description').notNull(),
    page: text('page'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('problem_reports_created_idx').on(t.createdAt)],
);
