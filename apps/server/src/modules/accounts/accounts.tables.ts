import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    timezone: text('timezone').notNull(),
    locale: text('locale', { enum: ['ro-RO', 'en-GB'] }).notNull(),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    dateFormat: text('date_format').notNull(),
    twoFactorType: text('two_factor_type', { enum: ['sms', 'app'] }),
    featureFlags: jsonb('feature_flags').$type<Record<string, boolean>>().notNull().default({}),
    signupCompanyBusinessId: text('signup_company_business_id'),
    signupCompanyLegalName: text('signup_company_legal_name'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    tosAcceptedAt: timestamp('tos_accepted_at', { withTimezone: true }),
    deletionScheduledAt: timestamp('deletion_scheduled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_tenant_idx').on(t.tenantId),
  ],
);

/** Permissions granted to a user: globally (company_id null) or on one company. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id'),
    permission: text('permission').notNull(),
  },
  (t) => [
    uniqueIndex('user_permissions_key').on(
      t.userId,
      sql`coalesce(${t.companyId}, '00000000-0000-0000-0000-000000000000')`,
      t.permission,
    ),
  ],
);

/** One-time 6-digit codes sent by e-mail (verify e-mail, reset password, change e-mail). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password', 'change-email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose)],
);
