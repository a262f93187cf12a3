import { sql } from 'drizzle-orm';
import {
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

/**
 * A company's VAT rates (spec 02 §3 VAT rate). Historic rates keep `validTo` so the default rate of
 * a document date can be chosen (19% before 2025-08-01, 21% after); the special non-VAT-payer rate
 * (code O) is `internal` and can be neither edited nor deleted.
 */
export const vatRates = pgTable(
  'vat_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    code: text('code', { enum: ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'] }).notNull(),
    /** Percent with 2 decimals; null for the codes that carry no value. */
    value: numeric('value', { precision: 5, scale: 2 }),
    exemptionReasonCode: text('exemption_reason_code'),
    internal: boolean('internal').notNull().default(false),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vat_rates_company_idx').on(t.companyId),
    uniqueIndex('vat_rates_company_code_value_reason_key').on(
      t.companyId,
      t.code,
      sql`coalesce(${t.value}, -1)`,
      sql`coalesce(${t.exemptionReasonCode}, '')`,
    ),
  ],
);
export type VatRateRow = typeof vatRates.$inferSelect;
