import { anafMinute, errorFileXml, stateAnswerXml, uploadAnswerXml } from '../anaf-formats';
import { readBuyerMessageXml } from '../buyer-message';
import type { SimAnswer, SimContext } from './context';
import { xmlAnswer } from './context';
import { addMessage, invoiceKeyOf, type StoredUpload, takeDownloadId, takeUploadIndex } from './state';
import { checkUploadedInvoice } from './validate-upload';

export type UploadRequest = {
  cif: string;
  standard: string;
  xml: string;
  autofactura: boolean;
  /** From the fault draw: the upload gets stuck "in prelucrare". */
  stuck: boolean;
};

function refused(context: SimContext, errors: string[]): SimAnswer {
  return xmlAnswer(uploadAnswerXml({ errors, dateResponse: anafMinute(context.now()) }));
}

/** `upload` / `uploadb2c` once its parameters are known good: records the upload or refuses it. */
export function receiveUpload(context: SimContext, request: UploadRequest): SimAnswer {
  const { state, settings } = context;
  const now = context.now();
  let upload: StoredUpload;
  if (request.standard === 'RASP') {
    // Refused at once, as ANAF does, when it names no invoice this buyer received.
    const message = readBuyerMessageXml(request.xml);
    if (!message) return refused(context, ['Fisierul transmis nu respecta formatul mesajului RASP']);
    const about = state.uploads.get(message.invoiceUploadIndex);
    if (
      !about ||
      about.standard === 'RASP' ||
      about.outcome !== 'ok' ||
      !about.record?.parties.includes(request.cif)
    ) {
      return refused(context, [
        `Nu exista factura cu id_incarcare=${message.invoiceUploadIndex} primita de cif=${request.cif}`,
      ]);
    }
    upload = newUpload(context, request, {
      outcome: 'ok',
      errors: [],
      sellerCif: about.sellerCif,
      buyerCif: request.cif,
      invoiceKey: null,
      aboutUpload: about,
    });
  } else {
    const check = checkUploadedInvoice(request.xml, request.standard, request.cif, {
      autofactura: request.autofactura,
    });
    const invoiceKey = check.invoice
      ? invoiceKeyOf(check.sellerCif, check.invoice.id, check.invoice.issueDate)
      : null;
    const live = invoiceKey === null ? undefined : state.liveInvoices.get(invoiceKey);
    if (live && settings.refuseRepeats) {
      state.stats.refusedRepeats += 1;
      return refused(context, [`Factura a mai fost transmisa anterior cu index=${live.index}`]);
    }
    upload = newUpload(context, request, {
      outcome: check.outcome,
      errors: check.errors,
      sellerCif: check.sellerCif,
      buyerCif: check.buyerCif,
      invoiceKey,
      aboutUpload: null,
    });
    if (invoiceKey !== null && check.outcome !== 'broken') state.liveInvoices.set(invoiceKey, upload);
    if (check.outcome === 'ok' && invoiceKey !== null) {
      state.acceptedPerInvoice.set(invoiceKey, (state.acceptedPerInvoice.get(invoiceKey) ?? 0) + 1);
    }
  }
  state.stats.uploads += 1;
  if (upload.outcome === 'ok') state.stats.accepted += 1;
  else state.stats.rejected += 1;
  state.known.add(request.cif);
  return xmlAnswer(uploadAnswerXml({ uploadIndex: upload.index, dateResponse: anafMinute(now) }));
}

function newUpload(
  context: SimContext,
  request: UploadRequest,
  facts: Pick<StoredUpload, 'outcome' | 'errors' | 'sellerCif' | 'buyerCif' | 'invoiceKey' | 'aboutUpload'>,
): StoredUpload {
  const { state, settings } = context;
  const now = context.now();
  const upload: StoredUpload = {
    index: takeUploadIndex(state),
    cif: request.cif,
    standard: request.standard,
    receivedAt: now,
    xml: request.xml,
    polls: 0,
    pollsNeeded: settings.processingPolls + (request.stuck ? settings.stuckPolls : 0),
    settleAt:
      now + (request.stuck ? Math.max(settings.stuckMs, settings.processingMs) : settings.processingMs),
    record: null,
    settled: false,
    ...facts,
  };
  state.uploads.set(upload.index, upload);
  state.pending.add(upload);
  return upload;
}

