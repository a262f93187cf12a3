import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clientDocuments } from '../client-invoices/client-invoices.tables';
import { companies } from '../companies/companies.tables';

/** The catalogue of plans (seeded by migration); prices include VAT. */
export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  months: integer('months').notNull(),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  currency: text('currency').notNull().default('RON'),
});

/**
 * Launch offers: a product sold at another price (VAT included; 0 is free) between two Romanian
 * calendar days, both included. Dated configuration, seeded by migration; a past offer stays for
 * the record and no longer applies.
 */
export const launchOffers = pgTable('launch_offers', {
  id: uuid('id').primaryKey().defaultRandom(),
  product: text('product', { enum: ['invoicing-basic', 'invoicing-smart', 'etransport'] }).notNull(),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    paymentStatus: text('payment_status', { enum: ['pending', 'accepted', 'processing'] }),
    /** The provider's customer whose saved card renews it (bought by card with auto-renewal). */
    providerCustomerId: text('provider_customer_id'),
    /** The lifecycle's marks: reminder sent, end noted, the subscription its renewal made. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    renewedBy: uuid('renewed_by'),
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    nextRenewalAt: timestamp('next_renewal_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_company_idx').on(t.companyId),
    // The lifecycle job's scan: subscriptions still open, by expiry.
    index('subscriptions_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`ended_at is null and renewed_by is null`),
  ],
);

/**
 * A purchase of a plan: the intent recorded before the provider is called, then its outcome. One
 * pending (or processing) payment per company at most, by a partial unique index: two purchases at
 * the same instant cannot both start.
 */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    /** Integer bani, VAT included: the plan's price when bought. */
    amountBani: integer('amount_bani').notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: ['card', 'bank-transfer'] }).notNull(),
    status: text('status', { enum: ['pending', 'processing', 'accepted', 'rejected'] }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    /** The provider's checkout session and payment (card). */
    providerSessionId: text('provider_session_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    providerCustomerId: text('provider_customer_id'),
    payUrl: text('pay_url'),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** A renewal's charge: the subscription it renews (its card, its period). */
    renewalOf: uuid('renewal_of').references(() => subscriptions.id, { onDelete: 'cascade' }),
    failure: text('failure'),
    /**
     * The platform's own documents (issued by its company with its series): the proforma a bank
     * transfer pays, the invoice of the accepted payment; each mailed to the buyer once.
     */
    proformaId: uuid('proforma_id').references(() => clientDocuments.id, { onDelete: 'set null' }),
    proformaMailedAt: timestamp('proforma_mailed_at', { withTimezone: true }),
    invoiceId: uuid('invoice_id').references(() => clientDocuments.id, { onDelete: 'set null' }),
    invoiceMailedAt: timestamp('invoice_mailed_at', { withTimezone: true }),
    /** Why the platform's invoice could not be issued yet (retried by the next sweep). */
    invoiceFailure: text('invoice_failure'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscription_payments_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('subscription_payments_one_open')
      .on(t.companyId)
      .where(sql`status in ('pending', 'processing')`),
  ],
);

/** The provider's events already handled: a webhook delivered twice is recognised by its id. */
export const billingProviderEvents = pgTable('billing_provider_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change an operator makes to a tenant's billing: who, what, to which row, why. */
export const billingAudit = pgTable(
  'billing_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').notNull(),
    action: text('action').notNull(),
    subjectId: uuid('subject_id').notNull(),
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_audit_created_idx').on(t.createdAt)],
);
