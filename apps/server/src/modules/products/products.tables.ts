import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyRef } from '../companies/companies.tables';
import { partners } from '../partners/partners.tables';
import { vatRates } from '../vat-rates/vat-rates.tables';

// Products and services with their sections (spec 02 §3 Product, "Other product entities").
// Units are referenced by code (the code is what documents and imports carry); other catalogue rows
// by id without cascading, so a row in use cannot disappear under a product: deleting it is refused
// by the usage registry first, and the foreign keys (checked at the end of each statement, so a
// company's cascade still removes everything at once) are the last guard.

/** Weights in kg and packaging ratios: up to 10 integer digits and 6 decimals (spec 02 §9). */
const quantity = (name: string) => numeric(name, { precision: 17, scale: 6 });

export const productCategories = pgTable(
  'product_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    name: text('name').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => productCategories.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_categories_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    index('product_categories_parent_idx').on(t.parentId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    name: text('name').notNull(),
    productCode: text('product_code'),
    description: text('description'),
    isService: boolean('is_service').notNull(),
    measurementUnitCode: text('measurement_unit_code').notNull(),
    productCategoryId: uuid('product_category_id').references(() => productCategories.id),
    cpvClassificationCode: text('cpv_classification_code'),
    euCnClassificationCode: text('eu_cn_classification_code'),
    grossWeight: quantity('gross_weight'),
    netWeight: quantity('net_weight'),
    isHighFiscalRisk: boolean('is_high_fiscal_risk').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('products_company_code_key').on(t.companyId, t.productCode),
    index('products_company_category_idx').on(t.companyId, t.productCategoryId),
    index('products_company_unit_idx').on(t.companyId, t.measurementUnitCode),
  ],
);

const productRef = () =>
  uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

export const productAttributes = pgTable(
  'product_attributes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    productId: productRef(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_attributes_product_idx').on(t.productId)],
);

export const productPackagings = pgTable(
  'product_packagings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    productId: productRef(),
    measurementUnitCode: text('measurement_unit_code').notNull(),
    ratio: quantity('ratio').notNull(),
    productCode: text('product_code'),
    grossWeight: quantity('gross_weight'),
    netWeight: quantity('net_weight'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_packagings_product_idx').on(t.productId),
    uniqueIndex('product_packagings_company_code_key').on(t.companyId, t.productCode),
    index('product_packagings_company_unit_idx').on(t.companyId, t.measurementUnitCode),
  ],
);

const SIDES = ['client', 'supplier'] as const;

/** A client's or supplier's code for a product (spec 02 §3 Client code and supplier code). */
export const productCodes = pgTable(
  'product_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    productId: productRef(),
    side: text('side', { enum: SIDES }).notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    productPackagingId: uuid('product_packaging_id').references(() => productPackagings.id, {
      onDelete: 'set null',
    }),
    code: text('code').notNull(),
    type: text('type').notNull(),
    standardCodeType: text('standard_code_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_codes_product_idx').on(t.productId, t.side),
    index('product_codes_partner_idx').on(t.partnerId),
    // Spec 02 §5: a client's code is unique per type and partner.
    uniqueIndex('product_codes_client_code_key')
      .on(t.companyId, t.partnerId, t.type, t.code)
      .where(sql`${t.side} = 'client'`),
  ],
);

/** A price offer to one partner, or (client side, no partner) to every client. */
export const productOffers = pgTable(
  'product_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    productId: productRef(),
    side: text('side', { enum: SIDES }).notNull(),
    partnerId: uuid('partner_id').references(() => partners.id),
    productPackagingId: uuid('product_packaging_id').references(() => productPackagings.id, {
      onDelete: 'set null',
    }),
    currencyCode: text('currency_code').notNull(),
    price: numeric('price', { precision: 14, scale: 4 }).notNull(),
    // Spec 02 §8: deleting a VAT rate only warns that offers lose it.
    vatRateId: uuid('vat_rate_id').references(() => vatRates.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_offers_partner_idx').on(t.partnerId),
    // One offer per partner and product; "every client" counts as one partner.
    uniqueIndex('product_offers_product_partner_key').on(
      t.productId,
      t.side,
      sql`coalesce(${t.partnerId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    productId: productRef(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_translations_product_locale_key').on(t.productId, t.locale)],
);

/**
 * The product's VAT rate from a day on. The earliest line is the base; the rate in force on a day is
 * the latest line starting on or before it (the base before its own start). A product has at least
 * one line from its creation.
 */
export const productVatRates = pgTable(
  'product_vat_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    productId: productRef(),
    vatRateId: uuid('vat_rate_id')
      .notNull()
      .references(() => vatRates.id),
    startsAt: date('starts_at').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_vat_rates_product_start_key').on(t.productId, t.startsAt),
    index('product_vat_rates_vat_rate_idx').on(t.vatRateId),
  ],
);
