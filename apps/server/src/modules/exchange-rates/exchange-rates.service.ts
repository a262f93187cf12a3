import { addDays } from '@app/anaf/exchange-rates/bnr-calendar';
import type { BnrRatesClient } from '@app/anaf/exchange-rates/bnr-rates.client';
import { type BnrRateDay, BnrRatesError } from '@app/anaf/exchange-rates/bnr-rates.types';
import { BASE_CURRENCY } from '@app/domain/exchange-rates/currencies';
import type { ExchangeRate } from '@app/domain/exchange-rates/exchange-rate.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { Database, Db } from '../../db/client';
import { HttpError } from '../../platform/http/errors';
import { exchangeRatesRepo } from './exchange-rates.repo';

/** Spec 02 §8 "currency rate load failure": BNR could not be reached and nothing is stored. */
export class ExchangeRatesUnavailable extends HttpError {
  constructor(readonly reason?: unknown) {
    super(503, 'exchange-rates.errors.unavailable');
  }
}

/** BNR answered, but has no rate of the currency on or before the day. */
export class ExchangeRateNotFound extends HttpError {
  constructor() {
    super(404, 'exchange-rates.errors.not-found');
  }
}

export type ExchangeRatesServiceOptions = {
  /** The clock (tests fix it); "today" is the date in Romania. */
  now?: () => Date;
  /** How long an answer of BNR about the current year stands before it is asked again. */
  recheckMs?: number;
};

const yearOf = (date: string) => Number(date.slice(0, 4));
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * BNR's rates, stored as they are first needed. The table says which publications it holds; the
 * `exchange_rate_years` rows say up to which day a year is complete, so a missing day up to there
 * is a day without publication and costs no download. Loads:
 * - a day before today: that year's file, unless the year is complete through the day (a past
 *   year once read is complete; the current year's file is re-read at most every `recheckMs`);
 * - today or later: the day file (the latest publication), unless today's is stored or BNR was
 *   asked within `recheckMs`; it extends the year when it follows on what is stored, and
 *   otherwise the year's file fills the gap.
 * Rows are inserted with ON CONFLICT DO NOTHING, so concurrent loads and processes agree.
 */
