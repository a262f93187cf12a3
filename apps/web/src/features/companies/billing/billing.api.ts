import type {
  PaymentLinkInput,
  PaymentMethod,
  PlanPrice,
  SubscribeInput,
  SubscriptionPayment,
} from '@app/domain/billing/purchase.schemas';
import type { ListingResult } from '@app/domain/listing/listing.schemas';
import { apiRequest } from '../../../shared/api/api-client';

const billingPath = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}/billing`;
const paymentPath = (companyId: string, id: string) =>
  `${billingPath(companyId)}/payments/${encodeURIComponent(id)}`;

/** Buying plans (spec 02 §4 Subscriptions): prices, the purchase, its payment. */
export const billingApi = {
  prices: (signal?: AbortSignal) => apiRequest<ListingResult<PlanPrice>>('/v1/billing/prices', { signal }),
  paymentMethods: (signal?: AbortSignal) =>
    apiRequest<ListingResult<PaymentMethod>>('/v1/billing/payment-methods', { signal }),
  subscribe: (companyId: string, input: SubscribeInput) =>
    apiRequest<SubscriptionPayment>(`${billingPath(companyId)}/subscribe`, { method: 'POST', body: input }),
  payments: (companyId: string, signal?: AbortSignal) =>
    apiRequest<ListingResult<SubscriptionPayment>>(`${billingPath(companyId)}/payments`, { signal }),
  payment: (companyId: string, id: string, signal?: AbortSignal) =>
    apiRequest<SubscriptionPayment>(paymentPath(companyId, id), { signal }),
  setAutoRenew: (companyId: string, subscriptionId: string, autoRenew: boolean) =>
    apiRequest<void>(
      `${billingPath(companyId)}/subscriptions/${encodeURIComponent(subscriptionId)}/auto-renew`,
      { method: 'PUT', body: { autoRenew } },
    ),
  sendLink: (companyId: string, id: string, input: PaymentLinkInput) =>
    apiRequest<void>(`${paymentPath(companyId, id)}/send-link`, { method: 'POST', body: input }),
  /** The platform's proforma or invoice of a payment, as a PDF (a link the browser follows). */
  documentUrl: (companyId: string, id: string, document: 'proforma' | 'invoice') =>
    `${paymentPath(companyId, id)}/${document}/pdf`,
  retry: (companyId: string, id: string) =>
    apiRequest<SubscriptionPayment>(`${paymentPath(companyId, id)}/retry`, { method: 'POST' }),
  cancel: (companyId: string, id: string) =>
    apiRequest<SubscriptionPayment>(`${paymentPath(companyId, id)}/cancel`, { method: 'POST' }),
};
