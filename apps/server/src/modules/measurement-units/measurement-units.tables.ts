import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyRef } from '../companies/companies.tables';

/** A company's measurement units: UN/ECE Recommendation 20 code, name and symbol (spec 02 §3). */
export const measurementUnits = pgTable(
  'measurement_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('measurement_units_company_code_key').on(t.companyId, t.code),
    uniqueIndex('measurement_units_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('measurement_units_company_symbol_key').on(t.companyId, t.symbol),
  ],
);

/** A unit's name and symbol in another language (documents printed in it). */
export const measurementUnitTranslations = pgTable(
  'measurement_unit_translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    measurementUnitId: uuid('measurement_unit_id')
      .notNull()
      .references(() => measurementUnits.id, { onDelete: 'cascade' }),
    // The unit's company, so translations are scoped like every company row (and symbols unique in it).
    companyId: companyRef(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('measurement_unit_translations_unit_idx').on(t.measurementUnitId),
    uniqueIndex('measurement_unit_translations_unit_locale_key').on(t.measurementUnitId, t.locale),
    uniqueIndex('measurement_unit_translations_company_locale_symbol_key').on(
      t.companyId,
      t.locale,
      t.symbol,
    ),
  ],
);
