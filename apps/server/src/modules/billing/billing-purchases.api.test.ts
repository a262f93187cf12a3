import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_PATH } from '../../platform/payments/payments-runtime';
import { addCompany } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import {
  buySmart,
  CARDS,
  listenForWebhooks,
  payOnHostedPage,
  storedPaymentState,
} from './billing-purchases.test-setup';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await listenForWebhooks(h);
});
afterAll(async () => {
  await h?.close();
});

async function company(seed: 'clujVatPayer' | 'bucharestVatOnCollection' = 'clujVatPayer') {
  const owner = await h.signUp();
  const companyId = await addCompany(owner.client, seed);
  return { client: owner.client, companyId, base: `/v1/my-companies/${companyId}` };
}

const subscriptionsOf = async (companyId: string, code: string) =>
  (
    await h.ctx.database.pool.query(
      `select s.starts_at, s.expires_at from subscriptions s join plans p on p.id = s.plan_id
        where s.company_id = $1 and p.code = $2`,
      [companyId, code],
    )
  ).rows;

describe('buying a plan by card', () => {
  it('buys Smart monthly: the webhook completes it once, and the inventory opens', async () => {
    const c = await company();
    expect((await c.client.get(`${c.base}/warehouses`)).body.message).toBe(
      'common.errors.smart-plan-required',
    );

    const started = await buySmart(c.client, c.companyId);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      planCode: 'plan:invoicing-smart:monthly',
      amount: '59.00',
      currency: 'RON',
      status: 'pending',
    });
    expect(started.body.payUrl).toMatch(/\/pay\//);
    const again = await buySmart(c.client, c.companyId, { period: 'yearly' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('billing.errors.payment-in-process');

    const paid = await payOnHostedPage(started.body.payUrl, CARDS.ok);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(
      `${h.ctx.config.appUrl}/my-companies/${c.companyId}/subscriptions?payment=${started.body.id}`,
    );
    await storedPaymentState(h, started.body.id, 'accepted');

    const bought = await subscriptionsOf(c.companyId, 'plan:invoicing-smart:monthly');
    expect(bought).toHaveLength(1);
    const months = new Date(bought[0].expires_at).getUTCMonth() - new Date(bought[0].starts_at).getUTCMonth();
    expect((months + 12) % 12).toBe(1);
    expect((await c.client.get(`${c.base}/warehouses`)).status).toBe(200);
    const payment = await c.client.get(`${c.base}/billing/payments/${started.body.id}`);
    expect(payment.body).toMatchObject({ status: 'accepted', payUrl: null });
    expect(payment.body.subscriptionId).toEqual(expect.any(String));
    const notices = await c.client.get(`${c.base}/notifications?perPage=20`);
    expect(notices.body.items.map((n: { type: string }) => n.type)).toContain(
      'billing-subscription-payment-accepted',
    );

    // The same event delivered again changes nothing.
    const simulator = h.app.payments.simulator?.simulator;
    if (!simulator) throw new Error('the in-process payment simulator is needed');
    const completed = simulator.events().filter((event) => event.type === 'checkout.session.completed');
    expect(await simulator.resendEvent(completed.at(-1)?.id ?? '')).toBe(200);
    expect(await subscriptionsOf(c.companyId, 'plan:invoicing-smart:monthly')).toHaveLength(1);
    // Smart is held now: buying it again is refused.
    expect((await buySmart(c.client, c.companyId)).body.message).toBe('billing.errors.subscription-exists');
  });

  it('completes on the buyer’s return when the webhook has not come, and the late webhook renews nothing', async () => {
    const c = await company('bucharestVatOnCollection');
    const simulator = h.app.payments.simulator?.simulator;
    if (!simulator) throw new Error('the in-process payment simulator is needed');
    simulator.setWebhookEndpoint(null);
    try {
      const started = await buySmart(c.client, c.companyId, { period: 'quarterly', autoRenew: true });
      expect((await payOnHostedPage(started.body.payUrl, CARDS.ok)).status).toBe(303);
      const returned = await c.client.get(`${c.base}/billing/payments/${started.body.id}`);
      expect(returned.body).toMatchObject({ status: 'accepted', autoRenew: true });
    } finally {
      h.app.payments.listeningAt(`http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`);
    }
    const completed = simulator.events().filter((event) => event.type === 'checkout.session.completed');
    expect(await simulator.resendEvent(completed.at(-1)?.id ?? '')).toBe(200);
    expect(await subscriptionsOf(c.companyId, 'plan:invoicing-smart:quarterly')).toHaveLength(1);
  });

  it('keeps a declined payment pending on the provider’s page, and lets the buyer give it up', async () => {
    const c = await company();
    const started = await buySmart(c.client, c.companyId);
    const declined = await payOnHostedPage(started.body.payUrl, CARDS.declined);
    expect(declined.status).toBe(200);
    expect(declined.html).toContain('Cardul a fost refuzat.');
    expect((await c.client.get(`${c.base}/billing/payments/${started.body.id}`)).body.status).toBe('pending');

    const canceled = await c.client.post(`${c.base}/billing/payments/${started.body.id}/cancel`);
    expect(canceled.body).toMatchObject({ status: 'rejected', failure: 'canceled' });
    // The provider's page no longer takes the payment.
    expect((await fetch(started.body.payUrl)).status).toBe(410);
    expect((await c.client.post(`${c.base}/billing/payments/${started.body.id}/cancel`)).body.message).toBe(
      'billing.errors.payment-not-pending',
    );
    const next = await buySmart(c.client, c.companyId);
    expect(next.status).toBe(201);
    const list = await c.client.get(`${c.base}/billing/payments`);
    expect(list.body.items.map((p: { status: string }) => p.status)).toEqual(['pending', 'rejected']);
  });

  it('tries a rejected payment again the same way, but not seconds after its refusal nor from a stale page', async () => {
    const c = await company();
    const first = await buySmart(c.client, c.companyId, { period: 'quarterly' });
    const retry = (id: string) => c.client.post(`${c.base}/billing/payments/${id}/retry`);
    expect((await retry(first.body.id)).body.message).toBe('billing.errors.payment-not-rejected');
    await c.client.post(`${c.base}/billing/payments/${first.body.id}/cancel`);
    expect((await retry(first.body.id)).body.message).toBe('billing.errors.retry-too-early');

    await h.ctx.database.pool.query(
      "update subscription_payments set updated_at = now() - interval '1 minute' where id = $1",
      [first.body.id],
    );
    const again = await retry(first.body.id);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'pending', planCode: 'plan:invoicing-smart:quarterly' });
    expect(again.body.id).not.toBe(first.body.id);
    expect(again.body.payUrl).toEqual(expect.any(String));
    // The first attempt is no longer the latest: the page that offered it is out of date.
    await c.client.post(`${c.base}/billing/payments/${again.body.id}/cancel`);
    expect((await retry(first.body.id)).body.message).toBe('billing.errors.retry-too-early');
  });

  it('e-mails a pending payment’s page to whoever pays it', async () => {
    const c = await company();
    const started = await buySmart(c.client, c.companyId);
    const link = `${c.base}/billing/payments/${started.body.id}/send-link`;
    const bad = await c.client.post(link, { email: 'nu-e-adresa' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: ['email'] });
    const before = h.smtp.countTo('contabil@example.com');
    expect((await c.client.post(link, { email: 'contabil@example.com' })).status).toBe(204);
    const mail = await h.smtp.waitFor('contabil@example.com', before);
    expect(mail.text).toContain(started.body.payUrl);
    expect(mail.text).toContain('59.00 RON');

    await payOnHostedPage(started.body.payUrl, CARDS.ok);
    await c.client.get(`${c.base}/billing/payments/${started.body.id}`);
    expect((await c.client.post(link, { email: 'contabil@example.com' })).body.message).toBe(
      'billing.errors.payment-not-pending',
    );
  });

  it('starts one purchase of two made at the same instant', async () => {
    const c = await company();
    const answers = await Promise.all([buySmart(c.client, c.companyId), buySmart(c.client, c.companyId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
  });

  it('answers bad input with its field codes, and a plan already held', async () => {
    const c = await company();
    const bad = await c.client.post(`${c.base}/billing/subscribe`, {
      product: 'gold',
      period: 'weekly',
      paymentMethod: 'cash',
      acceptTerms: false,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      product: ['required'],
      period: ['required'],
      paymentMethod: ['required'],
      acceptTerms: ['accepted'],
    });
    // The e-Transport add-on is bought from its module, which checks the SPV connection first.
    const addon = await buySmart(c.client, c.companyId, { product: 'etransport' });
    expect(addon.body.errors).toEqual({ product: ['required'] });
    // Every company holds the free Basic plan for its first year.
    const basic = await buySmart(c.client, c.companyId, { product: 'invoicing-basic' });
    expect(basic.body.message).toBe('billing.errors.subscription-exists');
    const prices = await c.client.get('/v1/billing/prices');
    expect(prices.body.items).toContainEqual({
      code: 'plan:invoicing-smart:monthly',
      product: 'invoicing-smart',
      period: 'monthly',
      months: 1,
      price: '59.00',
      currency: 'RON',
      // The seeded launch offer (Smart free until 31 March 2025) has passed.
      offer: null,
    });
  });
});

describe('the provider’s webhook', () => {
  const post = (body: string, signature?: string) =>
    h.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload: body,
    });

  it('refuses an unsigned, a forged and a replayed delivery', async () => {
    // A paid session the product never started: recorded, and nothing bought.
    const payload = JSON.stringify({
      id: 'evt_foreign',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_foreign', object: 'checkout.session', payment_status: 'paid' } },
    });
    expect((await post(payload)).statusCode).toBe(400);
    const stripe = new Stripe('sk_test_unused');
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
    expect((await post(payload, forged)).statusCode).toBe(400);
    const old = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: h.app.payments.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await post(payload, old)).statusCode).toBe(400);
    const fresh = stripe.webhooks.generateTestHeaderString({ payload, secret: h.app.payments.webhookSecret });
    expect((await post(payload, fresh)).statusCode).toBe(200);
  });
});
