/**
 * The National Bank of Romania's reference-rate files (public, no authentication): the day's file
 * (one Cube, the latest publication) and one file per year (a Cube per banking day so far). BNR
 * publishes on banking days at about 13:00 Romanian time; a Cube's date is the publication date.
 */
export const BNR_URL = 'https://www.bnr.ro';
export const BNR_DAILY_PATH = '/nbrfxrates.xml';
export const bnrYearPath = (year: number) =>
  `/files/xml/years/nbrfxrates${String(year).padStart(4, '0')}.xml`;

/** One currency's rate: `rate` is RON for ONE unit (exact text), `multiplier` the units BNR quoted. */
export type BnrRate = { currency: string; rate: string; multiplier: number };

/** One publication: its date (yyyy-MM-dd) and its rates in the file's order. */
export type BnrRateDay = { date: string; rates: BnrRate[] };

/**
 * unavailable: no answer, a timeout or an HTTP error; not-found: BNR has no such file (HTTP 404, a
 * year before its archive or not begun); malformed: an answer that is not a rate file.
 */
export type BnrRatesErrorCode = 'unavailable' | 'not-found' | 'malformed';

export class BnrRatesError extends Error {
  override readonly name = 'BnrRatesError';
  readonly code: BnrRatesErrorCode;
  /** The HTTP status BNR answered with, when the failure came from an answer. */
  readonly status: number | null;

  constructor(code: BnrRatesErrorCode, message: string, options: { cause?: unknown; status?: number } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options.status ?? null;
  }
}
