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
import { anafCall, errorTexts, textOf, withSlash } from './anaf-http';

export type EtransportClientOptions = {
  /** e.g. https://api.anaf.ro/test/ETRANSPORT/ws/v1 (or the simulator's /test/ETRANSPORT/ws/v1). */
  apiBaseUrl: string;
  /** Per call; past it the call fails with kind 'timeout' (it may still have taken effect). */
  timeoutMs: number;
  fetch?: typeof fetch;
};

type Body = Record<string, unknown>;

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

  /** The answer's JSON object: e-Transport answers verdicts (and most refusals) as JSON. */
  async function call(url: string, init: RequestInit, what: string): Promise<Body> {
    const answer = await anafCall(doFetch, url, init, what, options.timeoutMs);
    try {
      const value = JSON.parse(textOf(answer.bytes)) as unknown;
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Body;
    } catch {
      // falls through
    }
    throw new AnafCallError('server', `${what}: the answer is not JSON`, answer.status);
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
