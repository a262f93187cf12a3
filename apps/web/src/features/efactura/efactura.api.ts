import type {
  EfacturaMessage,
  EfacturaSyncQueued,
  ImportedSupplierInvoices,
} from '@app/domain/efactura/efactura-registry.schemas';
import type {
  EfacturaDashboard,
  EfacturaSendAnswer,
  InvoiceEfactura,
} from '@app/domain/efactura/efactura-sending.schemas';
import type { ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import { apiRequest } from '../../shared/api/api-client';
import { listingSearchParams } from '../../shared/list/list-state';

// The RO e-Factura calls of the web app (/tmp plan: sending, inbox and registry APIs), under the
// selected company: /v1/my-companies/:companyId/...

const companyPath = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}`;
const registryPath = (companyId: string) => `${companyPath(companyId)}/efactura`;
const messagePath = (companyId: string, messageId: string) =>
  `${registryPath(companyId)}/${encodeURIComponent(messageId)}`;
const clientInvoicePath = (companyId: string, invoiceId: string) =>
  `${companyPath(companyId)}/client-invoices/${encodeURIComponent(invoiceId)}`;
const supplierInvoicePath = (companyId: string, invoiceId: string) =>
  `${companyPath(companyId)}/supplier-invoices/${encodeURIComponent(invoiceId)}`;

/** The files of an e-Factura document: the XML, ANAF's signature (the seal) and ANAF's PDF. */
export type EfacturaFile = 'xml' | 'seal' | 'pdf';

/** A list answer as { items, count }; the registry may answer { data, meta: { total } } as well. */
export function listingOf<T>(answer: unknown): ListingResult<T> {
  const body = (answer ?? {}) as {
    items?: T[];
    count?: number;
    data?: T[];
    meta?: { total?: number; count?: number };
  };
  const items = body.items ?? body.data ?? [];
  const count = body.count ?? body.meta?.total ?? body.meta?.count ?? items.length;
  return { items, count };
}

export const efacturaApi = {
  /** The registry `/spv/efactura`: every message sent or received, with the listing contract. */
  registry: async (companyId: string, query: ListingQueryInput, signal?: AbortSignal) =>
    listingOf<EfacturaMessage>(
      await apiRequest<unknown>(`${registryPath(companyId)}?${listingSearchParams(query)}`, { signal }),
    ),
  message: (companyId: string, messageId: string, signal?: AbortSignal) =>
    apiRequest<EfacturaMessage>(messagePath(companyId, messageId), { signal }),
  /** Queues a sync of the SPV inbox (received invoices and buyer messages). */
  sync: (companyId: string) =>
    apiRequest<EfacturaSyncQueued>(`${registryPath(companyId)}/sync`, { method: 'POST' }),
  /** Sends a failed reply of ours to the supplier again. */
  retry: (companyId: string, messageId: string) =>
    apiRequest<EfacturaMessage>(`${messagePath(companyId, messageId)}/retry`, { method: 'POST' }),

  /** A client invoice's state in RO e-Factura and its sends. */
  invoice: (companyId: string, invoiceId: string, signal?: AbortSignal) =>
    apiRequest<InvoiceEfactura>(`${clientInvoicePath(companyId, invoiceId)}/efactura`, { signal }),
  send: (companyId: string, invoiceId: string) =>
    apiRequest<EfacturaSendAnswer>(`${clientInvoicePath(companyId, invoiceId)}/efactura/send`, {
      method: 'POST',
    }),
  /** The registry messages of a supplier invoice (the received invoice and our replies). */
  supplierMessages: async (companyId: string, invoiceId: string, signal?: AbortSignal) =>
    messagesOf(
      await apiRequest<unknown>(`${supplierInvoicePath(companyId, invoiceId)}/efactura/messages`, { signal }),
    ),
  /**
   * The registry messages of a client invoice (its sends, ANAF's errors, the buyer's messages): the
   * registry searched by the invoice's number, kept to the rows linked to the invoice.
   */
  clientMessages: async (
    companyId: string,
    invoice: { id: string; seriesNumber: string | null },
    signal?: AbortSignal,
  ) => {
    if (!invoice.seriesNumber) return [];
    const page = await efacturaApi.registry(
      companyId,
      { page: 1, perPage: 100, sortBy: 'date', sortDir: 'desc', search: invoice.seriesNumber },
      signal,
    );
    return page.items.filter((message) => message.clientDocumentId === invoice.id);
  },

  dashboard: (companyId: string, signal?: AbortSignal) =>
    apiRequest<EfacturaDashboard>(`${registryPath(companyId)}/dashboard`, { signal }),
  imported: (companyId: string, signal?: AbortSignal) =>
    apiRequest<ImportedSupplierInvoices>(`${registryPath(companyId)}/imported`, { signal }),
};

/** A list of messages as an array, or as { items } / { data }. */
function messagesOf(answer: unknown): EfacturaMessage[] {
  if (Array.isArray(answer)) return answer as EfacturaMessage[];
  return listingOf<EfacturaMessage>(answer).items;
}

/** Where the files of a registry row, a client invoice (as sent to ANAF) or a supplier invoice are. */
export const efacturaFileUrl = {
  message: (companyId: string, messageId: string, file: EfacturaFile) =>
    `${messagePath(companyId, messageId)}/${file}`,
  clientInvoice: (companyId: string, invoiceId: string, file: EfacturaFile) =>
    `${clientInvoicePath(companyId, invoiceId)}/efactura/${file}`,
};
