import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SEED_COMPANIES } from '@app/anaf/company-lookup/vat-payer.simulator';
import { sampleCompanyPartner } from '@app/domain/partners/partner.fixtures';
import { PERMISSIONS } from '@app/domain/permissions/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import { grantSmartPlan } from '../../testing/plan-fixture';
import { connectRealtime } from '../../testing/realtime-client';
import type { TestClient } from '../../testing/test-client';
import { userPermissions } from '../accounts/accounts.tables';

/**
 * A member granted company A only must not learn anything of company B of the same tenant, through
 * any route the OpenAPI document lists; a member granted all companies sees every one, including
 * companies created after the grant.
 */
let h: Harness;
let baseUrl: string;
let owner: TestClient;
let tenantId: string;
let companyA: string;
let companyB: string;
const B_NAME = 'ATELIER COPOU SRL';
const B_BUSINESS_ID = String(SEED_COMPANIES.iasiNonVatPayer.cui);
const B_PARTNER = 'Partener Ascuns Doar B SRL';

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  const account = await h.signUp();
  owner = account.client;
  tenantId = account.identity.tenantId;
  companyA = await addCompany(owner, 'clujVatPayer');
  companyB = await addCompany(owner, 'iasiNonVatPayer', false);
  // Both with the inventory, so its routes are walked past the plan gate.
  for (const company of [companyA, companyB]) await grantSmartPlan(h, company);
  // Company-scoped rows in B that a tenant-wide answer could leak.
  const partner = await owner.post(
    `/v1/my-companies/${companyB}/partners`,
    sampleCompanyPartner({ name: B_PARTNER }),
  );
  expect(partner.status, JSON.stringify(partner.body)).toBe(201);
  const notified = await owner.post('/dev/notifications', {
    myCompanyId: companyB,
    type: 'billing-subscription-expired',
    data: { planName: 'Basic' },
  });
  expect(notified.status).toBe(201);
});
afterAll(async () => {
  await h?.close();
});

type Operation = { parameters?: Array<{ in: string; name: string; required?: boolean }> };

/** Every GET path of the OpenAPI document, so that a listing route added later is checked too. */
function openApiGets(): Array<{ path: string; operation: Operation }> {
  const doc = h.app.swagger() as { paths: Record<string, { get?: Operation }> };
  return Object.entries(doc.paths)
    .filter(([, item]) => item.get)
    .map(([path, item]) => ({ path, operation: item.get as Operation }));
}

const fill = (path: string, companyId: string) =>
  path.replace('{companyId}', companyId).replace(/\{[^}]+\}/g, () => randomUUID());

/** Queries the tenant-wide routes need to answer 200 (anything else fails the test below). */
const SAMPLE_QUERIES: Record<string, string> = {
  // The public registry: asked for a third company, so B's name cannot come from it.
  '/v1/my-companies/lookup': `businessId=${SEED_COMPANIES.bucharestVatOnCollection.cui}`,
  '/v1/exchange-rates': 'currency=EUR',
};

function leaksOfB(body: unknown): string[] {
  const text = JSON.stringify(body);
  return [companyB, B_NAME, B_BUSINESS_ID, B_PARTNER].filter((secret) => text.includes(secret));
}

