import { STOCK_DOCUMENT_KINDS, STOCK_DOCUMENT_STATUSES } from '@app/domain/stock/stock-kinds';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clientDocuments } from '../client-invoices/client-invoices.tables';
import { companyRef } from '../companies/companies.tables';
import { documentSeries } from '../document-series/document-series.tables';
import { partners } from '../partners/partners.tables';
import { productPackagings, products } from '../products/products.tables';
import { supplierInvoiceLines, supplierInvoices } from '../supplier-invoices/supplier-invoices.tables';
import { vatRates } from '../vat-rates/vat-rates.tables';
import { warehouseRef } from '../warehouses/warehouses.tables';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull().default('0');
const qty = (name: string) => numeric(name, { precision: 20, scale: 4 });

/**
 * The four stock documents (spec 02 §3 Common document fields, Stock consumption and reception
 * receipts): goods receipt notes and reception receipts load stock, client goods despatch advices and
 * consumption receipts unload it. One table, as they share every field but their links.
 */
export const stockDocuments = pgTable(
  'stock_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    kind: text('kind', { enum: STOCK_DOCUMENT_KINDS }).notNull(),
    status: text('status', { enum: STOCK_DOCUMENT_STATUSES }).notNull().default('draft'),
    documentSeriesId: uuid('document_series_id')
      .notNull()
      .references(() => documentSeries.id),
    number: text('number'),
    seriesNumber: text('series_number'),
    warehouseId: warehouseRef(),
    /** The supplier of a goods receipt note, the client of a despatch advice; none on the receipts. */
    partnerId: uuid('partner_id').references(() => partners.id),
    partnerName: text('partner_name'),
    issueDate: date('issue_date').notNull(),
    currency: text('currency').notNull().default('RON'),
    currencyRate: numeric('currency_rate'),
    currencyRateDate: date('currency_rate_date'),
    notes: text('notes'),
    /** The supplier invoice a goods receipt note was made from. */
    supplierInvoiceId: uuid('supplier_invoice_id').references(() => supplierInvoices.id),
    /** The client invoice made from a despatch advice (the link both ways is this one column). */
    clientInvoiceId: uuid('client_invoice_id').references(() => clientDocuments.id),
    /** The document this storno reverses, and the storno that reverses this one. */
    refundsId: uuid('refunds_id'),
    refundedById: uuid('refunded_by_id'),
    netTotal: money('net_total'),
    vatTotal: money('vat_total'),
    grossTotal: money('gross_total'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_documents_company_kind_date_idx').on(t.companyId, t.kind, t.issueDate.desc(), t.id),
    index('stock_documents_warehouse_idx').on(t.warehouseId),
    index('stock_documents_partner_idx').on(t.companyId, t.partnerId),
    index('stock_documents_series_idx').on(t.documentSeriesId, t.issueDate),
    index('stock_documents_supplier_invoice_idx').on(t.supplierInvoiceId),
    index('stock_documents_client_invoice_idx').on(t.clientInvoiceId),
    uniqueIndex('stock_documents_series_number_key')
      .on(t.documentSeriesId, t.number)
      .where(sql`${t.number} is not null`),
  ],
);

/** Lines of stock documents (spec 02 §3 Goods receipt note line; the receipts use a subset). */
export const stockDocumentLines = pgTable(
  'stock_document_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => stockDocuments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => products.id),
    name: text('name').notNull(),
    unitCode: text('unit_code').notNull(),
    /** The invoicing quantity; the packaging quantity is it divided by the packaging's ratio. */
    quantity: qty('quantity').notNull(),
    packagingId: uuid('packaging_id').references(() => productPackagings.id),
    packagingQuantity: qty('packaging_quantity'),
    /** The unit price in the document's currency, and the stock (invoicing) price in RON. */
    price: numeric('price', { precision: 20, scale: 4 }).notNull(),
    priceRon: numeric('price_ron', { precision: 20, scale: 4 }).notNull(),
    vatRateId: uuid('vat_rate_id').references(() => vatRates.id),
    vatCategory: text('vat_category'),
    vatRate: numeric('vat_rate'),
    marginPercent: numeric('margin_percent'),
    sellingPrice: numeric('selling_price', { precision: 20, scale: 4 }),
    supplierProductCode: text('supplier_product_code'),
    /** The product identifier code (BT-157) and its ISO 6523 scheme; both or neither. */
    standardCode: text('standard_code'),
    standardCodeScheme: text('standard_code_scheme'),
    loadsStock: boolean('loads_stock').notNull().default(true),
    /** A price correction keeps the price first received; a correction line names the line it corrects. */
    originalPrice: numeric('original_price', { precision: 20, scale: 4 }),
    correctsLineId: uuid('corrects_line_id'),
    /** The supplier-invoice line this line receives (allocatedDocumentLines). */
    supplierInvoiceLineId: uuid('supplier_invoice_line_id').references(() => supplierInvoiceLines.id),
    /** The line this storno line reverses. */
    refundsLineId: uuid('refunds_line_id'),
    net: money('net'),
    vat: money('vat'),
    gross: money('gross'),
  },
  (t) => [
    index('stock_document_lines_document_idx').on(t.documentId, t.position),
    index('stock_document_lines_product_idx').on(t.companyId, t.productId),
    index('stock_document_lines_supplier_line_idx').on(t.supplierInvoiceLineId),
    index('stock_document_lines_vat_rate_idx').on(t.vatRateId),
    index('stock_document_lines_packaging_idx').on(t.packagingId),
  ],
);
