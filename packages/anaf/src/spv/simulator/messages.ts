import { anafMinute } from '../anaf-formats';
import type { SpvMessage, SpvMessageFilter, SpvMessageType } from '../efactura-api.types';
import type { SimAnswer, SimContext } from './context';
import { jsonAnswer } from './context';
import type { MessageEntry } from './state';
import { settleDue } from './uploads';

const DAY_MS = 86_400_000;
export const PAGE_SIZE = 500;

const FILTER_TYPES: Record<SpvMessageFilter, SpvMessageType> = {
  E: 'ERORI FACTURA',
  T: 'FACTURA TRIMISA',
  P: 'FACTURA PRIMITA',
  R: 'MESAJ CUMPARATOR PRIMIT / MESAJ CUMPARATOR TRANSMIS',
};

/** The certificate's serial number in a list answer: made up, the same for the same CUI. */
function serialOf(cif: string): string {
  let hash = 0x811c9dc5;
  for (const char of cif) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return `4c0000${hash.toString(16).padStart(8, '0')}`;
}

function wire(entry: MessageEntry): SpvMessage {
  return {
    data_creare: anafMinute(entry.record.createdAt),
    cif: entry.cif,
    id_solicitare: entry.record.uploadIndex,
    detalii: entry.detalii,
    tip: entry.tip,
    id: entry.record.id,
  };
}

function selected(
  context: SimContext,
  cif: string,
  from: number,
  to: number,
  filter: string | null,
): MessageEntry[] {
  settleDue(context);
  const type = filter ? FILTER_TYPES[filter as SpvMessageFilter] : null;
  return (context.state.messages.get(cif) ?? []).filter(
    (entry) =>
      entry.record.createdAt >= from && entry.record.createdAt <= to && (type === null || entry.tip === type),
  );
}

export function isFilter(value: string | null): boolean {
  return value === null || value in FILTER_TYPES;
}

/** `listaMesajeFactura`: the messages of the last `days` days, at most 500, refusals as HTTP 200. */
export function listMessages(
  context: SimContext,
  cif: string,
  days: number,
  filter: string | null,
): SimAnswer {
  const titlu = 'Lista Mesaje';
  const now = context.now();
  const entries = selected(context, cif, now - days * DAY_MS, now, filter);
  if (entries.length === 0) return jsonAnswer({ eroare: `Nu exista mesaje in ultimele ${days} zile`, titlu });
  if (entries.length > PAGE_SIZE) {
    return jsonAnswer({
      eroare: `Lista de mesaje este mai mare decat numarul de ${PAGE_SIZE} elemente permise in pagina. Folositi endpoint-ul cu paginatie.`,
      titlu,
    });
  }
  return jsonAnswer({
    mesaje: entries.map(wire),
    serial: serialOf(cif),
    cui: cif,
    titlu: `Lista Mesaje disponibile din ultimele ${days} zile`,
  });
}

/** `listaMesajePaginatieFactura`: 500 a page, refusals of the window as HTTP 400. */
export function listMessagesPage(
  context: SimContext,
  query: { cif: string; startTime: number; endTime: number; page: number; filter: string | null },
): SimAnswer {
  const titlu = 'Lista Mesaje';
  const now = context.now();
  if (query.startTime < now - 60 * DAY_MS) {
    return jsonAnswer(
      { eroare: 'startTime nu poate fi mai vechi de 60 de zile fata de momentul requestului', titlu },
      400,
    );
  }
  if (query.endTime > now) {
    return jsonAnswer({ eroare: 'endTime nu poate fi in viitor', titlu }, 400);
  }
  if (query.endTime < query.startTime) {
    return jsonAnswer({ eroare: 'endTime nu poate fi inainte de startTime', titlu }, 400);
  }
  if (!Number.isInteger(query.page) || query.page < 1) {
    return jsonAnswer({ eroare: `Pagina solicitata ${query.page} nu este valida`, titlu }, 400);
  }
  const entries = selected(context, query.cif, query.startTime, query.endTime, query.filter);
  if (entries.length === 0) return jsonAnswer({ eroare: 'Nu exista mesaje in intervalul selectat', titlu });
  const pages = Math.ceil(entries.length / PAGE_SIZE);
  if (query.page > pages) {
    return jsonAnswer(
      {
        eroare: `Pagina solicitata ${query.page} este mai mare decat numarul total de pagini ${pages}`,
        titlu,
      },
      400,
    );
  }
  const slice = entries.slice((query.page - 1) * PAGE_SIZE, query.page * PAGE_SIZE);
  return jsonAnswer({
    mesaje: slice.map(wire),
    numar_inregistrari_in_pagina: slice.length,
    numar_total_inregistrari_per_pagina: PAGE_SIZE,
    numar_total_inregistrari: entries.length,
    numar_total_pagini: pages,
    index_pagina_curenta: query.page,
    serial: serialOf(query.cif),
    cui: query.cif,
    titlu: `Lista Mesaje disponibile din intervalul ${anafMinute(query.startTime)} - ${anafMinute(query.endTime)}`,
  });
}
