import { SUPPLIER_INVOICE_STATUSES } from '@app/domain/invoicing/supplier-invoice.schemas';
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
import { storedFiles } from '../../platform/files/files.tables';
import { invoiceLineColumns } from '../../platform/invoicing/line-columns';
import type { StoredAmounts } from '../client-invoices/client-invoices.tables';
import { companyRef } from '../companies/companies.tables';
import { partners } from '../partners/partners.tables';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull().default('0');

/**
 * Invoices the company received from its suppliers (spec 02 §3 Supplier invoice): added by hand,
 * or received through the e-invoice system and then confirmed or rejected. The supplier's series
 * and number are its own, unique per supplier. Totals come from the same arithmetic as client
 * invoices; `paidTotal` moves with the supplier payments' allocations, in their transaction.
 */
export const supplierInvoices = pgTable(
  'supplier_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    status: text('status', { enum: SUPPLIER_INVOICE_STATUSES }).notNull().default('published'),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    partnerName: text('partner_name').notNull(),
    series: text('series').notNull(),
    number: text('number').notNull(),
    seriesNumber: text('series_number').notNull(),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date'),
    currency: text('currency').notNull(),
    currencyRate: numeric('currency_rate'),
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(false),
    notes: text('notes'),
    discountType: text('discount_type'),
    discountValue: numeric('discount_value'),
    lineNetTotal: money('line_net_total'),
    allowanceTotal: money('allowance_total'),
    netTotal: money('net_total'),
    vatTotal: money('vat_total'),
    grossTotal: money('gross_total'),
    amountDue: money('amount_due'),
    paidTotal: money('paid_total'),
    amounts: jsonb('amounts').$type<StoredAmounts>().notNull(),
    attachmentCount: integer('attachment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's default order (newest first, then id) read straight from the index.
    index('supplier_invoices_company_date_idx').on(t.companyId, t.issueDate.desc(), t.id),
    index('supplier_invoices_company_partner_idx').on(t.companyId, t.partnerId, t.issueDate),
    uniqueIndex('supplier_invoices_partner_series_number_key').on(
      t.companyId,
      t.partnerId,
      t.series,
      t.number,
    ),
  ],
);

/** Lines of supplier invoices: the columns of client invoice lines. */
export const supplierInvoiceLines = pgTable(
  'supplier_invoice_lines',
  {
    ...invoiceLineColumns(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => supplierInvoices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('supplier_invoice_lines_document_idx').on(t.documentId, t.position),
    index('supplier_invoice_lines_product_idx').on(t.companyId, t.productId),
    index('supplier_invoice_lines_vat_rate_idx').on(t.vatRateId),
  ],
);

/** The files kept with a supplier invoice (its PDF, photos of the paper), in the file store. */
export const supplierInvoiceAttachments = pgTable(
  'supplier_invoice_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => supplierInvoices.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_invoice_attachments_invoice_idx').on(t.invoiceId)],
);
