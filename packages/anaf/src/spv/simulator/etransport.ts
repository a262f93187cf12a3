import { randomUUID } from 'node:crypto';
import { uitCheckDigits } from '@app/domain/etransport/uit';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { anafMinute } from '../anaf-formats';
import type { EtransportListedMessage, EtransportMessageKind } from '../etransport-api.types';
import type { Authorize } from './calls';
import type { SimAnswer, SimContext } from './context';
import { jsonAnswer } from './context';
import { checkEtransportXml, type UitLookup } from './etransport-check';
import { seededRandom } from './faults';

/**
 * The e-Transport side of ANAF in memory, per CUI: uploads checked on arrival, a fresh UIT for each
 * declaration (transport date from today, Romania's date by the simulator's clock, to 3 days ahead;
 * past only with declPostAvarie="D"), "in prelucrare" for the configured polls or time (the e-Factura
 * settings), then ok or nok with ANAF-style Errors; stareMesaj; lista with the tip codes. Answers
 * are JSON like ANAF's.
 */

export const ETRANSPORT_UPLOAD_LIMIT = 5 * 1024 * 1024;
const UIT_ALPHABET = '0123456789ACDEFHJKLMNPQRTUVWXY';

export type EtransportUploadOutcome = 'ok' | 'nok' | 'broken';

export type EtransportUpload = {
  index: string;
  /** The declarant's CUI. */
  cif: string;
  /**
   * Another declarant's message placed through the control: the CUI of the commercial partner it
   * names, whose list shows it too.
   */
  partnerCif: string | null;
  receivedAt: number;
  kind: EtransportMessageKind | null;
  /** The UIT given (declaration) or referred to (the other kinds). */
  uit: string | null;
  referenceCode: string | null;
  outcome: EtransportUploadOutcome;
  errors: string[];
  xml: string;
  polls: number;
  pollsNeeded: number;
  settleAt: number;
  settled: boolean;
};

export type IssuedUit = { uit: string; cif: string; uploadIndex: string; cancelled: boolean };

export type EtransportState = {
  nextIndex: bigint;
  uploads: Map<string, EtransportUpload>;
  /** UITs of accepted declarations (outcome decided on arrival). */
  uits: Map<string, IssuedUit>;
  random: () => number;
  stats: { uploads: number; accepted: number; rejected: number; refused: number };
};

/** The calls under /{test|prod}/ETRANSPORT/ws/v1/, as the server reads them from the path. */
export type EtransportCall =
  | { call: 'upload'; standard: string; cif: string; version: string }
  | { call: 'stareMesaj'; index: string }
  | { call: 'lista'; days: string; cif: string };

export type EtransportRequest = EtransportCall & {
  method: string;
  body: string | null;
  /** Larger than ANAF's 5 MB. */
  bodyTooLarge: boolean;
  token: string | null;
  /** From the fault draw: the upload stays "in prelucrare" a long while. */
  stuck: boolean;
};

export function emptyEtransportState(seed = 15): EtransportState {
  return {
    nextIndex: 4_001_000_000n,
    uploads: new Map(),
    uits: new Map(),
    random: seededRandom(seed),
    stats: { uploads: 0, accepted: 0, rejected: 0, refused: 0 },
  };
}

/** A fresh UIT: 14 characters of ANAF's alphabet and the two check digits, unused so far. */
export function newUit(state: EtransportState): string {
  for (;;) {
    let body = '';
    for (let i = 0; i < 14; i += 1) body += UIT_ALPHABET[Math.floor(state.random() * UIT_ALPHABET.length)];
    const uit = `${body}${uitCheckDigits(body)}`;
    if (!state.uits.has(uit)) return uit;
  }
}

const errorsJson = (errors: string[]) => errors.map((errorMessage) => ({ errorMessage }));

function failure(now: number, errors: string[], status = 200): SimAnswer {
  return jsonAnswer(
    {
      Errors: errorsJson(errors),
      ExecutionStatus: 1,
      dateResponse: anafMinute(now),
      trace_id: randomUUID(),
    },
    status,
  );
}

function spring(status: number, error: string, message: string, now: number): SimAnswer {
  return jsonAnswer({ timestamp: new Date(now).toISOString(), status, error, message }, status);
}

