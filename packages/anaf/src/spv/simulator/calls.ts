import { anafMinute, missingParameterJson, stateAnswerXml, uploadAnswerXml } from '../anaf-formats';
import { downloadRecord } from './archive';
import type { SimAnswer, SimContext } from './context';
import { jsonAnswer, xmlAnswer } from './context';
import type { DailyLimit } from './limits';
import { isFilter, listMessages, listMessagesPage } from './messages';
import { receiveUpload, uploadState } from './uploads';

export type Authorize = (token: string, cif: string) => 'ok' | 'unauthorized' | 'forbidden';

/** One authenticated e-Factura call as the HTTP server hands it over. */
export type CallRequest = {
  /** upload, uploadb2c, stareMesaj, listaMesajeFactura, listaMesajePaginatieFactura, descarcare */
  call: string;
  method: string;
  query: URLSearchParams;
  body: string | null;
  /** The body was larger than ANAF's 10 MB. */
  bodyTooLarge: boolean;
  /** The Bearer token, null when none was sent. */
  token: string | null;
};

const UPLOAD_STANDARDS = new Set(['UBL', 'CN', 'CII', 'RASP']);
export const EFACTURA_CALLS = new Set([
  'upload',
  'uploadb2c',
  'stareMesaj',
  'listaMesajeFactura',
  'listaMesajePaginatieFactura',
  'descarcare',
]);

function spring(status: number, error: string, message: string, now: number): SimAnswer {
  return jsonAnswer({ timestamp: new Date(now).toISOString(), status, error, message }, status);
}

function limitReached(limit: DailyLimit, subject: string): SimAnswer {
  const what: Record<DailyLimit, string> = {
    statePerUploadPerDay: `stareMesaj pentru id_incarcare=${subject}`,
    listPerCuiPerDay: `listaMesajeFactura pentru cif=${subject}`,
    pagedListPerCuiPerDay: `listaMesajePaginatieFactura pentru cif=${subject}`,
    downloadPerMessagePerDay: `descarcare pentru id=${subject}`,
  };
  return jsonAnswer(
    { eroare: `S-a atins limita zilnica de apeluri ${what[limit]}`, titlu: 'Limita apeluri' },
    429,
  );
}

