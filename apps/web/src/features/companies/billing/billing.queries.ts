import type { PaymentLinkInput, SubscribeInput } from '@app/domain/billing/purchase.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SUBSCRIPTIONS_QUERY_KEY } from '../../../shared/session/session';
import { billingApi } from './billing.api';

export const billingKeys = {
  prices: ['billing', 'prices'] as const,
  methods: ['billing', 'payment-methods'] as const,
  payments: (companyId: string) => ['billing', companyId, 'payments'] as const,
  payment: (companyId: string, id: string) => ['billing', companyId, 'payments', id] as const,
};

/** How often a pending payment is asked about while the buyer waits on the page. */
const PENDING_POLL_MS = 2_000;

export const usePricesQuery = () =>
  useQuery({
    queryKey: billingKeys.prices,
    queryFn: async ({ signal }) => (await billingApi.prices(signal)).items,
    staleTime: 5 * 60_000,
  });

export const usePaymentMethodsQuery = () =>
  useQuery({
    queryKey: billingKeys.methods,
    queryFn: async ({ signal }) => (await billingApi.paymentMethods(signal)).items,
    staleTime: 5 * 60_000,
  });

export const usePaymentsQuery = (companyId: string) =>
  useQuery({
    queryKey: billingKeys.payments(companyId),
    queryFn: async ({ signal }) => (await billingApi.payments(companyId, signal)).items,
  });

/** One payment; asked again while pending (the server checks it with the provider each time). */
export function usePaymentQuery(companyId: string, id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: billingKeys.payment(companyId, id ?? ''),
    queryFn: ({ signal }) => billingApi.payment(companyId, id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (current) =>
      current.state.data?.status === 'pending' || current.state.data?.status === 'processing'
        ? PENDING_POLL_MS
        : false,
  });
  // Once paid, the plans in force change: the gates and the subscriptions table read them anew.
  const accepted = query.data?.status === 'accepted';
  useEffect(() => {
    if (!accepted) return;
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: billingKeys.payments(companyId), exact: true });
  }, [accepted, companyId, queryClient]);
  return query;
}

/** Starts a purchase; one bought at once (a free offer) or waiting for a transfer shows in the lists. */
export function useSubscribe(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubscribeInput) => billingApi.subscribe(companyId, input),
    onSuccess: async (payment) => {
      if (payment.payUrl) return; // the buyer leaves for the provider's page
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.payments(companyId), exact: true }),
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY }),
      ]);
    },
  });
}

/** Buys again what a rejected payment was for: to the provider's page, or a new proforma listed. */
export function useRetryPayment(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => billingApi.retry(companyId, id),
    onSuccess: async (payment) => {
      if (payment.payUrl) {
        window.location.assign(payment.payUrl);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: billingKeys.payments(companyId), exact: true });
    },
  });
}

export function useCancelPayment(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => billingApi.cancel(companyId, id),
    onSuccess: (payment) => {
      queryClient.setQueryData(billingKeys.payment(companyId, payment.id), payment);
      return queryClient.invalidateQueries({ queryKey: billingKeys.payments(companyId), exact: true });
    },
  });
}

/** Turns a subscription's automatic renewal on or off; the subscriptions are read anew. */
export function useSetAutoRenew(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, autoRenew }: { id: string; autoRenew: boolean }) =>
      billingApi.setAutoRenew(companyId, id, autoRenew),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY }),
  });
}

export function useSendPaymentLink(companyId: string) {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PaymentLinkInput }) =>
      billingApi.sendLink(companyId, id, input),
  });
}
