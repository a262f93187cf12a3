import type { AddressInfo } from 'node:net';
import { SEED_COMPANIES } from '@app/anaf/company-lookup/vat-payer.simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Harness, startHarness } from '../../testing/harness';
import { connectRealtime } from '../../testing/realtime-client';
import type { TestClient } from '../../testing/test-client';

let h: Harness;
let baseUrl: string;

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await h?.close();
});

async function accountWithCompany() {
  const account = await h.signUp();
  const company = await account.client.post('/v1/my-companies', {
    businessId: String(SEED_COMPANIES.clujVatPayer.cui),
    legalName: 'Someș Cod Software SRL',
    vatPayer: true,
    vatUponCollection: false,
    address: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', street: 'Str. Horea 1' },
    tos: true,
  });
  expect(company.status).toBe(201);
  return { ...account, companyId: company.body.id as string };
}

const trigger = (client: TestClient, myCompanyId: string, type: string, data: object = {}) =>
  client.post('/dev/notifications', { myCompanyId, type, data });

describe('notifications API', () => {
  it('lists a company’s notifications newest first, filters unread, and marks them read', async () => {
    const { client, companyId } = await accountWithCompany();
    await trigger(client, companyId, 'export-finished', { exportType: 'client-invoice-pdfs' });
    const rejected = await trigger(client, companyId, 'client-invoices-efactura-rejected', {
      seriesAndNumber: 'FCT 0042',
      invoiceId: 'a1',
      partnerName: 'Delta SRL',
      grossTotal: '1190.00',
      currencyCode: 'RON',
    });
    expect(rejected.status).toBe(201);
    const list = await client.get(`/v1/my-companies/${companyId}/notifications`);
    expect(list.body.count).toBe(2);
    expect(list.body.items[0]).toMatchObject({
      type: 'client-invoices-efactura-rejected',
      readAt: null,
      data: { seriesAndNumber: 'FCT 0042', grossTotal: '1190.00' },
    });
    const unreadQuery = 'filters[0][field]=isRead&filters[0][operator]=eq&filters[0][value]=false';
    const marked = await client.post(`/v1/my-companies/${companyId}/notifications`, {
      ids: [rejected.body.id],
    });
    expect(marked.status).toBe(204);
    const unread = await client.get(
      `/v1/my-companies/${companyId}/notifications?page=1&perPage=4&${unreadQuery}`,
    );
    expect(unread.body.items.map((n: { type: string }) => n.type)).toEqual(['export-finished']);
    const byType = await client.get(
      `/v1/my-companies/${companyId}/notifications?filters[0][field]=type&filters[0][operator]=eq&filters[0][value]=export-finished`,
    );
    expect(byType.body.count).toBe(1);
    const searched = await client.get(`/v1/my-companies/${companyId}/notifications?search=delta`);
    expect(searched.body.items.map((n: { type: string }) => n.type)).toEqual([
      'client-invoices-efactura-rejected',
    ]);
  });

  it('keeps notifications to their company and tenant', async () => {
    const first = await accountWithCompany();
    const second = await accountWithCompany();
    const mine = await trigger(first.client, first.companyId, 'export-failed');
    expect((await second.client.get(`/v1/my-companies/${first.companyId}/notifications`)).status).toBe(404);
    expect((await trigger(second.client, first.companyId, 'export-failed')).status).toBe(404);
    // Marking someone else's notification read through one's own company changes nothing.
    await second.client.post(`/v1/my-companies/${second.companyId}/notifications`, { ids: [mine.body.id] });
    const still = await first.client.get(`/v1/my-companies/${first.companyId}/notifications`);
    expect(still.body.items[0].readAt).toBeNull();
  });

  it('validates the mark-read body and the filters', async () => {
    const { client, companyId } = await accountWithCompany();
    expect(
      (await client.post(`/v1/my-companies/${companyId}/notifications`, { ids: [] })).body.errors,
    ).toEqual({ ids: ['required'] });
    expect(
      (await client.post(`/v1/my-companies/${companyId}/notifications`, { ids: ['x'] })).body.errors,
    ).toEqual({ 'ids.0': ['numeric'] });
    const badType = await client.get(
      `/v1/my-companies/${companyId}/notifications?filters[0][field]=type&filters[0][operator]=eq&filters[0][value]=nope`,
    );
    expect(badType.body.errors).toEqual({ 'filters.0.value': ['invalid'] });
  });
});

