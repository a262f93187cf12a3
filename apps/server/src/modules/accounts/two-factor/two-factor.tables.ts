import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts.tables';

/**
 * A user's second factor: the authenticator app's shared secret (sealed with AES-GCM) or the phone
 * SMS codes go to. `enabledAt` stays empty while the setup waits for its first code.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: ['app', 'sms'] }).notNull(),
  sealedSecret: text('sealed_secret'),
  phone: text('phone'),
  /** The last TOTP step accepted: a code of that step or an earlier one is refused (used once). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  /** The SMS code in flight (keyed hash), until it expires or is used. */
  smsCodeHash: text('sms_code_hash'),
  smsCodeExpiresAt: timestamp('sms_code_expires_at', { withTimezone: true }),
  smsSentAt: timestamp('sms_sent_at', { withTimezone: true }),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Recovery codes, stored as keyed hashes; each opens one sign-in. */
export const recoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in whose password was right and whose second step is awaited: the browser holds the token
 * in an http-only cookie, the table only its hash. It lasts minutes and opens nothing by itself.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_challenges_user_idx').on(t.userId)],
);
