import type { ClientDocumentPayload } from '@app/domain/invoicing/client-document.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sourcesApi } from '../../shared/invoicing/document-sources.api';
import { sourceKeys } from '../../shared/invoicing/source-keys';
import { documentsApi } from './client-documents.api';
import type { DocumentKind } from './document-kind';

/**
 * Query keys of this feature, per company. Every change refreshes the whole company's documents:
 * a refund, a copy or an invoice made from a proforma touch more than one document.
 */
export const documentKeys = {
  all: (companyId: string) => ['client-documents', companyId] as const,
  list: (companyId: string, kind: DocumentKind) => ['client-documents', companyId, kind, 'list'] as const,
  detail: (companyId: string, kind: DocumentKind, id: string) =>
    ['client-documents', companyId, kind, 'detail', id] as const,
  payments: (companyId: string, id: string) =>
    ['client-documents', companyId, 'invoice', 'detail', id, 'payments'] as const,
  /** The rows the forms choose from: shared with the supplier invoice screens. */
  sources: sourceKeys,
};

export function useDocumentQuery(companyId: string, kind: DocumentKind, id: string | null) {
  return useQuery({
    queryKey: documentKeys.detail(companyId, kind, id ?? ''),
    queryFn: ({ signal }) => documentsApi.get(companyId, kind, id ?? '', signal),
    enabled: id !== null && companyId !== '',
    // The pages show their own not-found and forbidden states.
    meta: { silent: true },
  });
}

/** A change of one or more documents: the company's documents are refetched once it succeeds. */
export function useDocumentMutation<TInput, TResult>(
  companyId: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all(companyId) }),
  });
}

/** Creates (no id) or updates a document. */
export function useSaveDocument(companyId: string, kind: DocumentKind, id: string | null) {
  return useDocumentMutation(companyId, (payload: ClientDocumentPayload) =>
    id === null
      ? documentsApi.create(companyId, kind, payload)
      : documentsApi.update(companyId, kind, id, payload),
  );
}

export function useInvoicePayments(companyId: string, id: string) {
  return useQuery({
    queryKey: documentKeys.payments(companyId, id),
    queryFn: ({ signal }) => documentsApi.payments(companyId, id, signal),
  });
}

// The lists the form chooses from. They change rarely: a minute's cache is fine.
const STALE = 60_000;

export function useSeries(companyId: string, type: string) {
  return useQuery({
    queryKey: documentKeys.sources(companyId, 'series', type),
    queryFn: ({ signal }) => sourcesApi.series(companyId, type, signal),
    select: (page) => page.items,
    // The next number moves with every issued document.
    staleTime: 0,
  });
}

export function useBankAccounts(companyId: string) {
  return useQuery({
    queryKey: documentKeys.sources(companyId, 'bank-accounts'),
    queryFn: ({ signal }) => sourcesApi.bankAccounts(companyId, signal),
    select: (page) => page.items,
    staleTime: STALE,
    meta: { silent: true },
  });
}

export function usePartner(companyId: string, partnerId: string) {
  return useQuery({
    queryKey: documentKeys.sources(companyId, 'partner', partnerId),
    queryFn: ({ signal }) => sourcesApi.partner(companyId, partnerId, signal),
    enabled: partnerId !== '',
    staleTime: STALE,
    meta: { silent: true },
  });
}

export function usePartnerAddresses(companyId: string, partnerId: string) {
  return useQuery({
    queryKey: documentKeys.sources(companyId, 'partner', partnerId, 'addresses'),
    queryFn: ({ signal }) => sourcesApi.partnerAddresses(companyId, partnerId, signal),
    enabled: partnerId !== '',
    select: (page) => page.items,
    staleTime: STALE,
    meta: { silent: true },
  });
}

export function usePartnerContacts(companyId: string, partnerId: string) {
  return useQuery({
    queryKey: documentKeys.sources(companyId, 'partner', partnerId, 'contacts'),
    queryFn: ({ signal }) => sourcesApi.partnerContacts(companyId, partnerId, signal),
    enabled: partnerId !== '',
    select: (page) => page.items,
    staleTime: STALE,
    meta: { silent: true },
  });
}

/** The company's warehouses for the invoice's warehouse choice, asked only with the Smart plan. */
export function useWarehouseChoices(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.sources(companyId, 'warehouses'),
    queryFn: ({ signal }) => documentsApi.warehouses(companyId, signal),
    enabled: enabled && companyId !== '',
    select: (page) => page.items,
    staleTime: STALE,
    meta: { silent: true },
  });
}
