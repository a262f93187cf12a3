import { DOCUMENT_STATUSES } from '@app/domain/invoicing/client-document.schemas';
import { PAYMENT_TYPES } from '@app/domain/invoicing/client-payment.schemas';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { companyRef } from '../../modules/companies/companies.tables';
import { documentSeries } from '../../modules/document-series/document-series.tables';
import { partners } from '../../modules/partners/partners.tables';

/**
 * The tables of one side's payments (spec 02 §3 Payment or refund, Receipt): money received from
 * clients or paid to suppliers, by bank transfer or in cash against a receipt, and which invoices
 * it pays. Both sides have the same shape, so one repository and one service serve both; each
 * side's allocations point at its own invoices. A client receipt is numbered in one of the
 * company's series (`documentSeriesId`, `number`); a supplier receipt records the supplier's own
 * series and number as written on it (`receiptSeries`, `number`).
 */
export function paymentTables(side: 'client' | 'supplier', invoiceId: () => AnyPgColumn) {
  const name = `${side}_payments`;
  const payments = pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      companyId: companyRef(),
      type: text('type', { enum: PAYMENT_TYPES }).notNull(),
      status: text('status', { enum: DOCUMENT_STATUSES }).notNull(),
      documentSeriesId: uuid('document_series_id').references(() => documentSeries.id),
      receiptSeries: text('receipt_series'),
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
      index(`${name}_company_type_date_idx`).on(t.companyId, t.type, t.date),
      index(`${name}_company_partner_idx`).on(t.companyId, t.partnerId, t.date),
      uniqueIndex(`${name}_series_number_key`)
        .on(t.documentSeriesId, t.number)
        .where(sql`${t.number} is not null`),
    ],
  );
  const allocations = pgTable(
    `${side}_payment_allocations`,
    {
      companyId: companyRef(),
      paymentId: uuid('payment_id')
        .notNull()
        .references(() => payments.id, { onDelete: 'cascade' }),
      invoiceId: uuid('invoice_id').notNull().references(invoiceId),
      amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.paymentId, t.invoiceId] }),
      index(`${side}_payment_allocations_invoice_idx`).on(t.invoiceId),
    ],
  );
  return { payments, allocations };
}

export type PaymentTables = ReturnType<typeof paymentTables>;
