import {
  AnafCallError,
  type EfacturaApi,
  type UploadInput,
  type ValidationOutcome,
} from '../efactura-api.types';
import { isZip } from '../zip';
import { type AnafAnswer, anafCall, textOf, withSlash } from './anaf-http';
import {
  parseMessageList,
  parseMessagePage,
  parseStateAnswer,
  parseUploadAnswer,
  readArchive,
} from './answers';

export type EfacturaClientOptions = {
  /** e.g. https://api.anaf.ro/test/FCTEL/rest/ (endpoints.ts efacturaBase). */
  apiBaseUrl: string;
  /** Where validare and transformare live, e.g. https://webservicesp.anaf.ro/prod/FCTEL/rest/. */
  publicBaseUrl: string;
  /** Per call; past it the call fails with kind 'timeout' (it may still have taken effect). */
  timeoutMs: number;
  fetch?: typeof fetch;
};

function json(answer: AnafAnswer, what: string): Record<string, unknown> {
  try {
    const value = JSON.parse(textOf(answer.bytes)) as unknown;
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  } catch {
    // falls through to the refusal below
  }
  throw new AnafCallError('server', `${what}: the answer is not JSON`, answer.status);
}

/**
 * The e-Factura API over HTTP, for ANAF and for the simulator alike. Every failure is an
 * AnafCallError whose kind tells the caller what to do next (see AnafFailureKind).
 */
export function createEfacturaClient(options: EfacturaClientOptions): EfacturaApi {
  const doFetch = options.fetch ?? fetch;
  const api = withSlash(options.apiBaseUrl);
  const publicBase = withSlash(options.publicBaseUrl);

  const call = (url: string, init: RequestInit, what: string) =>
    anafCall(doFetch, url, init, what, options.timeoutMs);

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  return {
    async upload(input: UploadInput, accessToken) {
      const query = new URLSearchParams({ standard: input.standard, cif: input.cif });
      if (input.extern) query.set('extern', 'DA');
      if (input.autofactura) query.set('autofactura', 'DA');
      const url = `${api}${input.b2c ? 'uploadb2c' : 'upload'}?${query}`;
      const answer = await call(
        url,
        {
          method: 'POST',
          body: input.xml,
          headers: { ...bearer(accessToken), 'content-type': 'text/plain' },
        },
        'upload',
      );
      return parseUploadAnswer(textOf(answer.bytes));
    },

    async messageState(uploadIndex, accessToken) {
      const url = `${api}stareMesaj?${new URLSearchParams({ id_incarcare: uploadIndex })}`;
      const answer = await call(url, { headers: bearer(accessToken) }, 'stareMesaj');
      return parseStateAnswer(textOf(answer.bytes));
    },

    async listMessages(query, accessToken) {
      const params = new URLSearchParams({ zile: String(query.days), cif: query.cif });
      if (query.filter) params.set('filtru', query.filter);
      const answer = await call(
        `${api}listaMesajeFactura?${params}`,
        { headers: bearer(accessToken) },
        'listaMesajeFactura',
      );
      return parseMessageList(json(answer, 'listaMesajeFactura'));
    },

    async listMessagesPage(query, accessToken) {
      const params = new URLSearchParams({
        startTime: String(query.startTime),
        endTime: String(query.endTime),
        cif: query.cif,
        pagina: String(query.page),
      });
      if (query.filter) params.set('filtru', query.filter);
      const what = 'listaMesajePaginatieFactura';
      const answer = await call(`${api}${what}?${params}`, { headers: bearer(accessToken) }, what);
      return parseMessagePage(json(answer, what), query.page);
    },

    async download(downloadId, accessToken) {
      const url = `${api}descarcare?${new URLSearchParams({ id: downloadId })}`;
      const answer = await call(url, { headers: bearer(accessToken) }, 'descarcare');
      if (isZip(answer.bytes)) return readArchive(answer.bytes);
      const body = json(answer, 'descarcare');
      throw new AnafCallError('bad-request', String(body.eroare ?? 'descarcare: not a ZIP'), answer.status);
    },

    async validate(xml, standard): Promise<ValidationOutcome> {
      const answer = await call(
        `${publicBase}validare/${standard}`,
        { method: 'POST', body: xml, headers: { 'content-type': 'text/plain' } },
        'validare',
      );
      const body = json(answer, 'validare');
      const messages = Array.isArray(body.Messages)
        ? body.Messages.map((item: { message?: unknown }) => String(item.message ?? ''))
        : [];
      return { ok: body.stare === 'ok', messages };
    },

    async toPdf(xml, standard) {
      const answer = await call(
        `${publicBase}transformare/${standard}`,
        { method: 'POST', body: xml, headers: { 'content-type': 'text/plain' } },
        'transformare',
      );
      if (textOf(answer.bytes.subarray(0, 5)) === '%PDF-') return answer.bytes;
      const body = json(answer, 'transformare');
      const messages = Array.isArray(body.Messages)
        ? body.Messages.map((item: { message?: unknown }) => String(item.message ?? ''))
        : [String(body.eroare ?? 'not a PDF')];
      throw new AnafCallError('bad-request', `transformare: ${messages.join('; ')}`, answer.status);
    },
  };
}
