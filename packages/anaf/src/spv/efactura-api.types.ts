/**
 * The RO e-Factura REST API and its OAuth as the product uses them (../shared/reference/README.md,
 * "e-Factura API"). One interface, two places behind it: ANAF (api.anaf.ro, logincert.anaf.ro) and
 * the simulator of this package, both reached over HTTP by the same client.
 */

export type UploadStandard = 'UBL' | 'CN' | 'CII' | 'RASP';

export type UploadInput = {
  /** The sender's CUI, digits only (no RO). */
  cif: string;
  xml: string;
  standard: UploadStandard;
  /** uploadb2c instead of upload. */
  b2c?: boolean;
  extern?: boolean;
  autofactura?: boolean;
};

/** `ExecutionStatus="0"` with `index_incarcare`, or `"1"` with the `Errors` texts. */
export type UploadResult =
  | { ok: true; uploadIndex: string; dateResponse: string }
  | { ok: false; errors: string[]; dateResponse: string };

export type MessageStateValue = 'ok' | 'nok' | 'in prelucrare' | 'XML cu erori nepreluat de sistem';

/** `stareMesaj`: `downloadId` only once processed (ok or nok). */
export type MessageState = { state: MessageStateValue; downloadId: string | null; errors: string[] };

export type SpvMessageType =
  | 'FACTURA TRIMISA'
  | 'FACTURA PRIMITA'
  | 'ERORI FACTURA'
  | 'MESAJ CUMPARATOR PRIMIT / MESAJ CUMPARATOR TRANSMIS';

/** Filters of the message lists: E errors, T sent, P received, R buyer messages. */
export type SpvMessageFilter = 'E' | 'T' | 'P' | 'R';

/** One entry of `listaMesajeFactura` / `listaMesajePaginatieFactura`, names as ANAF writes them. */
export type SpvMessage = {
  /** yyyyMMddHHmm, Romanian time. */
  data_creare: string;
  cif: string;
  /** The upload index. */
  id_solicitare: string;
  detalii: string;
  tip: SpvMessageType;
  /** The download id (`descarcare?id=`). */
  id: string;
};

export type SpvMessagePage = {
  messages: SpvMessage[];
  /** 1-based. */
  page: number;
  totalPages: number;
  total: number;
};

/** What a `descarcare` ZIP holds: the invoice (or, for nok, ANAF's error XML) and the signature. */
export type DownloadedArchive = {
  zip: Uint8Array;
  /** The XML file of the archive: the invoice, a buyer message, or the error file of a rejection. */
  xml: string;
  xmlFileName: string;
  /** The detached signature ("semnatura" in its name). */
  signature: string;
  signatureFileName: string;
  /** True when `xml` is ANAF's error file (`mfp:anaf:dgti:efactura:mesajEroriFactuta:v1`). */
  isErrorFile: boolean;
  /** The error texts of an error file. */
  errors: string[];
};

export type ValidationOutcome = { ok: boolean; messages: string[] };

/** Why a call failed, as the callers must tell them apart. */
export type AnafFailureKind =
  | 'limit' // HTTP 204 or 429: a daily or per-minute limit is reached
  | 'unauthorized' // 401: the access token is not valid (refresh and try once more)
  | 'forbidden' // 403: the token may not act for that CUI
  | 'bad-request' // 400 or an `{eroare}` answer: the call itself is wrong (includes "no messages")
  | 'server' // 5xx
  | 'timeout' // no answer in time: the call may or may not have taken effect
  | 'network'; // connection refused or reset

export class AnafCallError extends Error {
  constructor(
    readonly kind: AnafFailureKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'AnafCallError';
  }
}

export type EfacturaApi = {
  upload(input: UploadInput, accessToken: string): Promise<UploadResult>;
  messageState(uploadIndex: string, accessToken: string): Promise<MessageState>;
  /** `listaMesajeFactura`; an `{eroare}` saying there are no messages answers an empty list. */
  listMessages(
    query: { cif: string; days: number; filter?: SpvMessageFilter },
    accessToken: string,
  ): Promise<SpvMessage[]>;
  /** `listaMesajePaginatieFactura`; times in epoch milliseconds. */
  listMessagesPage(
    query: { cif: string; startTime: number; endTime: number; page: number; filter?: SpvMessageFilter },
    accessToken: string,
  ): Promise<SpvMessagePage>;
  download(downloadId: string, accessToken: string): Promise<DownloadedArchive>;
  /** Public, no token. */
  validate(xml: string, standard: 'FACT1' | 'FCN'): Promise<ValidationOutcome>;
  /** Public, no token: ANAF's PDF of an invoice XML. */
  toPdf(xml: string, standard: 'FACT1' | 'FCN'): Promise<Uint8Array>;
};

export type OAuthTokens = {
  accessToken: string;
  refreshToken: string;
  /** From `expires_in` and the JWT `exp`, whichever is earlier. */
  expiresAt: Date;
};

export type AnafOAuth = {
  /** The logincert page the user is sent to; `state` comes back to the redirect URL unchanged. */
  authorizeUrl(state: string): string;
  exchangeCode(code: string): Promise<OAuthTokens>;
  /** Refresh tokens rotate: the answer's refresh token replaces the one used. */
  refresh(refreshToken: string): Promise<OAuthTokens>;
  revoke(token: string): Promise<void>;
};
