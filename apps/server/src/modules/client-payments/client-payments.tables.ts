import { DOCUMENT_STATUSES } from '@app/domain/invoicing/client-document.schemas';
import { PAYMENT_TYPES } from '@app/domain/invoicing/client-payment.schemas';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clientDocuments } from '../client-invoices/client-invoices.tables';
import { companyRef } from '../companies/companies.tables';
import { documentSeries } from '../document-series/document-series.tables';
import { partners } from '../partners/partners.tables';

/**
 * Money received from (or refunded to) a client: by bank transfer, or in cash against a receipt,
 * which carries its own series and number (spec 02 §3 Receipt, Payment or refund).
 */
export const clientPayments = pgTable(
  'client_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    type: text('type', { enum: PAYMENT_TYPES }).notNull(),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull(),
    documentSeriesId: uuid('document_series_id').references(() => documentSeries.id),
    number: text('number'),
    seriesNumber: text('series_number'),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    date: date('date').notNull(),
    description: text('description'),
    allocated: numeric('allocated', { precision: 18, scale: 2 }).notNull().default('0'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_payments_company_type_date_idx').on(t.companyId, t.type, t.date),
    index('client_payments_company_partner_idx').on(t.companyId, t.partnerId, t.date),
    uniqueIndex('client_payments_series_number_key')
      .on(t.documentSeriesId, t.number)
      .where(sql`${t.number} is not null`),
  ],
);

/** Which invoices a payment pays, and how much of each. */
export const clientPaymentAllocations = pgTable(
  'client_payment_allocations',
  {
    companyId: companyRef(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => clientPayments.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => clientDocuments.id),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    index('client_payment_allocations_invoice_idx').on(t.invoiceId),
  ],
);
