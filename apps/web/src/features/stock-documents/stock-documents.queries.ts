import type { StockDocumentPayload } from '@app/domain/stock/stock-document.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StockDocumentKind } from './stock-document-kinds';
import { stockDocumentsApi } from './stock-documents.api';

/**
 * Query keys of the stock documents, per company. Every change refreshes all of them: a storno, a
 * copy or a note made from a supplier invoice touch more than one document, and stock moves.
 */
export const stockKeys = {
  all: (companyId: string) => ['stock-documents', companyId] as const,
  list: (companyId: string, kind: StockDocumentKind) => ['stock-documents', companyId, kind, 'list'] as const,
  detail: (companyId: string, kind: StockDocumentKind, id: string) =>
    ['stock-documents', companyId, kind, 'detail', id] as const,
  warehouses: (companyId: string) => ['stock-documents', companyId, 'warehouses'] as const,
  receivable: (companyId: string, invoiceId: string) =>
    ['stock-documents', companyId, 'receivable-lines', invoiceId] as const,
};

export function useStockDocument(companyId: string, kind: StockDocumentKind, id: string | null) {
  return useQuery({
    queryKey: stockKeys.detail(companyId, kind, id ?? ''),
    queryFn: ({ signal }) => stockDocumentsApi.get(companyId, kind, id ?? '', signal),
    enabled: id !== null && id !== '' && companyId !== '',
    // The pages show their own not-found and forbidden states.
    meta: { silent: true },
  });
}

/** The company's warehouses; they change rarely (a minute's cache). */
export function useWarehouses(companyId: string) {
  return useQuery({
    queryKey: stockKeys.warehouses(companyId),
    queryFn: ({ signal }) => stockDocumentsApi.warehouses(companyId, signal),
    select: (page) => page.items,
    enabled: companyId !== '',
    staleTime: 60_000,
  });
}

/** A change of one or more documents: the company's stock documents are refetched once it succeeds. */
export function useStockMutation<TInput, TResult>(
  companyId: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: stockKeys.all(companyId) }),
  });
}

/** Creates (no id) or updates a document. */
export function useSaveStockDocument(companyId: string, kind: StockDocumentKind, id: string | null) {
  return useStockMutation(companyId, (payload: StockDocumentPayload) =>
    id === null
      ? stockDocumentsApi.create(companyId, kind, payload)
      : stockDocumentsApi.update(companyId, kind, id, payload),
  );
}
