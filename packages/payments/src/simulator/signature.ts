import { createHmac } from 'node:crypto';

/**
 * Stripe's webhook signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` keyed with the
 * endpoint's secret, which `stripe.webhooks.constructEvent` checks (with a 5-minute tolerance).
 */
export function signatureHeader(body: string, secret: string, nowSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${nowSeconds}.${body}`, 'utf8').digest('hex');
  return `t=${nowSeconds},v1=${digest}`;
}