describe('a member granted company A only', () => {
  let member: TestClient;
  let memberId: string;

  beforeAll(async () => {
    // Every permission on A, and the account's users to read: that list must not name B either.
    const created = await h.createMember(tenantId, {
      company: { [companyA]: [...PERMISSIONS] },
      global: ['sub-users.read'],
    });
    member = created.client;
    memberId = created.id;
  });

  it('gets 404 or 403 on every company route of the OpenAPI document for company B', async () => {
    const companyRoutes = openApiGets().filter(({ path }) => path.includes('{companyId}'));
    expect(companyRoutes.length).toBeGreaterThan(10);
    for (const { path } of companyRoutes) {
      const answer = await member.get(fill(path, companyB));
      expect([403, 404], `${path} for B`).toContain(answer.status);
      // Granted every permission on A, the member is answered on A as the owner is.
      const onA = fill(path, companyA);
      const [own, owners] = [await member.get(onA), await owner.get(onA)];
      expect(own.status, `${path} for A`).toBe(owners.status);
    }
  });

  it('finds nothing of company B in any tenant-wide route of the OpenAPI document', async () => {
    // The operator's routes (/v1/platform) stand above every tenant: a tenant's member gets 403 there
    // (billing-admin.api.test.ts), so they are no tenant-wide route.
    const tenantRoutes = openApiGets().filter(
      ({ path }) => !path.includes('{') && !path.startsWith('/v1/platform/'),
    );
    expect(tenantRoutes.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/v1/my-companies', '/v1/billing/subscriptions', '/v1/auth/permissions']),
    );
    // The accountant page's check of an invitation, asked for one to A.
    const invitation = await owner.post(`/v1/my-companies/${companyA}/anaf-spv/accountant`, {});
    expect(invitation.status).toBe(200);
    const queries: Record<string, string> = {
      ...SAMPLE_QUERIES,
      '/v1/anaf-spv/accountant/verify': new URL(invitation.body.url, 'http://localhost').search.slice(1),
    };
    for (const { path } of tenantRoutes) {
      const query = queries[path];
      const answer = await member.get(query ? `${path}?${query}` : path);
      // ANAF's OAuth redirect answers a browser redirect (302) even without its parameters.
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(400);
      expect(leaksOfB(answer.body), path).toEqual([]);
      expect(leaksOfB(answer.headers.location ?? ''), `${path} redirect`).toEqual([]);
      // The owner sees B through the same routes, so the check above is not vacuous for them.
      if (path === '/v1/my-companies' || path === '/v1/billing/subscriptions') {
        expect(leaksOfB((await owner.get(path)).body), `${path} for the owner`).not.toEqual([]);
        expect(JSON.stringify(answer.body), path).toContain(companyA);
      }
    }
  });

  it('has a company selector of A alone and permissions by company for A alone', async () => {
    const selector = await member.get('/v1/my-companies?page=1&perPage=100');
    expect(selector.body).toMatchObject({ count: 1, items: [{ id: companyA }] });
    const permissions = await member.get('/v1/auth/permissions');
    expect(permissions.body.byCompany.map((entry: { myCompanyId: string }) => entry.myCompanyId)).toEqual([
      companyA,
    ]);
  });

  it('does not count a grant on an unknown or foreign company as a company of theirs', async () => {
    const stranger = await h.signUp();
    const foreign = await addCompany(stranger.client, 'bucharestVatOnCollection');
    const other = await h.createMember(tenantId, {
      global: ['sub-users.read'],
      company: {
        [companyA]: ['partners.read'],
        [foreign]: ['partners.read'],
        [randomUUID()]: ['partners.read'],
      },
    });
    const companies = await other.client.get('/v1/my-companies');
    expect(companies.body.items.map((company: { id: string }) => company.id)).toEqual([companyA]);
    const permissions = await other.client.get('/v1/auth/permissions');
    expect(permissions.body).toEqual({
      global: { roles: ['member'], permissions: ['sub-users.read'] },
      byCompany: [{ myCompanyId: companyA, permissions: ['partners.read'] }],
    });
    // A grant of account permissions (sub-users) alone does not open every company.
    expect((await other.client.get(`/v1/my-companies/${companyB}`)).status).toBe(404);
    expect((await other.client.get(`/v1/my-companies/${foreign}/partners`)).status).toBe(404);
  });

  it('receives on the tenant channel the events of company A, never those of company B', async () => {
    const realtime = await connect(member);
    const channel = `private-tenants.${tenantId}`;
    const auth = await member.post('/broadcasting/auth', {
      socket_id: realtime.socketId,
      channel_name: channel,
    });
    expect(auth.status).toBe(200);
    realtime.send({ event: 'subscribe', data: { channel, auth: auth.body.auth } });
    await realtime.next('subscription_succeeded');
    const notify = (myCompanyId: string, planName: string) =>
      owner.post('/dev/notifications', {
        myCompanyId,
        type: 'billing-subscription-expired',
        data: { planName },
      });
    expect((await notify(companyB, 'Doar B')).status).toBe(201);
    // Nor may the member raise one there through the development trigger.
    const raised = { myCompanyId: companyB, type: 'billing-subscription-expired', data: { planName: 'X' } };
    expect((await member.post('/dev/notifications', raised)).status).toBe(404);
    expect((await notify(companyA, 'Doar A')).status).toBe(201);
    // Events leave in order on one bus, so once A's arrived, B's would have arrived before it.
    const event = await realtime.next('billing-subscription-expired');
    expect(event.data.myCompanyId).toBe(companyA);
    await realtime.pong();
    expect(realtime.received().filter((message) => message.event === 'billing-subscription-expired')).toEqual(
      [],
    );
    realtime.socket.close();
  });

  it('sees every company once granted all companies, including one created after the grant', async () => {
    // A global grant is the grant on all companies (company-visibility.ts).
    await h.ctx.database.db
      .insert(userPermissions)
      .values({ userId: memberId, companyId: null, permission: 'partners.read' });
    const both = await member.get('/v1/my-companies');
    expect(both.body.items.map((company: { id: string }) => company.id).sort()).toEqual(
      [companyA, companyB].sort(),
    );
    const companyC = await addCompany(owner, 'bucharestVatOnCollection');
    const all = await member.get('/v1/my-companies');
    expect(all.body.count).toBe(3);
    expect(all.body.items.map((company: { id: string }) => company.id)).toContain(companyC);
    const partnersOfB = await member.get(`/v1/my-companies/${companyB}/partners`);
    expect(partnersOfB.status).toBe(200);
    expect(JSON.stringify(partnersOfB.body)).toContain(B_PARTNER);
    expect((await member.get(`/v1/my-companies/${companyC}/partners`)).status).toBe(200);
    const subscriptions = await member.get('/v1/billing/subscriptions');
    const subscribed = subscriptions.body.items.map((item: { myCompanyId: string }) => item.myCompanyId);
    expect(new Set(subscribed)).toEqual(new Set([companyA, companyB, companyC]));
  });
});

/** A browser-like real-time client with the session cookie. */
const connect = (client: TestClient) => connectRealtime(baseUrl, client);
