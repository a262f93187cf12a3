import { XMLParser } from 'fast-xml-parser';
import { MESSAGE_NO_MESSAGES, NS_ERROR_FILE } from '../anaf-formats';
import {
  AnafCallError,
  type DownloadedArchive,
  type MessageState,
  type MessageStateValue,
  type SpvMessage,
  type SpvMessagePage,
  type UploadResult,
} from '../efactura-api.types';
import { unzipTextFiles } from '../zip';

/** Reading ANAF's answers (XML headers, JSON lists, the download ZIP) into the contract's types. */

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => name === 'Errors' || name === 'Error',
});

type Header = Record<string, unknown> & {
  Errors?: { errorMessage?: string }[];
  Error?: { errorMessage?: string }[];
};

function header(xml: string, what: string): Header {
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch {
    throw new AnafCallError('server', `${what}: the answer is not XML`);
  }
  const root = doc.header;
  if (root === undefined) throw new AnafCallError('server', `${what}: the answer has no header element`);
  // `<header .../>` parses to '' when it has neither attributes nor children.
  return (typeof root === 'object' && root !== null ? root : {}) as Header;
}

function texts(items: { errorMessage?: string }[] | undefined): string[] {
  return (items ?? []).map((item) => String(item.errorMessage ?? '')).filter((text) => text !== '');
}

export function parseUploadAnswer(xml: string): UploadResult {
  const root = header(xml, 'upload');
  const dateResponse = String(root.dateResponse ?? '');
  if (String(root.ExecutionStatus) === '0' && root.index_incarcare !== undefined) {
    return { ok: true, uploadIndex: String(root.index_incarcare), dateResponse };
  }
  const errors = texts(root.Errors);
  return { ok: false, errors: errors.length > 0 ? errors : ['ExecutionStatus=1'], dateResponse };
}

const STATES: readonly MessageStateValue[] = [
  'ok',
  'nok',
  'in prelucrare',
  'XML cu erori nepreluat de sistem',
];

/** A `stareMesaj` answer; one without a state (unknown index, no right to it) is a refusal. */
export function parseStateAnswer(xml: string): MessageState {
  const root = header(xml, 'stareMesaj');
  const errors = texts(root.Errors);
  const state = root.stare === undefined ? null : String(root.stare);
  if (state === null) throw new AnafCallError('bad-request', errors.join('; ') || 'stareMesaj: no state');
  if (!STATES.includes(state as MessageStateValue)) {
    throw new AnafCallError('server', `stareMesaj: unknown state "${state}"`);
  }
  const downloadId = root.id_descarcare === undefined ? null : String(root.id_descarcare);
  return { state: state as MessageStateValue, downloadId, errors };
}

function messagesOf(value: unknown): SpvMessage[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: Record<string, unknown>) => ({
    data_creare: String(item.data_creare ?? ''),
    cif: String(item.cif ?? ''),
    id_solicitare: String(item.id_solicitare ?? ''),
    detalii: String(item.detalii ?? ''),
    tip: String(item.tip ?? '') as SpvMessage['tip'],
    id: String(item.id ?? ''),
  }));
}

/** `{eroare}` of a list: "no messages" is an empty list, anything else a refusal. */
function listRefusal(body: Record<string, unknown>): 'empty' | null {
  if (typeof body.eroare !== 'string') return null;
  if (MESSAGE_NO_MESSAGES.test(body.eroare)) return 'empty';
  throw new AnafCallError('bad-request', body.eroare);
}

export function parseMessageList(body: Record<string, unknown>): SpvMessage[] {
  if (listRefusal(body) === 'empty') return [];
  return messagesOf(body.mesaje);
}

export function parseMessagePage(body: Record<string, unknown>, page: number): SpvMessagePage {
  if (listRefusal(body) === 'empty') return { messages: [], page, totalPages: 0, total: 0 };
  return {
    messages: messagesOf(body.mesaje),
    page: Number(body.index_pagina_curenta ?? page),
    totalPages: Number(body.numar_total_pagini ?? 0),
    total: Number(body.numar_total_inregistrari ?? 0),
  };
}

/** Reads a `descarcare` ZIP: the XML, the "semnatura" file, and the errors of an error file. */
export function readArchive(zip: Uint8Array): DownloadedArchive {
  let files: Record<string, string>;
  try {
    files = unzipTextFiles(zip);
  } catch {
    throw new AnafCallError('server', 'descarcare: the ZIP cannot be read');
  }
  const names = Object.keys(files);
  const signatureFileName = names.find((name) => /semnatura/i.test(name)) ?? null;
  const xmlFileName = names.find((name) => name !== signatureFileName && /\.xml$/i.test(name)) ?? null;
  if (signatureFileName === null || xmlFileName === null) {
    throw new AnafCallError('server', `descarcare: the ZIP holds ${names.join(', ') || 'no files'}`);
  }
  const xml = files[xmlFileName] as string;
  const isErrorFile = xml.includes(NS_ERROR_FILE);
  const errors = isErrorFile ? texts(header(xml, 'descarcare').Error) : [];
  return {
    zip,
    xml,
    xmlFileName,
    signature: files[signatureFileName] as string,
    signatureFileName,
    isErrorFile,
    errors,
  };
}
