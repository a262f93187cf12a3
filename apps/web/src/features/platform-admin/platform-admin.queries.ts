import type { ExtendSubscriptionInput, MarkReceivedInput } from '@app/domain/billing/admin.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { platformBillingApi } from './platform-admin.api';

const KEYS = {
  all: ['platform-billing'] as const,
  subscriptions: ['platform-billing', 'subscriptions'] as const,
  payments: ['platform-billing', 'payments'] as const,
  audit: ['platform-billing', 'audit'] as const,
};

export const usePlatformSubscriptions = () =>
  useQuery({
    queryKey: KEYS.subscriptions,
    queryFn: ({ signal }) => platformBillingApi.subscriptions(signal),
  });

export const usePlatformPayments = () =>
  useQuery({ queryKey: KEYS.payments, queryFn: ({ signal }) => platformBillingApi.payments(signal) });

export const useBillingAudit = () =>
  useQuery({ queryKey: KEYS.audit, queryFn: ({ signal }) => platformBillingApi.auditTrail(signal) });

/**
 * A change of the operator touches more than one tab (an extension moves the expiry and writes an
 * audit entry; a received transfer settles the payment and buys the subscription): every list reloads.
 * Failures are shown by the forms (422 next to the fields), so they are silent here.
 */
function usePlatformBillingMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS.all }),
    meta: { silent: true },
  });
}

export const useExtendSubscription = (subscriptionId: string) =>
  usePlatformBillingMutation((input: ExtendSubscriptionInput) =>
    platformBillingApi.extend(subscriptionId, input),
  );

export const useMarkPaymentReceived = (paymentId: string) =>
  usePlatformBillingMutation((input: MarkReceivedInput) => platformBillingApi.markReceived(paymentId, input));
