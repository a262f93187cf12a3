import { boolean, date, integer, numeric, text, uuid } from 'drizzle-orm/pg-core';
import { companyRef } from '../../modules/companies/companies.tables';
import { products } from '../../modules/products/products.tables';
import { vatRates } from '../../modules/vat-rates/vat-rates.tables';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull().default('0');

/**
 * The columns of an invoice line (spec 02 §3 Invoice line), the same on client and supplier
 * documents so one arithmetic and one line schema serve both; each table adds its document id.
 * A function, as a table needs column builders of its own.
 */
export const invoiceLineColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: companyRef(),
  position: integer('position').notNull(),
  productId: uuid('product_id').references(() => products.id),
  name: text('name').notNull(),
  description: text('description'),
  unitCode: text('unit_code').notNull(),
  quantity: numeric('quantity').notNull(),
  baseQuantity: numeric('base_quantity').notNull().default('1'),
  packagingQuantity: numeric('packaging_quantity'),
  price: numeric('price').notNull(),
  discountPercent: numeric('discount_percent'),
  vatRateId: uuid('vat_rate_id')
    .notNull()
    .references(() => vatRates.id),
  vatCategory: text('vat_category').notNull(),
  vatRate: numeric('vat_rate').notNull(),
  exemptionReasonCode: text('exemption_reason_code'),
  currency: text('currency'),
  currencyRate: numeric('currency_rate'),
  currencyPriceDescription: text('currency_price_description'),
  productCode: text('product_code'),
  partnerProductCode: text('partner_product_code'),
  clientAccountingReference: text('client_accounting_reference'),
  /** The item standard identifier (BT-157) and its ISO 6523 scheme (BT-157-1); both or neither. */
  standardCode: text('standard_code'),
  standardCodeScheme: text('standard_code_scheme'),
  cpvCode: text('cpv_code'),
  ncCode: text('nc_code'),
  isHighFiscalRisk: boolean('is_high_fiscal_risk').notNull().default(false),
  billingPeriodStart: date('billing_period_start'),
  billingPeriodEnd: date('billing_period_end'),
  net: money('net'),
  vat: money('vat'),
  gross: money('gross'),
});
