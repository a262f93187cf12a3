/**
 * The RO e-Transport API as ANAF answers it (reference README "e-Transport facts"): base
 * `https://api.anaf.ro/{test|prod}/ETRANSPORT/ws/v1`, the same OAuth as e-Factura, JSON answers.
 * Transport-level failures (401, 403, 204/429, 5xx, timeouts) are AnafCallError, as for e-Factura.
 */

/** The kind of a message in `lista`: declaration, correction, cancellation, confirmation, vehicle change. */
export type EtransportMessageKind = 'NOT' | 'COR' | 'DEL' | 'CON' | 'MVH';

export const ETRANSPORT_MESSAGE_KINDS: readonly EtransportMessageKind[] = ['NOT', 'COR', 'DEL', 'CON', 'MVH'];

/** `POST upload/ETRANSP/{cif}/2`: taken for processing (index, and the UIT of a declaration) or refused. */
export type EtransportUploadResult =
  | {
      ok: true;
      uploadIndex: string;
      /** The UIT of a declaration (a correction keeps the corrected one); null for the other messages. */
      uit: string | null;
      dateResponse: string;
      traceId: string | null;
      referenceCode: string | null;
      /** ANAF's `atentie` warning, when it gives one. */
      attention: string | null;
    }
  | { ok: false; errors: string[]; dateResponse: string; traceId: string | null };

export type EtransportStateValue = 'ok' | 'nok' | 'in prelucrare' | 'XML cu erori nepreluat de sistem';

export const ETRANSPORT_STATES: readonly EtransportStateValue[] = [
  'ok',
  'nok',
  'in prelucrare',
  'XML cu erori nepreluat de sistem',
];

/** `GET stareMesaj/{index}`: the processing state, with ANAF's errors for nok. */
export type EtransportState = { state: EtransportStateValue; errors: string[] };

/** One entry of `GET lista/{zile}/{cif}` (field names as ANAF writes them). */
export type EtransportListedMessage = {
  uit: string;
  cod_decl: string;
  ref_decl: string;
  sursa: string;
  id_incarcare: string;
  data_creare: string;
  tip: EtransportMessageKind;
  stare: 'OK' | 'ERR';
  /** The errors of an ERR message. */
  erori: string[];
};

export type EtransportApi = {
  upload(cif: string, xml: string, accessToken: string): Promise<EtransportUploadResult>;
  status(uploadIndex: string, accessToken: string): Promise<EtransportState>;
  /** The messages of the last `days` (1-60) days; "no messages" is an empty list. */
  list(days: number, cif: string, accessToken: string): Promise<EtransportListedMessage[]>;
};

/** The text of ANAF's "no messages" error of `lista`. */
export const ETRANSPORT_NO_MESSAGES = /^Nu exista mesaje/i;
