import type { DocumentSeries } from '@app/domain/document-series/document-series.schemas';
import type {
  ClientPayment,
  ClientPaymentListItem,
  ClientPaymentPayload,
  PayableInvoice,
} from '@app/domain/invoicing/client-payment.schemas';
import type { ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import type { Partner } from '@app/domain/partners/partner.schemas';
import { apiRequest } from '../../shared/api/api-client';
import { downloadFile } from '../../shared/api/file-download';
import { listingSearchParams } from '../../shared/list/list-state';

/** Payments of every type, or receipts only (which also publish, void and print). */
export type PaymentCollection = 'payments' | 'receipts';

const companyPath = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}`;
const collectionPath = (companyId: string, collection: PaymentCollection) =>
  `${companyPath(companyId)}/${collection === 'receipts' ? 'client-receipts' : 'client-payments'}`;
const itemPath = (companyId: string, collection: PaymentCollection, id: string) =>
  `${collectionPath(companyId, collection)}/${encodeURIComponent(id)}`;

export const paymentsApi = {
  list: (companyId: string, collection: PaymentCollection, query: ListingQueryInput, signal?: AbortSignal) =>
    apiRequest<ListingResult<ClientPaymentListItem>>(
      `${collectionPath(companyId, collection)}?${listingSearchParams(query)}`,
      { signal },
    ),
  get: (companyId: string, id: string, signal?: AbortSignal) =>
    apiRequest<ClientPayment>(itemPath(companyId, 'payments', id), { signal }),
  create: (companyId: string, payload: ClientPaymentPayload) =>
    apiRequest<ClientPayment>(collectionPath(companyId, 'payments'), { method: 'POST', body: payload }),
  update: (companyId: string, id: string, payload: ClientPaymentPayload) =>
    apiRequest<ClientPayment>(itemPath(companyId, 'payments', id), { method: 'PUT', body: payload }),
  remove: (companyId: string, id: string) =>
    apiRequest<void>(itemPath(companyId, 'payments', id), { method: 'DELETE' }),
  publish: (companyId: string, id: string) =>
    apiRequest<ClientPayment>(`${itemPath(companyId, 'receipts', id)}/publish`, { method: 'POST' }),
  void: (companyId: string, id: string) =>
    apiRequest<ClientPayment>(`${itemPath(companyId, 'receipts', id)}/void`, { method: 'POST' }),
  /** The partner's issued invoices in the currency with something left to pay (the payment's own too). */
  payableInvoices: (
    companyId: string,
    filter: { partnerId: string; currency: string; paymentId: string | null },
    signal?: AbortSignal,
  ) => {
    const query = new URLSearchParams({ partnerId: filter.partnerId, currency: filter.currency });
    if (filter.paymentId) query.set('paymentId', filter.paymentId);
    return apiRequest<PayableInvoice[]>(
      `${collectionPath(companyId, 'payments')}/payable-invoices?${query}`,
      {
        signal,
      },
    );
  },
  /** Partners matching a search, by name (the form keeps the clients). */
  partners: (companyId: string, search: string, signal?: AbortSignal) =>
    apiRequest<ListingResult<Partner>>(
      `${companyPath(companyId)}/partners?${listingSearchParams({
        page: 1,
        perPage: 50,
        sortBy: 'name',
        sortDir: 'asc',
        search: search || undefined,
      })}`,
      { signal },
    ),
  /** The company's receipt series. */
  receiptSeries: (companyId: string, signal?: AbortSignal) =>
    apiRequest<ListingResult<DocumentSeries>>(
      `${companyPath(companyId)}/document-series?${listingSearchParams({
        page: 1,
        perPage: 100,
        sortBy: 'prefix',
        sortDir: 'asc',
        filters: [{ field: 'type', operator: 'eq', value: 'client-receipt' }],
      })}`,
      { signal },
    ),
};

/** The address of a receipt's PDF; `download` asks for an attachment instead of an inline view. */
export const receiptPdfUrl = (companyId: string, id: string, language: string, download = false) => {
  const query = new URLSearchParams({ language: language === 'en-GB' ? 'en-GB' : 'ro-RO' });
  if (download) query.set('download', '1');
  return `${itemPath(companyId, 'receipts', id)}/pdf?${query}`;
};

/** Fetches the PDF with the session's cookies and saves it; a failure is an ApiError like any call. */
export const downloadReceiptPdf = (url: string, fallbackName: string) =>
  downloadFile(url, fallbackName, 'application/pdf');