/** Answers one e-Factura call: token, per-minute limit, parameters, rights, daily limits, then the call. */
export function answerCall(
  context: SimContext,
  authorize: Authorize,
  request: CallRequest,
  stuck: () => boolean,
) {
  const now = context.now();
  const { query, token } = request;
  if (!token) return spring(401, 'Unauthorized', 'Lipseste tokenul de acces', now);
  if (!context.limits.takeMinute(now)) {
    return jsonAnswer({ eroare: 'Limita de apeluri pe minut a fost depasita', titlu: 'Limita apeluri' }, 429);
  }
  const missing = (name: string) =>
    jsonAnswer(missingParameterJson(`Required parameter '${name}' is not present.`, now), 400);
  const allowed = (cif: string): SimAnswer | null => {
    const verdict = authorize(token, cif);
    if (verdict === 'unauthorized') return spring(401, 'Unauthorized', 'Tokenul de acces nu este valid', now);
    if (verdict === 'forbidden')
      return spring(403, 'Forbidden', `Nu aveti drept sa actionati pentru cif=${cif}`, now);
    context.state.known.add(cif);
    return null;
  };
  const daily = (limit: DailyLimit, subject: string) =>
    context.limits.takeDaily(limit, subject, now) ? null : limitReached(limit, subject);

  switch (request.call) {
    case 'upload':
    case 'uploadb2c': {
      if (request.method !== 'POST') return spring(405, 'Method Not Allowed', 'Folositi POST', now);
      const standard = query.get('standard');
      const cif = query.get('cif');
      if (standard === null) return missing('standard');
      if (cif === null) return missing('cif');
      const dateResponse = anafMinute(now);
      if (!/^\d{1,10}$/.test(cif))
        return xmlAnswer(
          uploadAnswerXml({ errors: [`CIF introdus= ${cif} nu este un numar`], dateResponse }),
        );
      const refusal = allowed(cif);
      if (refusal) return refusal;
      if (!UPLOAD_STANDARDS.has(standard)) {
        return xmlAnswer(
          uploadAnswerXml({
            errors: [`Valoarea parametrului standard=${standard} nu este permisa (UBL, CN, CII, RASP)`],
            dateResponse,
          }),
        );
      }
      if (request.bodyTooLarge) {
        return xmlAnswer(
          uploadAnswerXml({ errors: ['Marime fisier transmis mai mare de 10 MB.'], dateResponse }),
        );
      }
      if (!request.body)
        return xmlAnswer(uploadAnswerXml({ errors: ['Nu a fost transmis niciun fisier.'], dateResponse }));
      return receiveUpload(context, {
        cif,
        standard,
        xml: request.body,
        autofactura: query.get('autofactura') === 'DA',
        stuck: stuck(),
      });
    }
    case 'stareMesaj': {
      const index = query.get('id_incarcare');
      if (index === null) return missing('id_incarcare');
      const upload = context.state.uploads.get(index);
      if (!upload) {
        return xmlAnswer(stateAnswerXml({ errors: [`Nu exista factura cu id_incarcare= ${index}`] }));
      }
      return allowed(upload.cif) ?? daily('statePerUploadPerDay', index) ?? uploadState(context, upload);
    }
    case 'listaMesajeFactura': {
      const cif = query.get('cif');
      const days = query.get('zile');
      if (days === null) return missing('zile');
      if (cif === null) return missing('cif');
      const titlu = 'Lista Mesaje';
      if (!/^\d{1,10}$/.test(cif))
        return jsonAnswer({ eroare: `CIF introdus= ${cif} nu este un numar`, titlu });
      const dayCount = Number(days);
      if (!Number.isInteger(dayCount) || dayCount < 1 || dayCount > 60) {
        return jsonAnswer({
          eroare: `Numarul de zile introdus= ${days} nu este un numar intre 1 si 60`,
          titlu,
        });
      }
      const filter = query.get('filtru');
      if (!isFilter(filter))
        return jsonAnswer({
          eroare: `Valorile acceptate pentru parametrul filtru sunt E, T, P sau R`,
          titlu,
        });
      return allowed(cif) ?? daily('listPerCuiPerDay', cif) ?? listMessages(context, cif, dayCount, filter);
    }
    case 'listaMesajePaginatieFactura': {
      for (const name of ['startTime', 'endTime', 'cif', 'pagina'])
        if (query.get(name) === null) return missing(name);
      const cif = query.get('cif') as string;
      const titlu = 'Lista Mesaje';
      if (!/^\d{1,10}$/.test(cif))
        return jsonAnswer({ eroare: `CIF introdus= ${cif} nu este un numar`, titlu }, 400);
      const [startTime, endTime, page] = ['startTime', 'endTime', 'pagina'].map((name) =>
        Number(query.get(name)),
      );
      if (![startTime, endTime, page].every(Number.isFinite)) {
        return jsonAnswer({ eroare: 'startTime, endTime si pagina trebuie sa fie numere', titlu }, 400);
      }
      const filter = query.get('filtru');
      if (!isFilter(filter))
        return jsonAnswer(
          { eroare: `Valorile acceptate pentru parametrul filtru sunt E, T, P sau R`, titlu },
          400,
        );
      return (
        allowed(cif) ??
        daily('pagedListPerCuiPerDay', cif) ??
        listMessagesPage(context, {
          cif,
          startTime: startTime as number,
          endTime: endTime as number,
          page: page as number,
          filter,
        })
      );
    }
    case 'descarcare': {
      const id = query.get('id');
      if (id === null) return missing('id');
      const titlu = 'Descarcare mesaj';
      const record = context.state.records.get(id);
      if (!record)
        return jsonAnswer({
          eroare: `Pentru id=${id.replace(/[^\w]/g, '')} nu exista inregistrat niciun mesaj`,
          titlu,
        });
      let refusal: SimAnswer | null = null;
      for (const party of record.parties) {
        refusal = allowed(party);
        if (refusal === null) break;
      }
      return refusal ?? daily('downloadPerMessagePerDay', id) ?? downloadRecord(context, record);
    }
    default:
      return spring(404, 'Not Found', `No endpoint ${request.call}`, now);
  }
}
