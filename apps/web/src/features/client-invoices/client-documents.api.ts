import type {
  ClientDocument,
  ClientDocumentListItem,
  ClientDocumentPayload,
  DocumentParty,
  PdfTemplate,
  PublishInput,
  SendEmailInput,
} from '@app/domain/invoicing/client-document.schemas';
import type { ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import { apiRequest } from '../../shared/api/api-client';
import type { InvoicePayment } from '../../shared/invoicing/InvoicePaymentsTable';
import { listingSearchParams } from '../../shared/list/list-state';
import { type DocumentKind, KINDS } from './document-kind';

/** The parties of an invoice as the server copies them. */
export type DocumentParties = { seller: DocumentParty; buyer: DocumentParty };
export type PartiesChoice = { partnerId: string; deliveryAddressId: string; companyBankAccountIds: string[] };

const partiesQuery = (choice: PartiesChoice) => {
  const query = new URLSearchParams({ partnerId: choice.partnerId });
  if (choice.deliveryAddressId) query.set('deliveryAddressId', choice.deliveryAddressId);
  if (choice.companyBankAccountIds.length > 0)
    query.set('companyBankAccountIds', choice.companyBankAccountIds.join(','));
  return query.toString();
};

const companyPath = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}`;
export const documentsPath = (companyId: string, kind: DocumentKind) =>
  `${companyPath(companyId)}/${KINDS[kind].api}`;
export const documentPath = (companyId: string, kind: DocumentKind, id: string) =>
  `${documentsPath(companyId, kind)}/${encodeURIComponent(id)}`;

export const documentsApi = {
  list: (companyId: string, kind: DocumentKind, query: ListingQueryInput, signal?: AbortSignal) =>
    apiRequest<ListingResult<ClientDocumentListItem>>(
      `${documentsPath(companyId, kind)}?${listingSearchParams(query)}`,
      { signal },
    ),
  get: (companyId: string, kind: DocumentKind, id: string, signal?: AbortSignal) =>
    apiRequest<ClientDocument>(documentPath(companyId, kind, id), { signal }),
  create: (companyId: string, kind: DocumentKind, payload: ClientDocumentPayload) =>
    apiRequest<ClientDocument>(documentsPath(companyId, kind), { method: 'POST', body: payload }),
  update: (companyId: string, kind: DocumentKind, id: string, payload: ClientDocumentPayload) =>
    apiRequest<ClientDocument>(documentPath(companyId, kind, id), { method: 'PUT', body: payload }),
  remove: (companyId: string, kind: DocumentKind, id: string) =>
    apiRequest<void>(documentPath(companyId, kind, id), { method: 'DELETE' }),
  duplicate: (companyId: string, kind: DocumentKind, id: string) =>
    apiRequest<ClientDocument>(`${documentPath(companyId, kind, id)}/duplicate`, { method: 'POST' }),
  setTemplate: (companyId: string, kind: DocumentKind, id: string, template: PdfTemplate) =>
    apiRequest<ClientDocument>(`${documentPath(companyId, kind, id)}/template`, {
      method: 'PUT',
      body: { template },
    }),
  sendEmail: (companyId: string, kind: DocumentKind, id: string, input: SendEmailInput) =>
    apiRequest<void>(`${documentPath(companyId, kind, id)}/email`, { method: 'POST', body: input }),
  // Invoices only.
  publish: (companyId: string, id: string, input: PublishInput) =>
    apiRequest<ClientDocument>(`${documentPath(companyId, 'invoice', id)}/publish`, {
      method: 'POST',
      body: input,
    }),
  void: (companyId: string, id: string) =>
    apiRequest<ClientDocument>(`${documentPath(companyId, 'invoice', id)}/void`, { method: 'POST' }),
  refund: (companyId: string, id: string) =>
    apiRequest<ClientDocument>(`${documentPath(companyId, 'invoice', id)}/refund`, { method: 'POST' }),
  payments: (companyId: string, id: string, signal?: AbortSignal) =>
    apiRequest<InvoicePayment[]>(`${documentPath(companyId, 'invoice', id)}/payments`, { signal }),
  /**
   * The seller and buyer snapshots the server would copy into an invoice with this client, delivery
   * address and bank accounts (what the form's e-Factura checks read before anything is saved).
   */
  parties: (companyId: string, choice: PartiesChoice, signal?: AbortSignal) =>
    apiRequest<DocumentParties>(`${documentsPath(companyId, 'invoice')}/parties?${partiesQuery(choice)}`, {
      signal,
    }),
  // Proformas only: the draft invoice made from one.
  invoiceFromProforma: (companyId: string, proformaId: string) =>
    apiRequest<ClientDocument>(`${documentPath(companyId, 'proforma', proformaId)}/invoice`, {
      method: 'POST',
    }),
  /** The draft invoice of an issued client goods despatch advice (Smart plan). */
  invoiceFromDespatchAdvice: (companyId: string, despatchAdviceId: string) =>
    apiRequest<ClientDocument>(
      `${documentsPath(companyId, 'invoice')}/from-despatch-advice/${encodeURIComponent(despatchAdviceId)}`,
      { method: 'POST' },
    ),
  /** The company's warehouses an invoice may unload stock from (the warehouses feature's API; Smart plan). */
  warehouses: (companyId: string, signal?: AbortSignal) =>
    apiRequest<ListingResult<{ id: string; name: string }>>(
      `${companyPath(companyId)}/warehouses?${listingSearchParams({ page: 1, perPage: 100, sortBy: 'name', sortDir: 'asc' })}`,
      { signal },
    ),
};

/** The address of a document's PDF; `download` asks for an attachment instead of an inline view. */
export const pdfUrl = (companyId: string, kind: DocumentKind, id: string, download = false) =>
  `${documentPath(companyId, kind, id)}/pdf${download ? '?download=1' : ''}`;

/** The address of a published invoice's e-Factura XML (UBL CIUS-RO), as an attachment. */
export const xmlUrl = (companyId: string, id: string) => `${documentPath(companyId, 'invoice', id)}/xml`;
