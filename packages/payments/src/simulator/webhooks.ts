import type { SimEvent } from './objects';
import { signatureHeader } from './signature';

export type WebhookEndpoint = { url: string; secret: string };

/** Answer of a delivery when no endpoint is set (nothing was sent). */
export const NOT_SENT = 0;
/** Answer of a delivery the endpoint did not answer (refused connection, reset). */
export const UNREACHABLE = -1;

/**
 * Sends events to the shop's endpoint as Stripe does: the JSON event, signed in the Stripe-Signature
 * header; a delivery answered with non-2xx or not answered is tried again after each of retryDelaysMs.
 */
export function createWebhookSender(options: {
  endpoint: () => WebhookEndpoint | null;
  retryDelaysMs: number[];
  onAttempt: () => void;
}) {
  async function deliver(event: SimEvent): Promise<number> {
    const target = options.endpoint();
    if (!target) return NOT_SENT;
    const body = JSON.stringify(event, null, 2);
    options.onAttempt();
    try {
      const answer = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          // The wall clock, not the injected one: constructEvent checks t against Date.now().
          'stripe-signature': signatureHeader(body, target.secret, Math.floor(Date.now() / 1000)),
        },
        body,
      });
      await answer.arrayBuffer();
      return answer.status;
    } catch {
      return UNREACHABLE;
    }
  }

  /** Delivers in the background, after the HTTP answer that caused the event has been written. */
  function schedule(event: SimEvent): void {
    void (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      for (let attempt = 0; ; attempt++) {
        const status = await deliver(event);
        const settled = status === NOT_SENT || (status >= 200 && status < 300);
        if (settled || attempt >= options.retryDelaysMs.length) return;
        await new Promise((resolve) => setTimeout(resolve, options.retryDelaysMs[attempt]));
      }
    })();
  }

  return { deliver, schedule };
}
