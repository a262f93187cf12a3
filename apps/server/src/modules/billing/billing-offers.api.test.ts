import { todayInRomania } from '@app/domain/validators/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import { buySmart, listenForWebhooks } from './billing-purchases.test-setup';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await listenForWebhooks(h);
});
afterAll(async () => {
  await h?.close();
});

const dayAfter = (days: number) => todayInRomania(new Date(Date.now() + days * 24 * 3600_000));

async function runOffer(price: string) {
  await h.ctx.database.pool.query('delete from launch_offers where ends_on >= $1', [todayInRomania()]);
  await h.ctx.database.pool.query(
    `insert into launch_offers (product, price, starts_on, ends_on) values ('invoicing-smart', $1, $2, $3)`,
    [price, dayAfter(-1), dayAfter(30)],
  );
}

async function buyer() {
  const owner = await h.signUp();
  const companyId = await addCompany(owner.client, 'clujVatPayer');
  return { ...owner, companyId, base: `/v1/my-companies/${companyId}/billing` };
}

type Price = {
  product: string;
  period: string;
  price: string;
  offer: { price: string; endsOn: string } | null;
};

describe('launch offers: dated configuration', () => {
  it('leaves the past Smart offer (free until 31 March 2025) unapplied: full prices, the plain welcome', async () => {
    const seeded = await h.ctx.database.pool.query('select product, price, ends_on from launch_offers');
    expect(seeded.rows).toEqual([{ product: 'invoicing-smart', price: '0.00', ends_on: expect.anything() }]);
    const c = await buyer();
    const prices = (await c.client.get('/v1/billing/prices')).body.items as Price[];
    expect(prices.every((price) => price.offer === null)).toBe(true);
    expect(c.identity.featureFlags).toEqual({ showWelcome: true });
    const started = await buySmart(c.client, c.companyId);
    expect(started.body).toMatchObject({ status: 'pending', amount: '59.00' });
    expect(started.body.payUrl).toEqual(expect.any(String));
  });

  it('gives Smart free while its offer runs: announced at sign-up, bought at once without paying', async () => {
    await runOffer('0');
    const c = await buyer();
    expect(c.identity.featureFlags).toEqual({ showInvoicingSmartLaunch: true, showWelcome: false });
    const prices = (await c.client.get('/v1/billing/prices')).body.items as Price[];
    const smart = prices.find((price) => price.product === 'invoicing-smart' && price.period === 'monthly');
    expect(smart?.offer).toEqual({ price: '0.00', endsOn: dayAfter(30) });
    expect(prices.find((price) => price.product === 'invoicing-basic')?.offer).toBeNull();

    const bought = await buySmart(c.client, c.companyId, { autoRenew: true });
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ status: 'accepted', amount: '0.00', payUrl: null, autoRenew: false });
    expect((await c.client.get(`/v1/my-companies/${c.companyId}/warehouses`)).status).toBe(200);
  });

  it('charges the offer’s price at the provider while a paid offer runs', async () => {
    await runOffer('29.00');
    const c = await buyer();
    const started = await buySmart(c.client, c.companyId);
    expect(started.body).toMatchObject({ status: 'pending', amount: '29.00' });
    const sessionId = (
      await h.ctx.database.pool.query('select provider_session_id from subscription_payments where id = $1', [
        started.body.id,
      ])
    ).rows[0]?.provider_session_id;
    const session = await h.app.payments.stripe.checkout.sessions.retrieve(sessionId);
    expect(session.amount_total).toBe(2900);
  });
});
