import { expect } from 'vitest';
import type { Harness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';

export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  threeDs: '4000002500003155',
} as const;

/** Listens on loopback, so the in-process payment simulator can deliver its webhooks to the app. */
export async function listenForWebhooks(h: Harness): Promise<void> {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
}

/** Pays on the simulator's hosted page as a browser would: the 303 back to the product. */
export async function payOnHostedPage(payUrl: string, card: string) {
  const answer = await fetch(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card }).toString(),
    redirect: 'manual',
  });
  return { status: answer.status, location: answer.headers.get('location'), html: await answer.text() };
}

/** Waits for the stored state of a payment (not the API's, which would ask the provider itself). */
export async function storedPaymentState(h: Harness, paymentId: string, state: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await h.ctx.database.pool.query('select status from subscription_payments where id = $1', [
            paymentId,
          ])
        ).rows[0]?.status,
      { interval: 100 },
    )
    .toBe(state);
}

export const buySmart = (client: TestClient, companyId: string, extra: Record<string, unknown> = {}) =>
  client.post(`/v1/my-companies/${companyId}/billing/subscribe`, {
    product: 'invoicing-smart',
    period: 'monthly',
    paymentMethod: 'card',
    acceptTerms: true,
    ...extra,
  });
