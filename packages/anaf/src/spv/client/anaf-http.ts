import { AnafCallError } from '../efactura-api.types';

/** What ANAF (or the simulator) answered to a call that went through: status, bytes, type. */
export type AnafAnswer = { status: number; bytes: Uint8Array; contentType: string };

const KIND_OF_STATUS: Record<number, AnafCallError['kind']> = {
  204: 'limit',
  429: 'limit',
  401: 'unauthorized',
  403: 'forbidden',
  400: 'bad-request',
};

export const withSlash = (base: string): string => (base.endsWith('/') ? base : `${base}/`);

export const textOf = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

/** ANAF's `Errors: [{errorMessage}]` (capital E), as e-Transport answers its refusals. */
export function errorTexts(body: Record<string, unknown>): string[] {
  if (!Array.isArray(body.Errors)) return [];
  return body.Errors.map((item: { errorMessage?: unknown }) => String(item?.errorMessage ?? '')).filter(
    (text) => text !== '',
  );
}

/** A refusal's own words: `Errors[].errorMessage`, `{eroare}`, Spring's `{message}`, or the body's start. */
export function refusalText(body: string): string {
  try {
    const value = JSON.parse(body) as Record<string, unknown>;
    const errors = errorTexts(value);
    if (errors.length > 0) return errors.join('; ');
    const words = value.eroare ?? value.message ?? value.error;
    if (typeof words === 'string') return words;
  } catch {
    // not JSON
  }
  return body.slice(0, 300);
}

/**
 * One call to ANAF's e-Factura or e-Transport API, or to the simulator, within `timeoutMs`. A 200
 * is the answer; the limit (204/429), token (401), permission (403), 400 and 5xx answers, a timeout
 * and a failed connection are AnafCallErrors whose kind tells the caller what to do next.
 */
export async function anafCall(
  doFetch: typeof fetch,
  url: string,
  init: RequestInit,
  what: string,
  timeoutMs: number,
): Promise<AnafAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let bytes: Uint8Array;
  try {
    response = await doFetch(url, { ...init, signal });
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (signal.aborted) throw new AnafCallError('timeout', `${what}: no answer in ${timeoutMs} ms`);
    const cause =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    throw new AnafCallError('network', `${what}: ${cause || 'connection failed'}`);
  }
  const kind = KIND_OF_STATUS[response.status] ?? (response.status >= 500 ? 'server' : null);
  if (kind !== null) {
    const words = refusalText(textOf(bytes));
    throw new AnafCallError(kind, `${what}: HTTP ${response.status} ${words}`.trim(), response.status);
  }
  if (response.status !== 200) {
    throw new AnafCallError('server', `${what}: unexpected HTTP ${response.status}`, response.status);
  }
  return { status: response.status, bytes, contentType: response.headers.get('content-type') ?? '' };
}
