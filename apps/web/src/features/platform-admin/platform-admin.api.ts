import type {
  adminPaymentSchema,
  adminSubscriptionSchema,
  billingAuditEntrySchema,
  ExtendSubscriptionInput,
  MarkReceivedInput,
} from '@app/domain/billing/admin.schemas';
import type { z } from 'zod';
import { apiRequest } from '../../shared/api/api-client';

export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export type BillingAuditEntry = z.infer<typeof billingAuditEntrySchema>;

/** The page's address; its tabs are the `tab` search parameter. */
export const PLATFORM_BILLING_PATH = '/platform/billing';

const BASE = '/v1/platform';

type Items<T> = { items: T[]; count: number };
const items = <T>(path: string, signal?: AbortSignal) =>
  apiRequest<Items<T>>(`${BASE}${path}`, { signal }).then((body) => body.items);

/** The operator's billing administration: every tenant's subscriptions and payments, and the audit. */
export const platformBillingApi = {
  subscriptions: (signal?: AbortSignal) => items<AdminSubscription>('/subscriptions', signal),
  payments: (signal?: AbortSignal) => items<AdminPayment>('/payments', signal),
  auditTrail: (signal?: AbortSignal) => items<BillingAuditEntry>('/billing-audit', signal),
  extend: (subscriptionId: string, input: ExtendSubscriptionInput) =>
    apiRequest<{ expiresAt: string }>(`${BASE}/subscriptions/${subscriptionId}/extend`, {
      method: 'POST',
      body: input,
    }),
  markReceived: (paymentId: string, input: MarkReceivedInput) =>
    apiRequest<AdminPayment>(`${BASE}/payments/${paymentId}/mark-received`, {
      method: 'POST',
      body: input,
    }),
};
