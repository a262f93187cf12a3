import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import {
  buySmart,
  CARDS,
  listenForWebhooks,
  payOnHostedPage,
  storedPaymentState,
} from './billing-purchases.test-setup';
import { BILLING_RECONCILE_CRON, BILLING_RECONCILE_JOB, RECONCILE_AFTER_MS } from './billing-reconcile';

// The app does not listen until the last test: the simulator knows no webhook endpoint, so what a
// payment came to at the provider reaches the app only through a check, as after a lost webhook.
let h: Harness;
const HOUR = 3600_000;

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

async function company() {
  const owner = await h.signUp();
  const companyId = await addCompany(owner.client, 'clujVatPayer');
  return { client: owner.client, companyId };
}

const query = (sql: string, params: unknown[]) => h.ctx.database.pool.query(sql, params);
const stored = async (paymentId: string) =>
  (
    await query(
      'select status, failure, subscription_id, provider_session_id from subscription_payments where id = $1',
      [paymentId],
    )
  ).rows[0];
const smartSubscriptions = async (companyId: string) =>
  (
    await query(
      `select s.id from subscriptions s join plans p on p.id = s.plan_id
        where s.company_id = $1 and p.code like 'plan:invoicing-smart:%'`,
      [companyId],
    )
  ).rows;

/** As if the payment had been left alone for longer than the sweep waits. */
const leftAlone = (paymentId: string) =>
  query('update subscription_payments set updated_at = $2 where id = $1', [
    paymentId,
    new Date(Date.now() - RECONCILE_AFTER_MS - 60_000),
  ]);

/** A card purchase of Smart started at the provider; its id and checkout page. */
async function started(c: Awaited<ReturnType<typeof company>>, extra: Record<string, unknown> = {}) {
  const answer = await buySmart(c.client, c.companyId, extra);
  expect(answer.status).toBe(201);
  return { id: answer.body.id as string, payUrl: answer.body.payUrl as string };
}

describe('the reconciliation sweep', () => {
  it('accepts a stale payment paid at the provider, keeps an unpaid one pending, rejects an expired one', async () => {
    const paid = await company();
    const unpaid = await company();
    const expired = await company();
    const fresh = await company();
    const paidPayment = await started(paid);
    const unpaidPayment = await started(unpaid);
    const expiredPayment = await started(expired);
    const freshPayment = await started(fresh);
    expect((await payOnHostedPage(paidPayment.payUrl, CARDS.ok)).status).toBe(303);
    expect((await payOnHostedPage(freshPayment.payUrl, CARDS.ok)).status).toBe(303);
    const session = (await stored(expiredPayment.id)).provider_session_id;
    await h.app.payments.stripe.checkout.sessions.expire(session);
    for (const id of [paidPayment.id, unpaidPayment.id, expiredPayment.id]) await leftAlone(id);

    const swept = await h.app.billingReconcile.sweep();
    expect(swept).toMatchObject({ accepted: 1, pending: 1, rejected: 1, failed: 0 });
    expect(await stored(paidPayment.id)).toMatchObject({ status: 'accepted' });
    expect(await smartSubscriptions(paid.companyId)).toHaveLength(1);
    expect(await stored(unpaidPayment.id)).toMatchObject({ status: 'pending', subscription_id: null });
    expect(await stored(expiredPayment.id)).toMatchObject({ status: 'rejected', failure: 'expired' });
    // A payment made minutes ago is left to the buyer's return and the webhook.
    expect(await stored(freshPayment.id)).toMatchObject({ status: 'pending' });

    // Sweeping again changes nothing: the paid one bought its period once.
    await leftAlone(unpaidPayment.id);
    expect(await h.app.billingReconcile.sweep()).toMatchObject({ accepted: 0, pending: 1, rejected: 0 });
    expect(await smartSubscriptions(paid.companyId)).toHaveLength(1);
    expect(await stored(unpaidPayment.id)).toMatchObject({ status: 'pending' });
  });

  it('records once a renewal charged at the provider whose outcome was never recorded', async () => {
    const c = await company();
    const bought = await started(c, { autoRenew: true });
    await payOnHostedPage(bought.payUrl, CARDS.ok);
    await leftAlone(bought.id);
    await h.app.billingReconcile.sweep();
    const { subscription_id: subscriptionId } = await stored(bought.id);
    const [subscription] = (
      await query('select expires_at, provider_customer_id from subscriptions where id = $1', [
        subscriptionId,
      ])
    ).rows;
    // The renewal's charge recorded as processing, the card charged, and the process gone.
    const at = new Date(new Date(subscription.expires_at).getTime() - HOUR / 2);
    const renewalId = await h.app.billingLifecycle.startRenewal(subscriptionId, at);
    if (!renewalId) throw new Error('renewal not started');
    const charges = simulator().stats().charges;
    await h.app.payments.stripe.paymentIntents.create(
      {
        amount: 5900,
        currency: 'ron',
        customer: subscription.provider_customer_id,
        off_session: true,
        confirm: true,
        metadata: { paymentId: renewalId, companyId: c.companyId },
      },
      { idempotencyKey: `renewal-${renewalId}` },
    );

    await h.app.billingReconcile.sweep(at);
    expect(await stored(renewalId)).toMatchObject({ status: 'accepted' });
    expect(simulator().stats().charges).toBe(charges + 1);
    expect(await smartSubscriptions(c.companyId)).toHaveLength(2);
    await h.app.billingReconcile.sweep(at);
    expect(await smartSubscriptions(c.companyId)).toHaveLength(2);
  });

  it('is scheduled as a job every 10 minutes', async () => {
    const scheduled = await query('select cron from pgboss.schedule where name = $1', [
      BILLING_RECONCILE_JOB,
    ]);
    expect(scheduled.rows).toEqual([{ cron: BILLING_RECONCILE_CRON }]);
  });

  it('sweeps once when the app starts listening, without holding up the start', async () => {
    const c = await company();
    const payment = await started(c);
    await payOnHostedPage(payment.payUrl, CARDS.ok);
    await leftAlone(payment.id);
    expect(await stored(payment.id)).toMatchObject({ status: 'pending' });
    await listenForWebhooks(h);
    await storedPaymentState(h, payment.id, 'accepted');
    expect(await smartSubscriptions(c.companyId)).toHaveLength(1);
  });
});
