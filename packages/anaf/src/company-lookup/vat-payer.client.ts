import { cuiDigits, isValidCui } from '@app/domain/validators/cui';
import { mapVatPayerEntry } from './vat-payer.mapper';
import {
  CompanyLookupError,
  type CompanyLookupResult,
  type Loose,
  VAT_PAYER_PATH,
  type VatPayerFoundEntry,
  type VatPayerRequestEntry,
} from './vat-payer.types';

export interface VatPayerClientOptions {
  /** 'https://webservicesp.anaf.ro' in production, the simulator's URL in development and tests. */
  baseUrl: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Covers the whole exchange, answer body included. */
  timeoutMs?: number;
}

export interface VatPayerClient {
  /**
   * The company as ANAF knows it on `date` (YYYY-MM-DD, default today in Romania), or null when
   * ANAF has no record of the CUI. Throws CompanyLookupError 'invalid-cui' before any request
   * when the check digit is wrong, and 'unavailable' when ANAF cannot answer.
   */
  lookup(cui: string, date?: string): Promise<CompanyLookupResult | null>;
  /** Same as lookup, but a CUI ANAF does not know throws CompanyLookupError 'not-found'. */
  lookupOrThrow(cui: string, date?: string): Promise<CompanyLookupResult>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in Romania as YYYY-MM-DD (ANAF's registers change at Romanian midnight). */
export function todayInRomania(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Bucharest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The found/notFound envelope, with or without cod/message. */
function isEnvelope(value: unknown): value is Record<string, unknown> & { found: unknown[] } {
  return isRecord(value) && Array.isArray(value.found);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

export function createVatPayerClient(options: VatPayerClientOptions): VatPayerClient {
  const url = `${options.baseUrl.replace(/\/+$/, '')}${VAT_PAYER_PATH}`;
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 8000;

  function unavailable(message: string, extra: { cause?: unknown; status?: number } = {}) {
    return new CompanyLookupError('unavailable', message, extra);
  }

  /** Posts one {cui, data} and returns the parsed answer; every transport failure is 'unavailable'. */
  async function post(entry: VatPayerRequestEntry): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify([entry]),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw unavailable(
        isTimeout(error)
          ? `ANAF's VAT-payer service did not answer within ${timeoutMs} ms`
          : `ANAF's VAT-payer service could not be reached`,
        { cause: error },
      );
    }

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    // Integrators report a 404 carrying a regular found/notFound body when nothing was found:
    // that is an answer, not an outage. Any other non-2xx status is.
    if (!response.ok && !(response.status === 404 && isEnvelope(json))) {
      throw unavailable(`ANAF's VAT-payer service answered HTTP ${response.status}`, {
        status: response.status,
      });
    }
    if (json === undefined) {
      throw unavailable(`ANAF's VAT-payer service answered something other than JSON`, {
        status: response.status,
      });
    }
    return json;
  }

  async function lookup(cui: string, date?: string): Promise<CompanyLookupResult | null> {
    const digits = cuiDigits(cui);
    if (!digits || !isValidCui(digits)) {
      throw new CompanyLookupError('invalid-cui', `not a valid Romanian CUI: ${cui}`);
    }
    const day = date ?? todayInRomania();
    if (!ISO_DATE.test(day)) throw new TypeError(`the lookup date must be YYYY-MM-DD, got ${day}`);

    const json = await post({ cui: Number(digits), data: day });
    if (!isRecord(json)) throw unavailable(`ANAF's VAT-payer service answered an unexpected shape`);
    // The documented envelope carries cod 200; some recorded answers leave cod/message out.
    if (json.cod !== undefined && json.cod !== null && Number(json.cod) !== 200) {
      const message = typeof json.message === 'string' ? `: ${json.message}` : '';
      throw unavailable(`ANAF's VAT-payer service refused the request (cod ${String(json.cod)})${message}`);
    }
    if (!isEnvelope(json)) throw unavailable(`ANAF's VAT-payer service answered an unexpected shape`);

    const entry = json.found.find(
      (item) =>
        isRecord(item) && isRecord(item.date_generale) && String(item.date_generale.cui).trim() === digits,
    );
    return entry ? mapVatPayerEntry(entry as Loose<VatPayerFoundEntry>) : null;
  }

  return {
    lookup,
    async lookupOrThrow(cui, date) {
      const company = await lookup(cui, date);
      if (!company) throw new CompanyLookupError('not-found', `ANAF has no record of CUI ${cui}`);
      return company;
    },
  };
}
