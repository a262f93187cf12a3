import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import { buySmart, CARDS, payOnHostedPage } from './billing-purchases.test-setup';

let h: Harness;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const simulator = () => {
  const handle = h.app.payments.simulator?.simulator;
  if (!handle) throw new Error('the in-process payment simulator is needed');
  return handle;
};

async function company(seed: 'clujVatPayer' | 'bucharestVatOnCollection' = 'clujVatPayer') {
  const owner = await h.signUp();
  const companyId = await addCompany(owner.client, seed);
  return { ...owner, companyId, base: `/v1/my-companies/${companyId}` };
}

/** Buys Smart monthly by card with automatic renewal; the subscription it bought. */
async function renewingSmart(c: Awaited<ReturnType<typeof company>>) {
  const started = await buySmart(c.client, c.companyId, { autoRenew: true });
  await payOnHostedPage(started.body.payUrl, CARDS.ok);
  const payment = (await c.client.get(`${c.base}/billing/payments/${started.body.id}`)).body;
  expect(payment.status).toBe('accepted');
  return subscription(payment.subscriptionId);
}

const subscription = async (id: string) =>
  (
    await h.ctx.database.pool.query(
      `select s.id, p.code, s.starts_at, s.expires_at, s.renewed_by, s.ended_at, s.renewal_attempts,
              s.provider_customer_id, s.auto_renew
         from subscriptions s join plans p on p.id = s.plan_id where s.id = $1`,
      [id],
    )
  ).rows[0];

const noticesOf = async (c: Awaited<ReturnType<typeof company>>) =>
  (await c.client.get(`${c.base}/notifications?perPage=50`)).body.items.map((n: { type: string }) => n.type);

