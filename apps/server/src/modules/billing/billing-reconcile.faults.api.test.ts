import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type PaymentSimulatorServer, startPaymentSimulatorServer } from '@app/payments/simulator/server';
import { createPaymentSimulator } from '@app/payments/simulator/simulator';
import { afterAll, describe, expect, it } from 'vitest';
import { WEBHOOK_PATH } from '../../platform/payments/payments-runtime';
import { addCompany } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import { BILLING_LIFECYCLE_JOB } from './billing-lifecycle';
import { buySmart, CARDS, payOnHostedPage, storedPaymentState } from './billing-purchases.test-setup';
import { BILLING_RECONCILE_JOB, RECONCILE_AFTER_MS } from './billing-reconcile';

/**
 * A crash between charging and recording, reconciled on restart (issue: "test it by killing the
 * worker"): the payment provider simulator runs as its own HTTP server in this process, so what it
 * charged outlives the app; the app runs as a child process (main.ts) on the same PostgreSQL
 * database and is killed with SIGKILL once the provider has taken the money and before the app has
 * written it down; a fresh app started on that database reconciles on start. Both losses: a
 * checkout paid whose webhook dies with the process, and a renewal charged whose answer does.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const mainEntry = path.resolve(import.meta.dirname, '../../main.ts');
const HOUR = 3600_000;

let h: Harness | undefined;
let provider: PaymentSimulatorServer | undefined;
const children = new Set<ChildProcess>();
const servers = new Set<Server>();
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await h?.close();
  await provider?.close();
});

const portOf = (server: Server) => (server.address() as AddressInfo).port;
async function listening(server: Server): Promise<Server> {
  servers.add(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
async function freePort(): Promise<number> {
  const probe = await listening(createServer());
  const port = portOf(probe);
  await new Promise((resolve) => probe.close(resolve));
  servers.delete(probe);
  return port;
}

type App = { child: ChildProcess; url: string; exited: Promise<void> };

/** The app (main.ts) as its own process; resolves once it listens (its start sweep under way). */
async function startApp(env: Record<string, string>): Promise<App> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', mainEntry], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), WEB_DIST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      children.delete(child);
      resolve();
    }),
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (process.env.FAULTS_DEBUG) process.stderr.write(`app ${port}: ${chunk}`);
  };
  child.stderr?.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      collect(chunk);
      if (output.includes('is running at')) resolve();
    });
    void exited.then(() => reject(new Error(`the app exited before it listened: ${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, exited };
}

async function kill(app: App, signal: NodeJS.Signals = 'SIGKILL') {
  app.child.kill(signal);
  await app.exited;
}

/**
 * A door in front of the provider that passes every call through and, for the off-session charge,
 * lets the provider take the money but never hands its answer back: the app stays between
 * charging and recording until it is killed. `charged` resolves once the provider has answered.
 */
async function answerLosingDoor(target: string) {
  let charged: (() => void) | undefined;
  const chargedOnce = new Promise<void>((resolve) => {
    charged = resolve;
  });
  const door = await listening(
    createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
          headers.set(name, value);
      const answer = await fetch(`${target}${req.url}`, {
        method: req.method,
        headers,
        body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
      });
      const body = await answer.text();
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        charged?.();
        return; // the answer is lost: the connection stays open until the app dies
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(body);
    }),
  );
  return { url: `http://127.0.0.1:${portOf(door)}`, charged: chargedOnce };
}

/** A request of a signed-in test client sent over HTTP to another process of the app. */
async function postTo(app: App, client: TestClient, url: string, body: unknown) {
  const answer = await fetch(`${app.url}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
    },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as { id: string; payUrl: string } };
}

if (!onPostgres) {
  console.log(
    'billing reconciliation after a killed app: skipped on the embedded database (the killed app and the fresh one are processes that need a shared PostgreSQL server); run with TEST_DB=postgres TEST_DATABASE_URL=...',
  );
}

describe.skipIf(!onPostgres)('a crash between charging and recording, reconciled on restart', () => {
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;

  async function setUp() {
    if (h && provider) return { h, provider };
    // The provider tries a webhook once: a delivery that fails is lost (Stripe's retries given up).
    provider = await startPaymentSimulatorServer({
      simulator: createPaymentSimulator({ retryDelaysMs: [] }),
    });
    h = await startHarness({
      payments: { secretKey: null, webhookSecret, simPort: 0, simUrl: provider.url },
    });
    // This process only sets the scene; the app processes do the billing work.
    await h.ctx.jobs.boss.offWork(BILLING_LIFECYCLE_JOB);
    await h.ctx.jobs.boss.offWork(BILLING_RECONCILE_JOB);
    return { h, provider };
  }

  const appEnv = (simUrl: string) => ({
    DATABASE_URL: String(h?.ctx.database.pool.options.connectionString),
    PAYMENTS_SIM_URL: simUrl,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  });
  const query = (sql: string, params: unknown[]) => {
    if (!h) throw new Error('no harness');
    return h.ctx.database.pool.query(sql, params);
  };
  const smartSubscriptions = async (companyId: string) =>
    (
      await query(
        `select s.id, s.renewed_by from subscriptions s join plans p on p.id = s.plan_id
          where s.company_id = $1 and p.code like 'plan:invoicing-smart:%' order by s.starts_at`,
        [companyId],
      )
    ).rows;
  const chargesFor = (paymentId: string) =>
    provider?.simulator.api
      .listPaymentIntents(null)
      .filter((intent) => intent.metadata.paymentId === paymentId && intent.status === 'succeeded') ?? [];

  it('a checkout paid at the provider while the app died: accepted once on restart', async () => {
    const { h, provider } = await setUp();
    const owner = await h.signUp();
    const companyId = await addCompany(owner.client, 'clujVatPayer');
    const first = await startApp(appEnv(provider.url));

    // The app process starts the purchase: the pending payment and its checkout session.
    const started = await postTo(first, owner.client, `/v1/my-companies/${companyId}/billing/subscribe`, {
      product: 'invoicing-smart',
      period: 'monthly',
      paymentMethod: 'card',
      acceptTerms: true,
    });
    expect(started.status).toBe(201);
    const paymentId: string = started.body.id;

    // The provider's word of the payment reaches a process that dies before recording it.
    let deliveries = 0;
    const door = await listening(
      createServer((req) => {
        deliveries++;
        first.child.kill('SIGKILL');
        req.socket.destroy();
      }),
    );
    provider.simulator.setWebhookEndpoint({
      url: `http://127.0.0.1:${portOf(door)}${WEBHOOK_PATH}`,
      secret: webhookSecret,
    });
    expect((await payOnHostedPage(started.body.payUrl, CARDS.ok)).status).toBe(303);
    await first.exited;
    expect(deliveries).toBe(1);
    const [row] = (
      await query('select status, provider_session_id from subscription_payments where id = $1', [paymentId])
    ).rows;
    expect(row.status).toBe('pending');
    expect(provider.simulator.api.session(row.provider_session_id)?.payment_status).toBe('paid');
    provider.simulator.setWebhookEndpoint(null);

    // The crash was minutes ago: the sweep leaves fresher payments to their buyers.
    await query('update subscription_payments set updated_at = $2 where id = $1', [
      paymentId,
      new Date(Date.now() - RECONCILE_AFTER_MS - 60_000),
    ]);
    const second = await startApp(appEnv(provider.url));
    await storedPaymentState(h, paymentId, 'accepted');
    expect(await smartSubscriptions(companyId)).toHaveLength(1);

    // The provider's retry of the lost webhook, now delivered, buys nothing more.
    provider.simulator.setWebhookEndpoint({ url: `${second.url}${WEBHOOK_PATH}`, secret: webhookSecret });
    const completed = provider.simulator
      .events()
      .filter(
        (event) =>
          event.type === 'checkout.session.completed' &&
          (event.data.object as { id: string }).id === row.provider_session_id,
      );
    expect(completed).toHaveLength(1);
    expect(await provider.simulator.resendEvent(completed[0]?.id ?? '')).toBe(200);
    provider.simulator.setWebhookEndpoint(null);
    await kill(second, 'SIGTERM');

    expect(await smartSubscriptions(companyId)).toHaveLength(1);
    const [accepted] = (
      await query('select status, provider_payment_id from subscription_payments where id = $1', [paymentId])
    ).rows;
    const charges = chargesFor(paymentId);
    expect(charges).toHaveLength(1);
    expect(accepted).toEqual({ status: 'accepted', provider_payment_id: charges[0]?.id });
  });

  it('a renewal charged at the provider whose answer died with the app: recorded once on restart', async () => {
    const { h, provider } = await setUp();
    const owner = await h.signUp();
    const companyId = await addCompany(owner.client, 'bucharestVatOnCollection');
    // Smart monthly renewing itself on the saved card, bought beforehand.
    const bought = await buySmart(owner.client, companyId, { autoRenew: true });
    expect((await payOnHostedPage(bought.body.payUrl, CARDS.ok)).status).toBe(303);
    const paid = await owner.client.get(`/v1/my-companies/${companyId}/billing/payments/${bought.body.id}`);
    expect(paid.body.status).toBe('accepted');
    const subscriptionId: string = paid.body.subscriptionId;
    // Its renewal is due: it ends within the hour.
    await query('update subscriptions set expires_at = $2 where id = $1', [
      subscriptionId,
      new Date(Date.now() + HOUR / 2),
    ]);
    const chargesBefore = provider.simulator.stats().charges;

    // The app's start sweep charges the renewal; the provider takes it, its answer is lost, and
    // the app is killed while it waits.
    const door = await answerLosingDoor(provider.url);
    const first = await startApp(appEnv(door.url));
    await door.charged;
    await kill(first);
    const renewal = await query('select id, status from subscription_payments where renewal_of = $1', [
      subscriptionId,
    ]);
    expect(renewal.rows).toEqual([{ id: expect.any(String), status: 'processing' }]);
    const renewalId: string = renewal.rows[0].id;
    expect(provider.simulator.stats().charges).toBe(chargesBefore + 1);
    expect(await smartSubscriptions(companyId)).toEqual([{ id: subscriptionId, renewed_by: null }]);

    // A fresh app asks again with the same idempotency key: the provider answers the same charge.
    const second = await startApp(appEnv(provider.url));
    await storedPaymentState(h, renewalId, 'accepted');
    await kill(second, 'SIGTERM');

    expect(provider.simulator.stats().charges).toBe(chargesBefore + 1);
    const charges = chargesFor(renewalId);
    expect(charges).toHaveLength(1);
    const payments = await query(
      'select status, provider_payment_id from subscription_payments where renewal_of = $1',
      [subscriptionId],
    );
    expect(payments.rows).toEqual([{ status: 'accepted', provider_payment_id: charges[0]?.id }]);
    const subscriptions = await smartSubscriptions(companyId);
    expect(subscriptions).toHaveLength(2);
    expect(subscriptions[0]).toMatchObject({ id: subscriptionId, renewed_by: subscriptions[1]?.id });
  });
});
