import type { ClientPaymentPayload } from '@app/domain/invoicing/client-payment.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from './client-payments.api';

/** Query keys of this feature, per company. */
export const paymentKeys = {
  all: (companyId: string) => ['client-payments', companyId] as const,
  list: (companyId: string, collection: string) =>
    ['client-payments', companyId, collection, 'list'] as const,
  detail: (companyId: string, id: string) => ['client-payments', companyId, 'detail', id] as const,
  payable: (companyId: string, partnerId: string, currency: string, paymentId: string | null) =>
    ['client-payments', companyId, 'payable', partnerId, currency, paymentId] as const,
  partners: (companyId: string, search: string) =>
    ['client-payments', companyId, 'partners', search] as const,
  series: (companyId: string) => ['client-payments', companyId, 'receipt-series'] as const,
};

/**
 * The invoices' own queries (their paid totals and payment states move with every payment): the
 * invoices feature keys them under this prefix, refreshed here by key, never by importing it.
 */
const invoicesKey = (companyId: string) => ['client-documents', companyId] as const;

export function usePaymentQuery(companyId: string, id: string | null) {
  return useQuery({
    queryKey: paymentKeys.detail(companyId, id ?? ''),
    queryFn: ({ signal }) => paymentsApi.get(companyId, id ?? '', signal),
    enabled: id !== null && companyId !== '',
    // The pages show their own not-found and forbidden states.
    meta: { silent: true },
  });
}

/** The receipt series to choose from (asked for by the receipt pages only). */
export function useReceiptSeriesQuery(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.series(companyId),
    queryFn: ({ signal }) => paymentsApi.receiptSeries(companyId, signal),
    enabled: enabled && companyId !== '',
    staleTime: 60_000,
    // Without a series (or the right to see them) the page says so itself.
    meta: { silent: true },
  });
}

/** A change of payments: this feature's lists and the invoices are refetched once it succeeds. */
export function usePaymentMutation<TInput, TResult>(
  companyId: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: paymentKeys.all(companyId) }),
        client.invalidateQueries({ queryKey: invoicesKey(companyId) }),
      ]),
  });
}

/** Creates (no id) or updates a payment or receipt. */
export function useSavePayment(companyId: string, id: string | null) {
  return usePaymentMutation(companyId, (payload: ClientPaymentPayload) =>
    id === null ? paymentsApi.create(companyId, payload) : paymentsApi.update(companyId, id, payload),
  );
}
