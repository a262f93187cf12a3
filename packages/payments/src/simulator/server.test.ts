import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentSimulatorServer, startPaymentSimulatorServer } from './server';
import { TEST_CARDS } from './simulator';

const SECRET = 'whsec_test_secret';
let sim: PaymentSimulatorServer;
let stripe: Stripe;
let endpoint: Server;
const received: Stripe.Event[] = [];
const refused: string[] = [];

beforeAll(async () => {
  sim = await startPaymentSimulatorServer();
  const url = new URL(sim.url);
  stripe = new Stripe(sim.simulator.apiKey, { host: url.hostname, port: Number(url.port), protocol: 'http' });
  // The shop's webhook endpoint: verifies each delivery as the product does.
  endpoint = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const body = Buffer.concat(chunks).toString('utf8');
        received.push(stripe.webhooks.constructEvent(body, String(req.headers['stripe-signature']), SECRET));
        res.writeHead(200).end();
      } catch (error) {
        refused.push(String(error));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const port = (endpoint.address() as AddressInfo).port;
  sim.simulator.setWebhookEndpoint({ url: `http://127.0.0.1:${port}/hooks`, secret: SECRET });
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
          price_data: { currency: 'ron', unit_amount: 5900, product_data: { name: 'Smart lunar' } },
        },
      ],
      success_url: 'http://shop.test/back?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://shop.test/back?canceled=1',
      client_reference_id: 'payment-1',
      metadata: { paymentId: 'payment-1' },
      ...extra,
    },
    key ? { idempotencyKey: key } : undefined,
  );

const submit = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

const eventFor = async (type: string, objectId: string) => {
  await expect
    .poll(() =>
      received.some((event) => event.type === type && (event.data.object as { id: string }).id === objectId),
    )
    .toBe(true);
  return received.filter(
    (event) => event.type === type && (event.data.object as { id: string }).id === objectId,
  );
};

describe('the payment provider simulator, through the official client', () => {
  it('takes a card payment on its hosted page, sends the buyer back and signs the webhook', async () => {
    const session = await checkout({ payment_intent_data: { setup_future_usage: 'off_session' } });
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 5900,
    });
    const page = await (await fetch(session.url ?? '')).text();
    expect(page).toContain('59,00 RON');
    expect(page).toContain('Număr card');

    const paid = await submit(session.url ?? '', { card: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://shop.test/back?session=${session.id}`);
    const after = await stripe.checkout.sessions.retrieve(session.id);
    expect(after).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(after.payment_intent).toMatch(/^pi_/);
    const [event] = await eventFor('checkout.session.completed', session.id);
    expect(event?.data.object).toMatchObject({
      metadata: { paymentId: 'payment-1' },
      payment_status: 'paid',
    });

    // The same event again, and the saved card charged off-session for a renewal.
    expect(await sim.simulator.resendEvent(event?.id ?? '')).toBe(200);
    await expect.poll(async () => (await eventFor('checkout.session.completed', session.id)).length).toBe(2);
    const customer = String(after.customer);
    const renewal = await stripe.paymentIntents.create({
      amount: 5900,
      currency: 'ron',
      customer,
      off_session: true,
      confirm: true,
    });
    expect(renewal.status).toBe('succeeded');
    sim.simulator.declineNextCharge(customer);
    const declined = await stripe.paymentIntents
      .create({ amount: 5900, currency: 'ron', customer, off_session: true, confirm: true })
      .catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect((declined as Stripe.errors.StripeCardError).decline_code).toBe('insufficient_funds');
    const intents = await stripe.paymentIntents.list({ customer });
    expect(intents.data.map((intent) => intent.status).sort()).toEqual([
      'requires_payment_method',
      'succeeded',
      'succeeded',
    ]);
    // A paid session's page takes no second payment.
    expect((await fetch(session.url ?? '')).status).toBe(410);
  });

  it('declines a card, and asks for 3-D Secure, which can be confirmed or failed', async () => {
    const session = await checkout();
    const declined = await submit(session.url ?? '', { card: TEST_CARDS.declined });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Cardul a fost refuzat.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    const challenge = await submit(session.url ?? '', { card: TEST_CARDS.threeDs });
    expect(await challenge.text()).toContain('Autentificare 3-D Secure');
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('unpaid');
    const failed = await submit(`${session.url}/3ds`, { action: 'fail' });
    expect(await failed.text()).toContain('Cardul a fost refuzat.');
    await submit(session.url ?? '', { card: TEST_CARDS.threeDs });
    const confirmed = await submit(`${session.url}/3ds`, { action: 'confirm' });
    expect(confirmed.status).toBe(303);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');
  });

  it('answers a repeated Idempotency-Key with the first object, and expires an open session', async () => {
    const first = await checkout({}, 'same-key');
    const again = await checkout({}, 'same-key');
    expect(again.id).toBe(first.id);
    const expired = await stripe.checkout.sessions.expire(first.id);
    expect(expired.status).toBe('expired');
    await eventFor('checkout.session.expired', first.id);
  });

  it('refuses a call without the key, and a delivery signed with another secret fails verification', async () => {
    const url = new URL(sim.url);
    const stranger = new Stripe('sk_test_wrong', {
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http',
    });
    await expect(stranger.checkout.sessions.retrieve('cs_test_x')).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    const body = JSON.stringify({ id: 'evt_x', object: 'event' });
    const header = stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_other' });
    expect(() => stripe.webhooks.constructEvent(body, header, SECRET)).toThrow();
    expect(refused).toEqual([]);
  });
});
