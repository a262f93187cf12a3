import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentSide } from './payment-side';
import { usePaymentSide } from './payment-side-context';
import { type AnyPaymentPayload, paymentsApiOf } from './payments.api';

/** Query keys of a side's payments, per company, under the side's root ("client-payments"...). */
export const paymentKeysOf = (root: string) => ({
  all: (companyId: string) => [root, companyId] as const,
  list: (companyId: string, collection: string) => [root, companyId, collection, 'list'] as const,
  detail: (companyId: string, id: string) => [root, companyId, 'detail', id] as const,
  payable: (companyId: string, partnerId: string, currency: string, paymentId: string | null) =>
    [root, companyId, 'payable', partnerId, currency, paymentId] as const,
  partners: (companyId: string, search: string) => [root, companyId, 'partners', search] as const,
  series: (companyId: string) => [root, companyId, 'receipt-series'] as const,
  invoice: (companyId: string, id: string) => [root, companyId, 'invoice', id] as const,
});

/** The side of the screen's context with its API and keys. */
export function usePaymentsApi() {
  const side = usePaymentSide();
  return { side, api: paymentsApiOf(side), keys: paymentKeysOf(side.texts) };
}

export function usePaymentQuery(companyId: string, id: string | null) {
  const { api, keys } = usePaymentsApi();
  return useQuery({
    queryKey: keys.detail(companyId, id ?? ''),
    queryFn: ({ signal }) => api.get(companyId, id ?? '', signal),
    enabled: id !== null && companyId !== '',
    // The pages show their own not-found and forbidden states.
    meta: { silent: true },
  });
}

/** The receipt series to choose from (asked for by the client receipt pages only). */
export function useReceiptSeriesQuery(companyId: string, enabled: boolean) {
  const { api, keys } = usePaymentsApi();
  return useQuery({
    queryKey: keys.series(companyId),
    queryFn: ({ signal }) => api.receiptSeries(companyId, signal),
    enabled: enabled && companyId !== '',
    staleTime: 60_000,
    // Without a series (or the right to see them) the page says so itself.
    meta: { silent: true },
  });
}

/**
 * A change of payments: the side's lists and its invoices are refetched once it succeeds. The
 * invoices feature keys its queries under the side's invoices root; refreshed here by key, never by
 * importing it.
 */
export function usePaymentMutationOf<TInput, TResult>(
  side: Pick<PaymentSide, 'texts' | 'invoicesKey'>,
  companyId: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: paymentKeysOf(side.texts).all(companyId) }),
        client.invalidateQueries({ queryKey: [side.invoicesKey, companyId] }),
        // The dashboard's short lists of payments and invoices.
        client.invalidateQueries({ queryKey: ['dashboard', companyId] }),
      ]),
  });
}

export function usePaymentMutation<TInput, TResult>(
  companyId: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  return usePaymentMutationOf(usePaymentSide(), companyId, mutationFn);
}

/** Creates (no id) or updates a payment or receipt. */
export function useSavePayment(companyId: string, id: string | null) {
  const { api } = usePaymentsApi();
  return usePaymentMutation(companyId, (payload: AnyPaymentPayload) =>
    id === null ? api.create(companyId, payload) : api.update(companyId, id, payload),
  );
}
