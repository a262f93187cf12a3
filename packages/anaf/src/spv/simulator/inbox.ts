import { readUbl } from '../../efactura/ubl-reader';
import type { SimContext } from './context';
import { addMessage, takeDownloadId, takeUploadIndex } from './state';
import { partyCui } from './validate-upload';

export type ReceivedInvoice = {
  /** The buyer's CUI: whose inbox receives it. */
  cif: string;
  xml: string;
  /** When ANAF made the message (epoch ms); default now. */
  createdAt?: number;
};

/**
 * Puts an invoice from a supplier (who does not use the product) into a CUI's inbox as ANAF would
 * after accepting it: a FACTURA PRIMITA message with its download. An XML that cannot be read is
 * placed all the same, so the product's handling of unreadable received files can be tested.
 */
export function placeReceived(
  context: SimContext,
  invoice: ReceivedInvoice,
): { downloadId: string; uploadIndex: string } {
  const { state } = context;
  let sellerCif = '';
  try {
    sellerCif = partyCui(readUbl(invoice.xml).seller) ?? '';
  } catch {
    // unreadable: the message names no seller
  }
  const createdAt = invoice.createdAt ?? context.now();
  const index = takeUploadIndex(state);
  const record = {
    id: takeDownloadId(state),
    uploadIndex: index,
    createdAt,
    xml: invoice.xml,
    parties: [invoice.cif],
  };
  state.records.set(record.id, record);
  state.uploads.set(index, {
    index,
    cif: sellerCif,
    standard: 'UBL',
    receivedAt: createdAt,
    invoiceKey: null,
    sellerCif,
    buyerCif: invoice.cif,
    outcome: 'ok',
    errors: [],
    aboutUpload: null,
    xml: invoice.xml,
    polls: 0,
    pollsNeeded: 0,
    settleAt: createdAt,
    record,
    settled: true,
  });
  state.known.add(invoice.cif);
  addMessage(state, {
    cif: invoice.cif,
    record,
    tip: 'FACTURA PRIMITA',
    detalii: `Factura cu id_incarcare=${index} emisa de cif_emitent=${sellerCif} pentru cif_beneficiar=${invoice.cif}`,
  });
  return { downloadId: record.id, uploadIndex: index };
}