/** A browser-like real-time client with the session cookie. */
const connect = (client: TestClient) => connectRealtime(baseUrl, client);

describe('real-time channels', () => {
  it('delivers a new notification on the tenant channel after /broadcasting/auth', async () => {
    const { client, companyId, identity } = await accountWithCompany();
    const realtime = await connect(client);
    const channel = `private-tenants.${identity.tenantId}`;
    const auth = await client.post('/broadcasting/auth', {
      socket_id: realtime.socketId,
      channel_name: channel,
    });
    expect(auth.status).toBe(200);
    realtime.send({ event: 'subscribe', data: { channel, auth: auth.body.auth } });
    expect((await realtime.next('subscription_succeeded')).channel).toBe(channel);
    await trigger(client, companyId, 'billing-subscription-expired', { planName: 'Basic' });
    const event = await realtime.next('billing-subscription-expired');
    expect(event.channel).toBe(channel);
    expect(event.data).toMatchObject({
      myCompanyId: companyId,
      notification: { type: 'billing-subscription-expired', data: { planName: 'Basic' } },
    });
    realtime.send({ event: 'ping' });
    await realtime.next('pong');
    realtime.socket.close();
  });

  it('refuses other tenants’ and users’ channels and forged signatures', async () => {
    const { client } = await accountWithCompany();
    const other = await accountWithCompany();
    const realtime = await connect(client);
    const foreign = `private-tenants.${other.identity.tenantId}`;
    expect(
      (await client.post('/broadcasting/auth', { socket_id: realtime.socketId, channel_name: foreign }))
        .status,
    ).toBe(403);
    expect(
      (
        await client.post('/broadcasting/auth', {
          socket_id: realtime.socketId,
          channel_name: `private-users.${other.identity.id}`,
        })
      ).status,
    ).toBe(403);
    realtime.send({ event: 'subscribe', data: { channel: foreign, auth: 'f'.repeat(64) } });
    expect((await realtime.next('subscription_error')).data).toEqual({ status: 403 });
    realtime.socket.close();
  });

  it('refuses the connection without a session', async () => {
    const socket = new WebSocket(`ws://${baseUrl}/v1/realtime`);
    const status = await new Promise<number>((resolve) => {
      socket.once('unexpected-response', (request, response) => {
        // ws leaves the refused request open for the listener to end.
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
      socket.once('open', () => resolve(101));
    });
    expect(status).toBe(401);
  });
});

describe('subscription expiry (development trigger)', () => {
  it('ends the company’s subscriptions and announces it in real time', async () => {
    const { client, companyId, identity } = await accountWithCompany();
    const realtime = await connect(client);
    const channel = `private-tenants.${identity.tenantId}`;
    const auth = await client.post('/broadcasting/auth', {
      socket_id: realtime.socketId,
      channel_name: channel,
    });
    realtime.send({ event: 'subscribe', data: { channel, auth: auth.body.auth } });
    await realtime.next('subscription_succeeded');
    expect((await client.post('/dev/subscriptions/expire', { myCompanyId: companyId })).status).toBe(204);
    expect((await realtime.next('billing-subscription-expired')).data.myCompanyId).toBe(companyId);
    const subscriptions = await client.get('/v1/billing/subscriptions');
    expect(subscriptions.body.items[0].status).toBe('expired');
    expect((await client.post('/dev/subscriptions/expire', { myCompanyId: companyId })).status).toBe(404);
    realtime.socket.close();
  });
});