describe('the subscriptions’ lifecycle, at chosen moments', () => {
  it('renews on the saved card an hour before expiry, the new period following without a gap', async () => {
    const c = await company();
    const bought = await renewingSmart(c);
    expect(bought.provider_customer_id).toMatch(/^cus_/);
    const expiry = new Date(bought.expires_at).getTime();
    const lifecycle = h.app.billingLifecycle;

    expect(await lifecycle.run(c.companyId, new Date(expiry - 2 * DAY))).toMatchObject({
      reminded: 0,
      renewals: 0,
    });
    expect((await lifecycle.run(c.companyId, new Date(expiry - HOUR / 2))).renewals).toBe(1);
    const old = await subscription(bought.id);
    const next = await subscription(old.renewed_by);
    expect(new Date(next.starts_at).getTime()).toBe(expiry);
    expect(next).toMatchObject({ code: 'plan:invoicing-smart:monthly', auto_renew: true });
    expect(await noticesOf(c)).toContain('billing-subscription-was-renewed');
    // Nothing more is due for the renewed one, even later.
    expect((await lifecycle.run(c.companyId, new Date(expiry + HOUR))).renewals).toBe(0);
    const listed = (await c.client.get('/v1/billing/subscriptions')).body.items;
    expect(listed.find((s: { id: string }) => s.id === bought.id).status).toBe('renewed');
  });

  it('tries a declined renewal again after a day, then ends it as not renewed', async () => {
    const c = await company('bucharestVatOnCollection');
    const bought = await renewingSmart(c);
    const expiry = new Date(bought.expires_at).getTime();
    const lifecycle = h.app.billingLifecycle;
    simulator().declineNextCharge(bought.provider_customer_id);
    await lifecycle.run(c.companyId, new Date(expiry - HOUR / 2));
    expect(await subscription(bought.id)).toMatchObject({ renewal_attempts: 1, renewed_by: null });
    expect(await noticesOf(c)).toContain('billing-subscription-payment-rejected');
    expect((await lifecycle.run(c.companyId, new Date(expiry + 12 * HOUR))).renewals).toBe(0);

    simulator().declineNextCharge(bought.provider_customer_id);
    expect((await lifecycle.run(c.companyId, new Date(expiry + DAY))).renewals).toBe(1);
    expect((await lifecycle.run(c.companyId, new Date(expiry + DAY + HOUR))).ended).toBe(1);
    const ended = await subscription(bought.id);
    expect(ended).toMatchObject({ renewal_attempts: 2, renewed_by: null });
    expect(ended.ended_at).not.toBeNull();
    expect(await noticesOf(c)).toEqual(
      expect.arrayContaining(['billing-subscription-was-not-renewed', 'billing-subscription-expired']),
    );
    const listed = (await c.client.get('/v1/billing/subscriptions')).body.items;
    expect(listed.find((s: { id: string }) => s.id === bought.id).status).toBe('not-renewed');
  });

  it('records once a renewal charged at the provider whose answer never came back', async () => {
    const c = await company();
    const bought = await renewingSmart(c);
    const expiry = new Date(bought.expires_at).getTime();
    const lifecycle = h.app.billingLifecycle;
    const at = new Date(expiry - HOUR / 2);
    // The charge recorded as processing, then the provider charges the card and the process dies.
    const paymentId = await lifecycle.startRenewal(bought.id, at);
    if (!paymentId) throw new Error('renewal not started');
    const before = simulator().stats().charges;
    await h.app.payments.stripe.paymentIntents.create(
      {
        amount: 5900,
        currency: 'ron',
        customer: bought.provider_customer_id,
        off_session: true,
        confirm: true,
        metadata: { paymentId, companyId: c.companyId },
      },
      { idempotencyKey: `renewal-${paymentId}` },
    );
    await lifecycle.run(c.companyId, at);
    expect(simulator().stats().charges).toBe(before + 1);
    const renewed = await subscription(bought.id);
    expect(renewed.renewed_by).not.toBeNull();
    const payments = await h.ctx.database.pool.query(
      'select status from subscription_payments where renewal_of = $1',
      [bought.id],
    );
    expect(payments.rows).toEqual([{ status: 'accepted' }]);
  });

  it('reminds the administrators 2 days before a plan ends without renewing, then ends it once', async () => {
    const c = await company();
    const [basic] = (
      await h.ctx.database.pool.query(
        `select s.id, s.expires_at from subscriptions s join plans p on p.id = s.plan_id
          where s.company_id = $1 and p.code = 'plan:invoicing-basic:yearly'`,
        [c.companyId],
      )
    ).rows;
    const expiry = new Date(basic.expires_at).getTime();
    const lifecycle = h.app.billingLifecycle;
    const before = h.smtp.countTo(c.email);
    expect((await lifecycle.run(c.companyId, new Date(expiry - 3 * DAY))).reminded).toBe(0);
    expect((await lifecycle.run(c.companyId, new Date(expiry - 2 * DAY))).reminded).toBe(1);
    expect((await lifecycle.run(c.companyId, new Date(expiry - DAY))).reminded).toBe(0);
    const mail = await h.smtp.waitFor(c.email, before);
    expect(mail.text).toContain('Abonamentul Basic al firmei');
    expect(mail.text).toContain('nu se reînnoiește automat');
    expect(await noticesOf(c)).toContain('billing-subscription-will-expire-soon');

    expect((await lifecycle.run(c.companyId, new Date(expiry + HOUR))).ended).toBe(1);
    expect((await lifecycle.run(c.companyId, new Date(expiry + 2 * HOUR))).ended).toBe(0);
    expect(
      (await noticesOf(c)).filter((type: string) => type === 'billing-subscription-expired'),
    ).toHaveLength(1);
  });

  it('turns renewal off and back on, which needs the card kept at the provider', async () => {
    const c = await company();
    const bought = await renewingSmart(c);
    const url = `${c.base}/billing/subscriptions/${bought.id}/auto-renew`;
    expect((await c.client.put(url, { autoRenew: false })).status).toBe(204);
    expect((await subscription(bought.id)).auto_renew).toBe(false);
    expect((await c.client.put(url, { autoRenew: true })).status).toBe(204);
    const [basic] = (
      await h.ctx.database.pool.query(
        `select s.id from subscriptions s join plans p on p.id = s.plan_id
          where s.company_id = $1 and p.code = 'plan:invoicing-basic:yearly'`,
        [c.companyId],
      )
    ).rows;
    const refused = await c.client.put(`${c.base}/billing/subscriptions/${basic.id}/auto-renew`, {
      autoRenew: true,
    });
    expect(refused.body.message).toBe('billing.errors.no-saved-card');
  });
});
