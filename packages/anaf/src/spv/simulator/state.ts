import type { SpvMessageType } from '../efactura-api.types';

/** The simulator's memory: uploads, the downloadable records they produce and each CUI's messages. */

export type UploadOutcome = 'ok' | 'nok' | 'broken';

export type StoredUpload = {
  index: string;
  /** The `cif` parameter: who uploaded. */
  cif: string;
  standard: string;
  receivedAt: number;
  /** Seller CUI + number + issue date, for the repeated-upload refusal; null for RASP or unreadable. */
  invoiceKey: string | null;
  sellerCif: string;
  buyerCif: string | null;
  /** Decided on arrival, shown once processed. */
  outcome: UploadOutcome;
  errors: string[];
  /** For RASP: the invoice's upload the message is about. */
  aboutUpload: StoredUpload | null;
  xml: string;
  polls: number;
  pollsNeeded: number;
  settleAt: number;
  /** Set once processed (ok or nok); 'broken' never gets one. */
  record: DownloadRecord | null;
  settled: boolean;
};

export type DownloadRecord = {
  id: string;
  uploadIndex: string;
  createdAt: number;
  /** The archive's XML: the invoice, the buyer message or the error file. */
  xml: string;
  /** The CUIs that may download it. */
  parties: string[];
};

export type MessageEntry = { cif: string; record: DownloadRecord; tip: SpvMessageType; detalii: string };

export type SimState = {
  nextUploadIndex: bigint;
  nextDownloadId: bigint;
  uploads: Map<string, StoredUpload>;
  /** Uploads not yet processed, so that time alone can finish them. */
  pending: Set<StoredUpload>;
  records: Map<string, DownloadRecord>;
  messages: Map<string, MessageEntry[]>;
  /** Invoice key -> the upload that holds it (accepted, or still being processed). */
  liveInvoices: Map<string, StoredUpload>;
  /** CUIs that used the simulator or were registered: they receive their suppliers' invoices. */
  known: Set<string>;
  stats: { uploads: number; accepted: number; rejected: number; refusedRepeats: number };
  acceptedPerInvoice: Map<string, number>;
};

// Large numbers like ANAF's, kept as text on the wire.
const FIRST_UPLOAD_INDEX = 5_001_000_000n;
const FIRST_DOWNLOAD_ID = 3_001_000_000n;

export function emptyState(): SimState {
  return {
    nextUploadIndex: FIRST_UPLOAD_INDEX,
    nextDownloadId: FIRST_DOWNLOAD_ID,
    uploads: new Map(),
    pending: new Set(),
    records: new Map(),
    messages: new Map(),
    liveInvoices: new Map(),
    known: new Set(),
    stats: { uploads: 0, accepted: 0, rejected: 0, refusedRepeats: 0 },
    acceptedPerInvoice: new Map(),
  };
}

export function takeUploadIndex(state: SimState): string {
  const index = state.nextUploadIndex;
  state.nextUploadIndex += 1n;
  return index.toString();
}

export function takeDownloadId(state: SimState): string {
  const id = state.nextDownloadId;
  state.nextDownloadId += 1n;
  return id.toString();
}

export function addMessage(state: SimState, entry: MessageEntry): void {
  const list = state.messages.get(entry.cif);
  if (list) list.push(entry);
  else state.messages.set(entry.cif, [entry]);
}

export function invoiceKeyOf(sellerCif: string, number: string, issueDate: string): string {
  return `${sellerCif}|${number}|${issueDate}`;
}
