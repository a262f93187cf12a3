import type { BnrRateDay } from '@app/anaf/exchange-rates/bnr-rates.types';
import { and, desc, eq, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ExchangeRateRow, exchangeRates, exchangeRateYears } from './exchange-rates.tables';

/** Rows per INSERT: four parameters each, far below PostgreSQL's 65,535. */
const CHUNK = 2000;

export type YearCoverage = { year: number; completeThrough: string; checkedAt: Date };

export const exchangeRatesRepo = {
  /** Stores the publications' rates; rows already there stay as they are. Returns how many were new. */
  async insertDays(db: Db, days: readonly BnrRateDay[]): Promise<number> {
    const rows = days.flatMap((day) =>
      day.rates.map((rate) => ({
        currency: rate.currency,
        date: day.date,
        rate: rate.rate,
        multiplier: rate.multiplier,
      })),
    );
    let inserted = 0;
    for (let start = 0; start < rows.length; start += CHUNK) {
      const written = await db
        .insert(exchangeRates)
        .values(rows.slice(start, start + CHUNK))
        .onConflictDoNothing()
        .returning({ currency: exchangeRates.currency });
      inserted += written.length;
    }
    return inserted;
  },

  /** The currency's last rate published on or before the date. */
  async latestOnOrBefore(db: Db, currency: string, date: string): Promise<ExchangeRateRow | null> {
    const [row] = await db
      .select()
      .from(exchangeRates)
      .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.date, date)))
      .orderBy(desc(exchangeRates.date))
      .limit(1);
    return row ?? null;
  },

  /** The last publication day stored, any currency. */
  async latestDate(db: Db): Promise<string | null> {
    const [row] = await db.select({ date: max(exchangeRates.date) }).from(exchangeRates);
    return row?.date ?? null;
  },

  async coverage(db: Db, year: number): Promise<YearCoverage | null> {
    const [row] = await db.select().from(exchangeRateYears).where(eq(exchangeRateYears.year, year));
    return row ?? null;
  },

  /**
   * Records that the year's publications are all stored through `through` (never moving it back)
   * and that BNR was asked at `checkedAt`. With no `through`, only the check is recorded (a new
   * row then knows nothing of the year: through the last day of the year before).
   */
  async recordCoverage(db: Db, year: number, through: string | null, checkedAt: Date): Promise<void> {
    const initial = through ?? `${year - 1}-12-31`;
    await db
      .insert(exchangeRateYears)
      .values({ year, completeThrough: initial, checkedAt })
      .onConflictDoUpdate({
        target: exchangeRateYears.year,
        set: {
          completeThrough: through
            ? sql`greatest(${exchangeRateYears.completeThrough}, ${through}::date)`
            : exchangeRateYears.completeThrough,
          checkedAt,
        },
      });
  },
};
