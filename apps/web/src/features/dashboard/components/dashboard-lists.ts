import type { ListingFilter, ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import { apiRequest } from '../../../shared/api/api-client';
import { listingSearchParams } from '../../../shared/list/list-state';

// The short lists of the dashboard's invoicing widgets: the first five rows of each feature's list,
// asked of the same API as the full lists behind the widgets' view-all links.

export const WIDGET_ROWS = 5;

const companyPath = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}`;

const eq = (field: string, value: string): ListingFilter => ({ field, operator: 'eq', value });

/** The first rows of a company list, with the listing query of every list (filters, sort). */
function firstRows<T>(
  companyId: string,
  resource: string,
  query: Omit<ListingQueryInput, 'page' | 'perPage'>,
  signal?: AbortSignal,
): Promise<ListingResult<T>> {
  const params = listingSearchParams({ page: 1, perPage: WIDGET_ROWS, ...query });
  return apiRequest(`${companyPath(companyId)}/${resource}?${params}`, { signal });
}

/** What a widget shows of an invoice (a client document or supplier invoice list item). */
export interface InvoiceItem {
  id: string;
  seriesNumber: string | null;
  issueDate: string;
  dueDate: string | null;
  partnerName: string;
  currency: string;
  grossTotal: string;
  amountDue: string;
  paidTotal: string;
}

/** What a widget shows of a payment or a receipt. */
export interface PaymentItem {
  id: string;
  seriesNumber: string | null;
  partnerName: string;
  amount: string;
  currency: string;
  date: string;
  description: string | null;
  /** A supplier receipt's own series and number. */
  receiptSeries?: string | null;
  receiptNumber?: string | null;
}

export interface SeriesItem {
  id: string;
  type: string;
  prefix: string;
  suffix: string | null;
  nextNumber: string | null;
}

export const DRAFT_INVOICES_FILTERS: ListingFilter[] = [eq('status', 'draft')];
export const OVERDUE_INVOICES_FILTERS: ListingFilter[] = [eq('paymentState', 'overdue')];
export const BANK_COLLECTIONS_FILTERS: ListingFilter[] = [eq('type', 'bank-transfer')];

export const dashboardLists = {
  draftInvoices: (companyId: string, signal?: AbortSignal) =>
    firstRows<InvoiceItem>(
      companyId,
      'client-invoices',
      { filters: DRAFT_INVOICES_FILTERS, sortBy: 'createdAt', sortDir: 'desc' },
      signal,
    ),
  overdueInvoices: (companyId: string, signal?: AbortSignal) =>
    firstRows<InvoiceItem>(
      companyId,
      'client-invoices',
      { filters: OVERDUE_INVOICES_FILTERS, sortBy: 'dueDate', sortDir: 'asc' },
      signal,
    ),
  clientReceipts: (companyId: string, signal?: AbortSignal) =>
    firstRows<PaymentItem>(companyId, 'client-receipts', { sortBy: 'date', sortDir: 'desc' }, signal),
  bankCollections: (companyId: string, signal?: AbortSignal) =>
    firstRows<PaymentItem>(
      companyId,
      'client-payments',
      { filters: BANK_COLLECTIONS_FILTERS, sortBy: 'date', sortDir: 'desc' },
      signal,
    ),
  overdueSupplierInvoices: (companyId: string, signal?: AbortSignal) =>
    firstRows<InvoiceItem>(
      companyId,
      'supplier-invoices',
      { filters: OVERDUE_INVOICES_FILTERS, sortBy: 'dueDate', sortDir: 'asc' },
      signal,
    ),
  supplierReceipts: (companyId: string, signal?: AbortSignal) =>
    firstRows<PaymentItem>(companyId, 'supplier-receipts', { sortBy: 'date', sortDir: 'desc' }, signal),
  /** Money paid to suppliers through the bank (the filter the supplier payments list reads too). */
  bankPayments: (companyId: string, signal?: AbortSignal) =>
    firstRows<PaymentItem>(
      companyId,
      'supplier-payments',
      { filters: BANK_COLLECTIONS_FILTERS, sortBy: 'date', sortDir: 'desc' },
      signal,
    ),
  documentSeries: (companyId: string, signal?: AbortSignal) =>
    firstRows<SeriesItem>(companyId, 'document-series', { sortBy: 'type', sortDir: 'asc' }, signal),
};

/** The address of a full list opened on the widget's filters (the lists read them from `filters`). */
export function listAddress(path: string, filters: ListingFilter[] = []): string {
  return filters.length === 0 ? path : `${path}?${listingSearchParams({ filters })}`;
}