export function createExchangeRatesService(
  database: Database,
  client: BnrRatesClient,
  options: ExchangeRatesServiceOptions = {},
) {
  const now = options.now ?? (() => new Date());
  const recheckMs = options.recheckMs ?? 10 * 60_000;
  /** Downloads under way, shared by concurrent callers of this process. */
  const inFlight = new Map<string, Promise<BnrRateDay[]>>();
  /** Loads (download and store) under way: a concurrent caller waits for them, then looks again. */
  const loads = new Map<string, Promise<unknown>>();

  function download(key: string, load: () => Promise<BnrRateDay[]>): Promise<BnrRateDay[]> {
    const running = inFlight.get(key);
    if (running) return running;
    const started = load().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  const daily = () => download('daily', () => client.daily());
  const yearFile = (year: number) =>
    download(`year:${year}`, () =>
      client.year(year).catch((error: unknown) => {
        // No file: a year before BNR's archive, or one without a publication yet.
        if (error instanceof BnrRatesError && error.code === 'not-found') return [];
        throw error;
      }),
    );

  const recentlyChecked = (checkedAt: Date | undefined, at: Date) =>
    checkedAt !== undefined && at.getTime() - checkedAt.getTime() < recheckMs;

  /**
   * Reads a year's file. A past year's is final; the current year's is complete through its last
   * day, and up to yesterday when the day file shows nothing newer was published.
   */
  async function loadYear(db: Db, year: number, latest?: BnrRateDay[]): Promise<number> {
    const at = now();
    const today = todayInRomania(at);
    const days = await yearFile(year);
    let stored = await exchangeRatesRepo.insertDays(db, days);
    if (year < yearOf(today)) {
      await exchangeRatesRepo.recordCoverage(db, year, `${year}-12-31`, at);
      return stored;
    }
    const lastInFile = days.at(-1)?.date ?? `${year - 1}-12-31`;
    let newest: string | undefined;
    try {
      const day = latest ?? (await daily());
      if (!latest) stored += await exchangeRatesRepo.insertDays(db, day);
      newest = day.at(-1)?.date;
    } catch (error) {
      if (!(error instanceof BnrRatesError)) throw error;
    }
    const upToDate = newest !== undefined && newest <= lastInFile;
    const through = upToDate ? later(lastInFile, addDays(today, -1)) : lastInFile;
    await exchangeRatesRepo.recordCoverage(db, year, through, at);
    return stored;
  }

  /**
   * Runs a load under `key` unless one is under way in this process; then waits for that one
   * (sharing its failure) and answers null, so the caller looks again at what is stored.
   */
  async function once<T>(key: string, load: () => Promise<T>): Promise<T | null> {
    const running = loads.get(key);
    if (running) {
      await running;
      return null;
    }
    const started = load().finally(() => loads.delete(key));
    loads.set(key, started);
    return started;
  }

  /** Makes sure every publication of the date's year up to the date is stored. */
  async function ensureYear(db: Db, year: number, date: string, waited = false): Promise<void> {
    const coverage = await exchangeRatesRepo.coverage(db, year);
    if (coverage && coverage.completeThrough >= date) return;
    const currentYear = yearOf(todayInRomania(now()));
    if (year === currentYear && recentlyChecked(coverage?.checkedAt, now())) return;
    if (waited) {
      // Another caller's load ended without covering the day (its transaction rolled back):
      // this caller loads for itself.
      await loadYear(db, year);
      return;
    }
    const loaded = await once(`year:${year}`, () => loadYear(db, year));
    if (loaded === null) await ensureYear(db, year, date, true);
  }

  /**
   * Stores the latest publication, unless today's is stored or BNR was asked recently (or, in this
   * process, is being asked).
   */
  async function ensureLatest(db: Db, waited = false): Promise<void> {
    const at = now();
    const today = todayInRomania(at);
    if ((await exchangeRatesRepo.latestDate(db)) === today) return;
    const coverage = await exchangeRatesRepo.coverage(db, yearOf(today));
    if (recentlyChecked(coverage?.checkedAt, at)) return;
    if (waited) {
      await loadLatest(db);
      return;
    }
    if ((await once('latest', () => loadLatest(db))) === null) await ensureLatest(db, true);
  }

  /** Reads the day file; it extends the year when it follows on what is stored, else the year's file comes too. */
  async function loadLatest(db: Db): Promise<{ date: string | null; stored: number }> {
    const at = now();
    const today = todayInRomania(at);
    const currentYear = yearOf(today);
    const days = await daily();
    let stored = await exchangeRatesRepo.insertDays(db, days);
    const newest = days.at(-1)?.date;
    if (newest === undefined) return { date: null, stored };
    const newestYear = yearOf(newest);
    const coverage = await exchangeRatesRepo.coverage(db, newestYear);
    if (coverage && coverage.completeThrough >= addDays(newest, -1)) {
      // It follows on what is stored, and nothing newer is out: complete through yesterday.
      const through = newestYear < currentYear ? `${newestYear}-12-31` : later(newest, addDays(today, -1));
      await exchangeRatesRepo.recordCoverage(db, newestYear, through, at);
    } else {
      stored += await loadYear(db, newestYear, days).catch((error: unknown) => {
        if (error instanceof BnrRatesError) return 0;
        throw error;
      });
    }
    if (newestYear < currentYear) {
      // Nothing published yet this year: known through yesterday.
      await exchangeRatesRepo.recordCoverage(db, currentYear, addDays(today, -1), at);
    } else {
      await exchangeRatesRepo.recordCoverage(db, currentYear, null, at);
    }
    return { date: newest, stored };
  }

  return {
    /** Today in Romania by the service's clock: the default day of a rate. */
    today: () => todayInRomania(now()),

    /**
     * The rate of `currency` for `date` (yyyy-MM-dd): the one BNR published that day, or the last
     * one before it (weekends, holidays, today before ~13:00, days to come). RON is "1". Loads
     * what it needs from BNR through `db`. When BNR cannot be reached, a stored earlier rate still
     * answers (with its own date); with none, ExchangeRatesUnavailable (503). ExchangeRateNotFound
     * (404) when BNR has never published the currency up to that day.
     */
    async rateOn(db: Db, currency: string, date: string): Promise<ExchangeRate> {
      if (currency === BASE_CURRENCY) {
        return { currency, date, requestedDate: date, rate: '1', fromRequestedDate: true };
      }
      const today = todayInRomania(now());
      const year = yearOf(date);
      let failure: unknown = null;
      const attempt = async (work: () => Promise<unknown>) => {
        try {
          await work();
        } catch (error) {
          if (!(error instanceof BnrRatesError)) throw error;
          failure = error;
        }
      };

      if (date >= today) await attempt(() => ensureLatest(db));
      else await attempt(() => ensureYear(db, year, date));
      let row = await exchangeRatesRepo.latestOnOrBefore(db, currency, date);
      if (date < today && (!row || row.date < `${year}-01-01`)) {
        // Nothing yet this year before the day: the answer is the last publication of the year before.
        await attempt(() => ensureYear(db, year - 1, `${year - 1}-12-31`));
        row = await exchangeRatesRepo.latestOnOrBefore(db, currency, date);
      }
      if (!row) throw failure ? new ExchangeRatesUnavailable(failure) : new ExchangeRateNotFound();
      return {
        currency,
        date: row.date,
        requestedDate: date,
        rate: row.rate,
        fromRequestedDate: row.date === date,
      };
    },

    /** The scheduled job: stores the day's publication (and fills a gap with the year's file). */
    refresh: () => loadLatest(database.db),
  };
}
export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;
