import { EFACTURA_STATES } from '@app/domain/efactura/efactura-states';
import type { DocumentParty } from '@app/domain/invoicing/client-document.schemas';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES } from '@app/domain/invoicing/client-document.schemas';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invoiceLineColumns } from '../../platform/invoicing/line-columns';
import { companyRef } from '../companies/companies.tables';
import { documentSeries } from '../document-series/document-series.tables';
import { partners } from '../partners/partners.tables';
import { warehouses } from '../warehouses/warehouses.tables';

export type StoredAmounts = {
  breakdown: { vatCategory: string; vatRate: string; taxable: string; vat: string; vatRon: string | null }[];
  allowances: { amount: string; vatCategory: string; vatRate: string; reason?: string | null }[];
  charges: { amount: string; vatCategory: string; vatRate: string; reason?: string | null }[];
};

const money = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull().default('0');

/**
 * Client invoices and proformas (spec 02 §3): one table, as they share every field but a few. The
 * parties are copied when the document is saved and again when it is issued, so an issued document
 * keeps showing what it was issued with. Totals are the domain arithmetic's, stored for lists and
 * reports; `paidTotal` moves with the payment allocations, in their transaction.
 */
export const clientDocuments = pgTable(
  'client_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('draft'),
    documentSeriesId: uuid('document_series_id')
      .notNull()
      .references(() => documentSeries.id),
    number: text('number'),
    seriesNumber: text('series_number'),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    partnerName: text('partner_name').notNull(),
    issueDate: date('issue_date').notNull(),
    dueDateType: text('due_date_type').notNull(),
    dueDate: date('due_date'),
    paymentTerms: text('payment_terms'),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    currencyRate: numeric('currency_rate'),
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(false),
    companyBankAccountIds: jsonb('company_bank_account_ids').$type<string[]>().notNull().default([]),
    contactId: uuid('contact_id'),
    deliveryAddressId: uuid('delivery_address_id'),
    notes: text('notes'),
    footerNotes: text('footer_notes'),
    paymentIdentifier: text('payment_identifier'),
    paymentMethod: text('payment_method').notNull().default('bank-transfer'),
    qrCodeText: text('qr_code_text'),
    references: jsonb('references').$type<Record<string, string | null>>().notNull().default({}),
    previousInvoiceNumber: text('previous_invoice_number'),
    previousInvoiceDate: date('previous_invoice_date'),
    billingPeriodStart: date('billing_period_start'),
    billingPeriodEnd: date('billing_period_end'),
    taxPointType: text('tax_point_type').notNull().default('issue-date'),
    taxPointDate: date('tax_point_date'),
    beneficiaryName: text('beneficiary_name'),
    beneficiaryBusinessId: text('beneficiary_business_id'),
    deliveryDate: date('delivery_date'),
    discountType: text('discount_type'),
    discountValue: numeric('discount_value'),
    template: text('template').notNull().default('classic'),
    seller: jsonb('seller').$type<DocumentParty>().notNull(),
    buyer: jsonb('buyer').$type<DocumentParty>().notNull(),
    lineNetTotal: money('line_net_total'),
    allowanceTotal: money('allowance_total'),
    chargeTotal: money('charge_total'),
    netTotal: money('net_total'),
    vatTotal: money('vat_total'),
    vatTotalRon: numeric('vat_total_ron', { precision: 18, scale: 2 }),
    grossTotal: money('gross_total'),
    prepaid: money('prepaid'),
    rounding: money('rounding'),
    amountDue: money('amount_due'),
    paidTotal: money('paid_total'),
    amounts: jsonb('amounts').$type<StoredAmounts>().notNull(),
    /** The invoice this storno reverses, and the storno that reverses this one. */
    refundsId: uuid('refunds_id'),
    refundedById: uuid('refunded_by_id'),
    /** The proforma an invoice was made from; the invoice a proforma became. */
    proformaId: uuid('proforma_id'),
    invoiceId: uuid('invoice_id'),
    /** The warehouse an invoice unloads stock from (Smart plan); none: the invoice moves no stock. */
    warehouseId: uuid('warehouse_id').references((): AnyPgColumn => warehouses.id),
    /** RO e-Factura: null until sent; the latest send's outcome (efactura_submissions). */
    efacturaStatus: text('efactura_status', { enum: EFACTURA_STATES }),
    /** When the automatic send is due (the company's delay after publication); null: by hand. */
    efacturaSendAfter: timestamp('efactura_send_after', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's default order (newest first, then id) read straight from the index.
    index('client_documents_company_kind_date_idx').on(
      t.companyId,
      t.kind,
      t.issueDate.desc().nullsFirst(),
      t.id,
    ),
    index('client_documents_company_partner_idx').on(t.companyId, t.partnerId, t.issueDate),
    index('client_documents_company_kind_created_idx').on(t.companyId, t.kind, t.createdAt),
    index('client_documents_series_idx').on(t.documentSeriesId, t.issueDate),
    // The dashboard's e-Factura widgets and the automatic send: issued invoices by their state.
    index('client_documents_efactura_idx')
      .on(t.companyId, t.efacturaStatus, t.issueDate)
      .where(sql`${t.kind} = 'invoice' and ${t.status} = 'published'`),
    uniqueIndex('client_documents_series_number_key')
      .on(t.documentSeriesId, t.number)
      .where(sql`${t.number} is not null`),
  ],
);

/** Lines of client documents (spec 02 §3 Invoice line), with the VAT rate as it was applied. */
export const clientDocumentLines = pgTable(
  'client_document_lines',
  {
    ...invoiceLineColumns(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => clientDocuments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('client_document_lines_document_idx').on(t.documentId, t.position),
    index('client_document_lines_product_idx').on(t.companyId, t.productId),
    index('client_document_lines_vat_rate_idx').on(t.vatRateId),
  ],
);
