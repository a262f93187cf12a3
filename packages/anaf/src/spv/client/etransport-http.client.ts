import { AnafCallError } from '../efactura-api.types';
import {
  ETRANSPORT_MESSAGE_KINDS,
  ETRANSPORT_NO_MESSAGES,
  ETRANSPORT_STATES,
  type EtransportApi,
  type EtransportListedMessage,
  type EtransportMessageKind,
  type EtransportState,
  type EtransportStateValue,
  type EtransportUploadResult,
} from '../etransport-api.types';

export type EtransportClientOptions = {
  /** e.g. https://api.anaf.ro/test/ETRANSPORT/ws/v1 (or the simulator's /test/ETRANSPORT/ws/v1). */
  apiBaseUrl: string;
  /** Per call; past it the call fails with kind 'timeout' (it may still have taken effect). */
  timeoutMs: number;
  fetch?: typeof fetch;
};

type Body = Record<string, unknown>;

const KIND_OF_STATUS: Record<number, AnafCallError['kind']> = {
  204: 'limit',
  429: 'limit',
  401: 'unauthorized',
  403: 'forbidden',
  400: 'bad-request',
};

function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

/** A refusal's own words: `Errors[].errorMessage`, `{eroare}`, Spring's `{message}`, or the body's start. */
function refusalText(text: string): string {
  try {
    const value = JSON.parse(text) as Body;
    const errors = errorTexts(value);
    if (errors.length > 0) return errors.join('; ');
    const words = value.eroare ?? value.message ?? value.error;
    if (typeof words === 'string') return words;
  } catch {
    // not JSON
  }
  return text.slice(0, 300);
}

/** ANAF's `Errors: [{errorMessage}]` (capital E). */
function errorTexts(body: Body): string[] {
  if (!Array.isArray(body.Errors)) return [];
  return body.Errors.map((item: { errorMessage?: unknown }) => String(item?.errorMessage ?? '')).filter(
    (text) => text !== '',
  );
}

const optionalText = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : String(value);

export function parseEtransportUpload(body: Body): EtransportUploadResult {
  const dateResponse = String(body.dateResponse ?? '');
  const traceId = optionalText(body.trace_id);
  if (String(body.ExecutionStatus) === '0' && body.index_incarcare !== undefined) {
    return {
      ok: true,
      uploadIndex: String(body.index_incarcare),
      uit: optionalText(body.UIT),
      dateResponse,
      traceId,
      referenceCode: optionalText(body.ref_declarant),
      attention: optionalText(body.atentie),
    };
  }
  const errors = errorTexts(body);
  return { ok: false, errors: errors.length > 0 ? errors : ['ExecutionStatus=1'], dateResponse, traceId };
}

/** A `stareMesaj` answer; one without a state (unknown index) is a refusal. */
export function parseEtransportState(body: Body): EtransportState {
  const errors = errorTexts(body);
  if (body.stare === undefined) {
    throw new AnafCallError('bad-request', errors.join('; ') || 'stareMesaj: no state');
  }
  const state = String(body.stare);
  if (!ETRANSPORT_STATES.includes(state as EtransportStateValue)) {
    throw new AnafCallError('server', `stareMesaj: unknown state "${state}"`);
  }
  return { state: state as EtransportStateValue, errors };
}

/** A `lista` answer: "no messages" (an error at ANAF) is an empty list, any other error a refusal. */
export function parseEtransportList(body: Body): EtransportListedMessage[] {
  if (!Array.isArray(body.mesaje)) {
    const errors = errorTexts(body);
    if (errors.some((text) => ETRANSPORT_NO_MESSAGES.test(text))) return [];
    if (errors.length > 0 || String(body.ExecutionStatus) === '1') {
      throw new AnafCallError('bad-request', errors.join('; ') || 'lista: ExecutionStatus=1');
    }
    return [];
  }
  return body.mesaje.map((item: Body) => {
    const tip = String(item.tip ?? '');
    return {
      uit: String(item.uit ?? ''),
      cod_decl: String(item.cod_decl ?? ''),
      ref_decl: String(item.ref_decl ?? ''),
      sursa: String(item.sursa ?? ''),
      id_incarcare: String(item.id_incarcare ?? ''),
      data_creare: String(item.data_creare ?? ''),
      tip: (ETRANSPORT_MESSAGE_KINDS.includes(tip as EtransportMessageKind)
        ? tip
        : 'NOT') as EtransportMessageKind,
      stare: String(item.stare) === 'OK' ? 'OK' : 'ERR',
      erori: Array.isArray(item.erori)
        ? item.erori.map((error: unknown) =>
            typeof error === 'object' && error !== null
              ? String((error as Body).errorMessage ?? '')
              : String(error),
          )
        : [],
    };
  });
}

/**
 * The e-Transport API over HTTP, for ANAF and for the simulator alike. Answers with a verdict
 * (accepted / refused, ok / nok) are results; every other failure is an AnafCallError whose kind
 * tells the caller what to do next (limit, unauthorized, forbidden, bad-request, server, timeout, network).
 */
export function createEtransportClient(options: EtransportClientOptions): EtransportApi {
  const doFetch = options.fetch ?? fetch;
  const api = withSlash(options.apiBaseUrl);

  async function call(url: string, init: RequestInit, what: string): Promise<Body> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, { ...init, signal });
      text = await response.text();
    } catch (error) {
      if (signal.aborted) throw new AnafCallError('timeout', `${what}: no answer in ${options.timeoutMs} ms`);
      const cause =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
      throw new AnafCallError('network', `${what}: ${cause || 'connection failed'}`);
    }
    const kind = KIND_OF_STATUS[response.status] ?? (response.status >= 500 ? 'server' : null);
    if (kind !== null) {
      throw new AnafCallError(
        kind,
        `${what}: HTTP ${response.status} ${refusalText(text)}`.trim(),
        response.status,
      );
    }
    if (response.status !== 200) {
      throw new AnafCallError('server', `${what}: unexpected HTTP ${response.status}`, response.status);
    }
    try {
      const value = JSON.parse(text) as unknown;
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Body;
    } catch {
      // falls through
    }
    throw new AnafCallError('server', `${what}: the answer is not JSON`, response.status);
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const segment = encodeURIComponent;

  return {
    async upload(cif, xml, accessToken) {
      const body = await call(
        `${api}upload/ETRANSP/${segment(cif)}/2`,
        {
          method: 'POST',
          body: xml,
          headers: { ...bearer(accessToken), 'content-type': 'application/xml' },
        },
        'upload',
      );
      return parseEtransportUpload(body);
    },

    async status(uploadIndex, accessToken) {
      const body = await call(
        `${api}stareMesaj/${segment(uploadIndex)}`,
        { headers: bearer(accessToken) },
        'stareMesaj',
      );
      return parseEtransportState(body);
    },

    async list(days, cif, accessToken) {
      const body = await call(
        `${api}lista/${segment(String(days))}/${segment(cif)}`,
        { headers: bearer(accessToken) },
        'lista',
      );
      return parseEtransportList(body);
    },
  };
}
