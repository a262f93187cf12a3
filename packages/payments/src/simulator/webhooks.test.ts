import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentSimulatorServer, startPaymentSimulatorServer } from './server';
import { createPaymentSimulator, TEST_CARDS } from './simulator';

const SECRET = 'whsec_shop_secret';
let clock = Date.parse('2026-11-26T10:00:00Z');
let sim: PaymentSimulatorServer;
let stripe: Stripe;
let endpoint: Server;
let endpointUrl = '';
/** How the shop's endpoint answers the next deliveries: 'fail' (500), 'drop' (no answer), else verifies. */
const script: ('fail' | 'drop')[] = [];
const accepted: Stripe.Event[] = [];
const refused: string[] = [];

beforeAll(async () => {
  const simulator = createPaymentSimulator({ now: () => clock, retryDelaysMs: [10, 20, 40] });
  sim = await startPaymentSimulatorServer({ simulator });
  const url = new URL(sim.url);
  stripe = new Stripe(simulator.apiKey, { host: url.hostname, port: Number(url.port), protocol: 'http' });
  endpoint = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const next = script.shift();
      if (next === 'drop') return req.socket.destroy();
      if (next === 'fail') return res.writeHead(500).end();
      try {
        const body = Buffer.concat(chunks).toString('utf8');
        accepted.push(stripe.webhooks.constructEvent(body, String(req.headers['stripe-signature']), SECRET));
        res.writeHead(200).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.constructor.name : String(error));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hooks`;
  simulator.setWebhookEndpoint({ url: endpointUrl, secret: SECRET });
});
afterAll(async () => {
  await sim?.close();
  await new Promise((resolve) => endpoint?.close(resolve));
});

const checkout = (extra: Partial<Stripe.Checkout.SessionCreateParams> = {}, key?: string) =>
  stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'ron', unit_amount: 1900, product_data: { name: 'e-Transport' } },
        },
      ],
      success_url: 'http://shop.test/back?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://shop.test/back?canceled=1',
      ...extra,
    },
    key ? { idempotencyKey: key } : undefined,
  );

const pay = (url: string, card: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card }).toString(),
    redirect: 'manual',
  });

const acceptedFor = (objectId: string) =>
  accepted.filter((event) => (event.data.object as { id: string }).id === objectId);

describe('webhook deliveries and the API edges', () => {
  it('tries a delivery again after a 500 and after no answer, until the endpoint accepts it', async () => {
    const session = await checkout();
    const before = sim.simulator.stats().deliveries;
    script.push('fail', 'drop');
    expect((await pay(session.url ?? '', TEST_CARDS.paid)).status).toBe(303);
    await expect
      .poll(() => acceptedFor(session.id).map((event) => event.type))
      .toEqual(['checkout.session.completed']);
    expect(sim.simulator.stats().deliveries - before).toBe(3);
  });

  it('signs with the secret it was given, so another secret fails verification at the endpoint', async () => {
    const session = await checkout();
    await pay(session.url ?? '', TEST_CARDS.declined);
    const failed = sim.simulator.events().find((event) => event.type === 'payment_intent.payment_failed');
    await expect.poll(() => accepted.some((event) => event.id === failed?.id)).toBe(true);
    sim.simulator.setWebhookEndpoint({ url: endpointUrl, secret: 'whsec_another' });
    try {
      expect(await sim.simulator.resendEvent(failed?.id ?? '')).toBe(400);
      expect(refused).toEqual(['StripeSignatureVerificationError']);
    } finally {
      sim.simulator.setWebhookEndpoint({ url: endpointUrl, secret: SECRET });
    }
    expect(await sim.simulator.resendEvent(failed?.id ?? '')).toBe(200);
    expect(accepted.filter((event) => event.id === failed?.id)).toHaveLength(2);
  });

  it('answers 401 in Stripe error shape without the key', async () => {
    const answer = await fetch(`${sim.url}/v1/customers`, { method: 'POST', body: 'email=a%40b.ro' });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('refuses an Idempotency-Key used again with other parameters', async () => {
    await checkout({ client_reference_id: 'one' }, 'reused-key');
    await expect(checkout({ client_reference_id: 'two' }, 'reused-key')).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
    expect(sim.simulator.stats().sessions).toBe(3);
  });

  it('lists events by type and time, and expires a session after a day on the injected clock', async () => {
    const from = Math.floor(clock / 1000);
    const session = await checkout();
    clock += 25 * 3600 * 1000;
    const page = await fetch(session.url ?? '');
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Sesiunea de plată a expirat.');
    expect((await pay(session.url ?? '', TEST_CARDS.paid)).status).toBe(410);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    const expired = await stripe.events.list({ type: 'checkout.session.expired', created: { gte: from } });
    expect(expired.data.map((event) => (event.data.object as { id: string }).id)).toEqual([session.id]);
    const one = await stripe.events.retrieve(expired.data[0]?.id ?? '');
    expect(one.type).toBe('checkout.session.expired');
    const none = await stripe.events.list({
      type: 'checkout.session.expired',
      created: { gte: from + 90001 },
    });
    expect(none.data).toEqual([]);
  });
});