/** Processing ends: the result, its downloadable record and the messages of both sides. */
export function settle(context: SimContext, upload: StoredUpload): void {
  if (upload.settled) return;
  const { state } = context;
  upload.settled = true;
  state.pending.delete(upload);
  const now = context.now();
  if (upload.outcome === 'broken') {
    releaseKey(context, upload);
    return;
  }
  const record = {
    id: takeDownloadId(state),
    uploadIndex: upload.index,
    createdAt: now,
    xml: upload.outcome === 'ok' ? upload.xml : errorFileXml(upload.index, upload.cif, upload.errors),
    parties: [upload.cif],
  };
  upload.record = record;
  state.records.set(record.id, record);
  if (upload.outcome === 'nok') {
    releaseKey(context, upload);
    addMessage(state, {
      cif: upload.cif,
      record,
      tip: 'ERORI FACTURA',
      detalii: `Erori de validare identificate la factura primita cu id_incarcare=${upload.index}`,
    });
    return;
  }
  if (upload.aboutUpload) {
    // A buyer's message: both sides see it.
    const seller = upload.aboutUpload.sellerCif;
    record.parties.push(seller);
    const detalii = `Mesaj cumparator cu id_incarcare=${upload.index} transmis de cif=${upload.cif} pentru factura cu id_incarcare=${upload.aboutUpload.index} emisa de cif_emitent=${seller}`;
    const tip = 'MESAJ CUMPARATOR PRIMIT / MESAJ CUMPARATOR TRANSMIS';
    addMessage(state, { cif: upload.cif, record, tip, detalii });
    if (seller !== upload.cif) addMessage(state, { cif: seller, record, tip, detalii });
    return;
  }
  const detalii = `Factura cu id_incarcare=${upload.index} emisa de cif_emitent=${upload.sellerCif} pentru cif_beneficiar=${upload.buyerCif ?? ''}`;
  addMessage(state, { cif: upload.cif, record, tip: 'FACTURA TRIMISA', detalii });
  const buyer = upload.buyerCif;
  if (buyer && buyer !== upload.cif && (state.known.has(buyer) || context.settings.deliverToUnknownBuyers)) {
    record.parties.push(buyer);
    addMessage(state, { cif: buyer, record, tip: 'FACTURA PRIMITA', detalii });
  }
}

function releaseKey(context: SimContext, upload: StoredUpload): void {
  if (upload.invoiceKey && context.state.liveInvoices.get(upload.invoiceKey) === upload) {
    context.state.liveInvoices.delete(upload.invoiceKey);
  }
}

/** Finishes every upload whose processing time is over (before a list or a download looks). */
export function settleDue(context: SimContext): void {
  const now = context.now();
  for (const upload of [...context.state.pending]) {
    if (upload.settleAt <= now) settle(context, upload);
  }
}

/** `stareMesaj` for an upload the caller may see. */
export function uploadState(context: SimContext, upload: StoredUpload): SimAnswer {
  if (!upload.settled) {
    upload.polls += 1;
    if (upload.polls > upload.pollsNeeded || upload.settleAt <= context.now()) settle(context, upload);
  }
  if (!upload.settled) return xmlAnswer(stateAnswerXml({ state: 'in prelucrare', downloadId: null }));
  if (upload.outcome === 'broken') {
    return xmlAnswer(
      stateAnswerXml({ state: 'XML cu erori nepreluat de sistem', downloadId: null, errors: upload.errors }),
    );
  }
  return xmlAnswer(stateAnswerXml({ state: upload.outcome, downloadId: upload.record?.id ?? null }));
}
