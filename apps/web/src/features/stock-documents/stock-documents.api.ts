import type { ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import type {
  FromSupplierInvoiceInput,
  ReceivableLines,
  StockAvailable,
  StockDocument,
  StockDocumentListItem,
  StockDocumentPayload,
  StockPublishInput,
} from '@app/domain/stock/stock-document.schemas';
import type { Warehouse } from '@app/domain/stock/warehouse.schemas';
import { apiRequest } from '../../shared/api/api-client';
import { listingSearchParams } from '../../shared/list/list-state';
import { STOCK_KINDS, type StockDocumentKind } from './stock-document-kinds';

const companyPath = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}`;
const documentsPath = (companyId: string, kind: StockDocumentKind) =>
  `${companyPath(companyId)}/${STOCK_KINDS[kind].api}`;
const documentPath = (companyId: string, kind: StockDocumentKind, id: string) =>
  `${documentsPath(companyId, kind)}/${encodeURIComponent(id)}`;
const post = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body });

/** The four stock documents, one collection per kind (team plan: the stock documents API). */
export const stockDocumentsApi = {
  list: (companyId: string, kind: StockDocumentKind, query: ListingQueryInput, signal?: AbortSignal) =>
    apiRequest<ListingResult<StockDocumentListItem>>(
      `${documentsPath(companyId, kind)}?${listingSearchParams(query)}`,
      { signal },
    ),
  get: (companyId: string, kind: StockDocumentKind, id: string, signal?: AbortSignal) =>
    apiRequest<StockDocument>(documentPath(companyId, kind, id), { signal }),
  create: (companyId: string, kind: StockDocumentKind, payload: StockDocumentPayload) =>
    post<StockDocument>(documentsPath(companyId, kind), payload),
  update: (companyId: string, kind: StockDocumentKind, id: string, payload: StockDocumentPayload) =>
    apiRequest<StockDocument>(documentPath(companyId, kind, id), { method: 'PUT', body: payload }),
  remove: (companyId: string, kind: StockDocumentKind, id: string) =>
    apiRequest<void>(documentPath(companyId, kind, id), { method: 'DELETE' }),
  publish: (companyId: string, kind: StockDocumentKind, id: string, input: StockPublishInput) =>
    post<StockDocument>(`${documentPath(companyId, kind, id)}/publish`, input),
  void: (companyId: string, kind: StockDocumentKind, id: string) =>
    post<StockDocument>(`${documentPath(companyId, kind, id)}/void`),
  /** Creates the draft storno of a published document. */
  storno: (companyId: string, kind: StockDocumentKind, id: string) =>
    post<StockDocument>(`${documentPath(companyId, kind, id)}/storno`),
  /** Creates a draft copy of the document. */
  duplicate: (companyId: string, kind: StockDocumentKind, id: string) =>
    post<StockDocument>(`${documentPath(companyId, kind, id)}/duplicate`),
  /**
   * The draft client invoice of an issued despatch advice (the client invoices' API): it keeps the
   * link both ways and does not unload the stock again.
   */
  invoiceFromDespatch: (companyId: string, id: string) =>
    post<{ id: string; seriesNumber: string | null }>(
      `${companyPath(companyId)}/client-invoices/from-despatch-advice/${encodeURIComponent(id)}`,
      {},
    ),
  // Goods receipt notes from a supplier invoice.
  receivableLines: (companyId: string, invoiceId: string, signal?: AbortSignal) =>
    apiRequest<ReceivableLines>(
      `${companyPath(companyId)}/supplier-invoices/${encodeURIComponent(invoiceId)}/receivable-lines`,
      { signal },
    ),
  fromSupplierInvoice: (companyId: string, input: FromSupplierInvoiceInput) =>
    post<StockDocument>(`${documentsPath(companyId, 'goods-receipt-note')}/from-supplier-invoice`, input),
  /** The quantity in stock of each product in the warehouse at a date (the editor's hint). */
  available: (
    companyId: string,
    query: { warehouseId: string; date: string; productIds: string[] },
    signal?: AbortSignal,
  ) =>
    apiRequest<StockAvailable>(
      `${companyPath(companyId)}/stock/available?${new URLSearchParams({
        warehouseId: query.warehouseId,
        date: query.date,
        productIds: query.productIds.join(','),
      })}`,
      { signal },
    ),
  /** The company's warehouses (the warehouses feature's API), for the choosers and the filters. */
  warehouses: (companyId: string, signal?: AbortSignal) =>
    apiRequest<ListingResult<Warehouse>>(
      `${companyPath(companyId)}/warehouses?${listingSearchParams({ page: 1, perPage: 100, sortBy: 'name', sortDir: 'asc' })}`,
      { signal },
    ),
};

/** The address of a document's PDF; `download` asks for an attachment instead of an inline view. */
export const stockPdfUrl = (companyId: string, kind: StockDocumentKind, id: string, download = false) =>
  `${documentPath(companyId, kind, id)}/pdf${download ? '?download=1' : ''}`;
