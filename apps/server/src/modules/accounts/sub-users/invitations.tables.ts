import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts.tables';

/** A sub-user's invitation: the one-time link's token (only its hash) and when it stops working. */
export const userInvitations = pgTable('user_invitations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
