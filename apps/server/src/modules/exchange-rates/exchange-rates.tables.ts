import { date, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * BNR's reference rates, one row per currency and publication day. Global (the same for every
 * company) and written only from BNR's files, so rows never change once stored.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').notNull(),
    /** The publication day (BNR's Cube date). */
    date: date('date').notNull(),
    /** RON for one unit, exact, with the published decimals (100 HUF at "1.3167" -> 0.013167). */
    rate: numeric('rate').notNull(),
    /** The units BNR quoted the value for (100 for HUF, JPY...). */
    multiplier: integer('multiplier').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.currency, t.date] })],
);
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

/**
 * How far the table is known to hold every publication of a year: all publications dated on or
 * before `completeThrough` are stored (a year's file was read, or the day file followed on). A
 * missing day up to there is a day without publication (weekend, holiday), not a gap to load.
 */
export const exchangeRateYears = pgTable('exchange_rate_years', {
  year: integer('year').primaryKey(),
  completeThrough: date('complete_through').notNull(),
  /** When BNR was last asked about this year's publications (day file or year file). */
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});