function settle(upload: EtransportUpload): void {
  upload.settled = true;
}

function settleDue(state: EtransportState, now: number): void {
  for (const upload of state.uploads.values()) if (!upload.settled && upload.settleAt <= now) settle(upload);
}

function receive(
  context: SimContext,
  state: EtransportState,
  request: Extract<EtransportRequest, { call: 'upload' }>,
): SimAnswer {
  const now = context.now();
  const { cif } = request;
  const xml = request.body ?? '';
  const lookup: UitLookup = (uit) => {
    const issued = state.uits.get(uit);
    if (!issued || issued.cif !== cif) return 'unknown';
    return issued.cancelled ? 'cancelled' : 'live';
  };
  const check = checkEtransportXml(xml, cif, lookup, todayInRomania(new Date(now)));
  if (check.outcome === 'refused') {
    state.stats.refused += 1;
    return failure(now, check.errors);
  }
  const { settings } = context;
  const upload: EtransportUpload = {
    index: state.nextIndex.toString(),
    cif,
    partnerCif: null,
    receivedAt: now,
    kind: check.outcome === 'broken' ? null : check.kind,
    uit: check.outcome === 'broken' ? null : check.referencedUit,
    referenceCode: check.outcome === 'broken' ? null : check.referenceCode,
    outcome: check.outcome,
    errors: check.errors,
    xml,
    polls: 0,
    pollsNeeded: settings.processingPolls + (request.stuck ? settings.stuckPolls : 0),
    settleAt:
      now + (request.stuck ? Math.max(settings.stuckMs, settings.processingMs) : settings.processingMs),
    settled: false,
  };
  state.nextIndex += 1n;
  if (upload.kind === 'NOT') upload.uit = newUit(state);
  state.uploads.set(upload.index, upload);
  state.stats.uploads += 1;
  if (upload.outcome === 'ok') {
    state.stats.accepted += 1;
    if (upload.kind === 'NOT' && upload.uit) {
      state.uits.set(upload.uit, { uit: upload.uit, cif, uploadIndex: upload.index, cancelled: false });
    }
    if (upload.kind === 'DEL' && upload.uit) {
      const issued = state.uits.get(upload.uit);
      if (issued) issued.cancelled = true;
    }
  } else state.stats.rejected += 1;
  const answer: Record<string, unknown> = {
    dateResponse: anafMinute(now),
    ExecutionStatus: 0,
    index_incarcare: Number(upload.index),
  };
  if (upload.kind === 'NOT' || upload.kind === 'COR') answer.UIT = upload.uit;
  answer.trace_id = randomUUID();
  if (upload.referenceCode !== null) answer.ref_declarant = upload.referenceCode;
  return jsonAnswer(answer);
}

function stateOf(context: SimContext, upload: EtransportUpload): SimAnswer {
  const now = context.now();
  if (!upload.settled) {
    upload.polls += 1;
    if (upload.polls > upload.pollsNeeded || upload.settleAt <= now) settle(upload);
  }
  const base = { dateResponse: anafMinute(now), ExecutionStatus: 0, trace_id: randomUUID() };
  if (!upload.settled) return jsonAnswer({ stare: 'in prelucrare', ...base });
  if (upload.outcome === 'ok') return jsonAnswer({ stare: 'ok', ...base });
  const stare = upload.outcome === 'nok' ? 'nok' : 'XML cu erori nepreluat de sistem';
  return jsonAnswer({ stare, Errors: errorsJson(upload.errors), ...base });
}

function list(context: SimContext, state: EtransportState, cif: string, days: number): SimAnswer {
  const now = context.now();
  settleDue(state, now);
  const since = now - days * 86_400_000;
  const mesaje: EtransportListedMessage[] = [...state.uploads.values()]
    .filter(
      (upload) =>
        (upload.cif === cif || upload.partnerCif === cif) &&
        upload.settled &&
        upload.outcome !== 'broken' &&
        upload.receivedAt >= since,
    )
    .sort((a, b) => b.receivedAt - a.receivedAt || (BigInt(b.index) > BigInt(a.index) ? 1 : -1))
    .map((upload) => ({
      uit: upload.uit ?? '',
      cod_decl: upload.cif,
      ref_decl: upload.referenceCode ?? '',
      sursa: 'SPV',
      id_incarcare: upload.index,
      data_creare: anafMinute(upload.receivedAt),
      tip: upload.kind as EtransportMessageKind,
      stare: upload.outcome === 'ok' ? 'OK' : 'ERR',
      erori: upload.outcome === 'ok' ? [] : upload.errors,
    }));
  if (mesaje.length === 0) return failure(now, [`Nu exista mesaje in ultimele ${days} zile`]);
  return jsonAnswer({
    mesaje,
    cui: cif,
    titlu: `Lista Mesaje disponibile din ultimele ${days} zile`,
    dateResponse: anafMinute(now),
    ExecutionStatus: 0,
    trace_id: randomUUID(),
  });
}

