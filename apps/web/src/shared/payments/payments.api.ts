import type { DocumentSeries } from '@app/domain/document-series/document-series.schemas';
import type { PayableInvoice } from '@app/domain/invoicing/client-payment.schemas';
import type { ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import type { Partner } from '@app/domain/partners/partner.schemas';
import { apiRequest } from '../api/api-client';
import { listingSearchParams } from '../list/list-state';
import type { AnyPayment, PaymentSide } from './payment-side';

/** Payments of every type, or receipts only. */
export type PaymentCollection = 'payments' | 'receipts';

/** The list row of a payment: the answer without its allocations. */
export type AnyPaymentListItem = Omit<AnyPayment, 'allocations'>;

/** The body of a save: the side's input schema's output (the form checks it with that schema). */
export type AnyPaymentPayload = Record<string, unknown>;

export const companyPath = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}`;

/** The side's payments API under the company (client-payments, supplier-receipts...). */
export function paymentsApiOf(side: Pick<PaymentSide, 'resources' | 'invoicesResource'>) {
  const collectionPath = (companyId: string, collection: PaymentCollection) =>
    `${companyPath(companyId)}/${side.resources[collection]}`;
  const itemPath = (companyId: string, id: string) =>
    `${collectionPath(companyId, 'payments')}/${encodeURIComponent(id)}`;
  return {
    list: (
      companyId: string,
      collection: PaymentCollection,
      query: ListingQueryInput,
      signal?: AbortSignal,
    ) =>
      apiRequest<ListingResult<AnyPaymentListItem>>(
        `${collectionPath(companyId, collection)}?${listingSearchParams(query)}`,
        { signal },
      ),
    get: (companyId: string, id: string, signal?: AbortSignal) =>
      apiRequest<AnyPayment>(itemPath(companyId, id), { signal }),
    create: (companyId: string, payload: AnyPaymentPayload) =>
      apiRequest<AnyPayment>(collectionPath(companyId, 'payments'), { method: 'POST', body: payload }),
    update: (companyId: string, id: string, payload: AnyPaymentPayload) =>
      apiRequest<AnyPayment>(itemPath(companyId, id), { method: 'PUT', body: payload }),
    remove: (companyId: string, id: string) =>
      apiRequest<void>(itemPath(companyId, id), { method: 'DELETE' }),
    /** The partner's invoices in the currency with something left to pay (the payment's own too). */
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
    /** One invoice of the side: a payment opened from it starts with its partner and currency. */
    invoice: (companyId: string, id: string, signal?: AbortSignal) =>
      apiRequest<{ id: string; partnerId: string; partnerName: string; currency: string }>(
        `${companyPath(companyId)}/${side.invoicesResource}/${encodeURIComponent(id)}`,
        { signal },
      ),
    /** Partners matching a search, by name (the callers keep the side's roles). */
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
    /** The company's receipt series (client receipts only). */
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
}

export type PaymentsApi = ReturnType<typeof paymentsApiOf>;
