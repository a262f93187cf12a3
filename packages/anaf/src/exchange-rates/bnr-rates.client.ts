import { parseBnrRates } from './bnr-rates.parser';
import { BNR_DAILY_PATH, type BnrRateDay, BnrRatesError, bnrYearPath } from './bnr-rates.types';

export interface BnrRatesClientOptions {
  /** BNR_URL (https://www.bnr.ro) in production, the simulator's URL in development and tests. */
  baseUrl: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Covers the whole exchange, body included; a year's file is about 1 MB late in the year. */
  timeoutMs?: number;
}

export interface BnrRatesClient {
  /** The latest publication (one day). */
  daily(): Promise<BnrRateDay[]>;
  /** Every publication of a year so far, oldest first; BnrRatesError 'not-found' for a year BNR has no file of. */
  year(year: number): Promise<BnrRateDay[]>;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

export function createBnrRatesClient(options: BnrRatesClientOptions): BnrRatesClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function get(path: string): Promise<BnrRateDay[]> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${base}${path}`, {
        headers: { accept: 'application/xml, text/xml' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new BnrRatesError(
        'unavailable',
        isTimeout(error)
          ? `BNR did not answer ${path} within ${timeoutMs} ms`
          : `BNR could not be reached for ${path}`,
        { cause: error },
      );
    }
    if (response.status === 404) {
      throw new BnrRatesError('not-found', `BNR has no ${path}`, { status: 404 });
    }
    if (!response.ok) {
      throw new BnrRatesError('unavailable', `BNR answered HTTP ${response.status} for ${path}`, {
        status: response.status,
      });
    }
    return parseBnrRates(text);
  }

  return {
    daily: () => get(BNR_DAILY_PATH),
    async year(year) {
      if (!Number.isInteger(year) || year < 1 || year > 9999) {
        throw new TypeError(`a year is an integer from 1 to 9999, got ${year}`);
      }
      return get(bnrYearPath(year));
    },
  };
}