/** Answers one e-Transport call: token, per-minute limit, parameters, rights, then the call. */
export function answerEtransportCall(
  context: SimContext,
  state: EtransportState,
  authorize: Authorize,
  request: EtransportRequest,
): SimAnswer {
  const now = context.now();
  const { token } = request;
  if (!token) return spring(401, 'Unauthorized', 'Lipseste tokenul de acces', now);
  if (!context.limits.takeMinute(now)) {
    return jsonAnswer({ eroare: 'Limita de apeluri pe minut a fost depasita', titlu: 'Limita apeluri' }, 429);
  }
  const allowed = (cif: string): SimAnswer | null => {
    const verdict = authorize(token, cif);
    if (verdict === 'unauthorized') return spring(401, 'Unauthorized', 'Tokenul de acces nu este valid', now);
    if (verdict === 'forbidden')
      return spring(403, 'Forbidden', `Nu aveti drept sa actionati pentru cif=${cif}`, now);
    return null;
  };
  switch (request.call) {
    case 'upload': {
      if (request.method !== 'POST') return spring(405, 'Method Not Allowed', 'Folositi POST', now);
      const { cif } = request;
      if (!/^\d{1,13}$/.test(cif)) return failure(now, [`CIF introdus= ${cif} nu este un numar`]);
      const refusal = allowed(cif);
      if (refusal) return refusal;
      if (request.standard !== 'ETRANSP') {
        return failure(now, [`Valoarea parametrului standard=${request.standard} nu este permisa (ETRANSP)`]);
      }
      if (request.version !== '2') {
        return failure(now, [`Versiunea ${request.version} nu este permisa (2)`]);
      }
      if (request.bodyTooLarge) return failure(now, ['Marime fisier transmis mai mare de 5 MB.']);
      if (!request.body) return failure(now, ['Nu a fost transmis niciun fisier.']);
      return receive(context, state, request);
    }
    case 'stareMesaj': {
      const upload = /^\d+$/.test(request.index) ? state.uploads.get(request.index) : undefined;
      if (!upload) {
        return failure(now, [
          `Nu exista niciun mesaj cu index_incarcare=${request.index.replace(/\W/g, '')}`,
        ]);
      }
      return allowed(upload.cif) ?? stateOf(context, upload);
    }
    case 'lista': {
      const { cif } = request;
      if (!/^\d{1,13}$/.test(cif)) return failure(now, [`CIF introdus= ${cif} nu este un numar`]);
      const days = Number(request.days);
      if (!/^\d+$/.test(request.days) || days < 1 || days > 60) {
        return failure(now, [`Numarul de zile introdus= ${request.days} nu este un numar intre 1 si 60`]);
      }
      return allowed(cif) ?? list(context, state, cif, days);
    }
  }
}

/** `/{test|prod}/ETRANSPORT/ws/v1/<call>` -> the call, or null for a path that is none. */
export function readEtransportPath(pathname: string): EtransportCall | null {
  const match = /^\/(?:test|prod)\/ETRANSPORT\/ws\/v1\/(.+?)\/?$/.exec(pathname);
  if (!match) return null;
  let parts: string[];
  try {
    parts = (match[1] as string).split('/').map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
  const [call, a, b, c] = parts;
  if (call === 'upload' && parts.length === 4) {
    return { call, standard: a as string, cif: b as string, version: c as string };
  }
  if (call === 'stareMesaj' && parts.length === 2) return { call, index: a as string };
  if (call === 'lista' && parts.length === 3) return { call, days: a as string, cif: b as string };
  return null;
}
