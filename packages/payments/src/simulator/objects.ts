import { randomBytes } from 'node:crypto';

/** The provider's objects, in the shapes of its API (the fields the product reads and a few more). */
export type SimCustomer = {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
};

export type SimSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer: string | null;
  customer_email: string | null;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** Not Stripe's: what the hosted page shows and whether to keep the card. */
  product_name: string;
  save_card: boolean;
  /** Not Stripe's: waiting for the 3-D Secure step. */
  awaiting_3ds: boolean;
};

export type SimPaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: 'succeeded' | 'requires_payment_method';
  metadata: Record<string, string>;
  created: number;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
  livemode: false;
};

export type SimEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: SimSession | SimPaymentIntent };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
};

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's error answer. */
export type SimError = {
  status: number;
  body: { error: { type: string; message: string; code?: string; decline_code?: string; param?: string } };
};

export const invalidRequest = (message: string, param?: string, status = 400): SimError => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } },
});

export const missing = (kind: string, id: string): SimError =>
  invalidRequest(`No such ${kind}: '${id}'`, 'id', 404);
