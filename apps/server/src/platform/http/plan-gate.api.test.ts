import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingService } from '../../modules/billing/billing.service';
import { addCompany, ownerAndStranger } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import { accessOfRoutes } from '../auth/access';
import { INVOICING_PLAN_COLLECTIONS, requiredPlanOf } from './plan-gate';

let h: Harness;
let owner: TestClient;
let stranger: TestClient;
let companyId: string;
let tenantId: string;
let base: string;

beforeAll(async () => {
  h = await startHarness();
  ({ owner, stranger, companyId, tenantId, base } = await ownerAndStranger(h));
});
afterAll(async () => {
  await h?.close();
});

const WAREHOUSE = {
  name: 'Depozit',
  unloadType: 'fifo',
  address: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', street: 'Str. Fabricii 14' },
};
const NOBODY = '00000000-0000-4000-8000-000000000000';
const refusal = { message: 'common.errors.smart-plan-required', plan: 'smart' };

describe('the Smart plan gate of the inventory', () => {
  it('refuses the inventory of a company on the free Basic plan (403), before reading the body', async () => {
    expect((await owner.get(`${base}/warehouses`)).body).toEqual(refusal);
    const created = await owner.post(`${base}/warehouses`, WAREHOUSE);
    expect(created.status).toBe(403);
    expect(created.body).toEqual(refusal);
    // A body the route would refuse is not even looked at.
    expect((await owner.post(`${base}/warehouses`, {})).status).toBe(403);
    expect((await owner.get(`${base}/warehouses/00000000-0000-4000-8000-000000000000/usage`)).status).toBe(
      403,
    );
    // The rest of the company is open on Basic.
    expect((await owner.get(`${base}/partners`)).status).toBe(200);
  });

  it('tells a stranger nothing (404) and a member without the permission no more than before (403)', async () => {
    const strange = await stranger.get(`${base}/warehouses`);
    expect(strange.status).toBe(404);
    const member = await h.createMember(tenantId, { company: { [companyId]: ['partners.read'] } });
    const refused = await member.client.get(`${base}/warehouses`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('common.errors.no-permissions');
  });

  it('opens the inventory once the company has Smart, through the development trigger too, and closes it when it ends', async () => {
    expect((await owner.post('/dev/subscriptions/smart', { myCompanyId: companyId })).status).toBe(204);
    const subscriptions = await owner.get('/v1/billing/subscriptions');
    expect(subscriptions.body.items.map((item: { planCode: string }) => item.planCode).sort()).toEqual([
      'plan:invoicing-basic:yearly',
      'plan:invoicing-smart:yearly',
    ]);
    expect((await owner.get(`${base}/warehouses`)).status).toBe(200);
    expect((await owner.post(`${base}/warehouses`, WAREHOUSE)).status).toBe(201);
    // A member with the permission gets in too: the plan is the company's.
    const reader = await h.createMember(tenantId, { company: { [companyId]: ['warehouses.read'] } });
    expect((await reader.client.get(`${base}/warehouses`)).body.count).toBe(1);

    await billingService.expireNow(h.ctx.database.db, tenantId, companyId);
    expect((await owner.get(`${base}/warehouses`)).body).toEqual(refusal);
  });

  it('grants Smart through the development trigger only to a company of the account', async () => {
    const theirs = await stranger.get('/v1/my-companies');
    const strangerCompanyId = theirs.body.items[0].id;
    expect((await owner.post('/dev/subscriptions/smart', { myCompanyId: strangerCompanyId })).status).toBe(
      404,
    );
    expect((await stranger.get(`/v1/my-companies/${strangerCompanyId}/warehouses`)).status).toBe(403);
  });
});

describe('the basic-or-smart gate of the invoicing areas', () => {
  it('refuses every route of the gated collections once the plans have ended, and leaves the rest open', async () => {
    const other = await h.signUp();
    const otherCompany = await addCompany(other.client, 'bucharestVatOnCollection');
    const otherBase = `/v1/my-companies/${otherCompany}`;
    expect((await other.client.get(`${otherBase}/client-invoices`)).status).toBe(200);
    await billingService.expireNow(h.ctx.database.db, other.identity.tenantId, otherCompany);

    const gated = accessOfRoutes(h.app).filter(
      (route) => requiredPlanOf(route.url, undefined) === 'invoicing',
    );
    const families = new Set(gated.map((route) => route.url.split('/')[4]));
    expect([...families].sort()).toEqual([...INVOICING_PLAN_COLLECTIONS].sort());
    const failures: string[] = [];
    // HEAD answers without a body: its GET twin stands for it.
    for (const route of gated.filter((one) => one.method !== 'HEAD')) {
      const url = route.url.replace(':companyId', otherCompany).replace(/:[A-Za-z]+/g, NOBODY);
      const answer = await other.client.request(
        route.method as 'GET',
        url,
        route.method === 'GET' ? undefined : {},
      );
      // A route that needs Smart itself (an invoice from a despatch advice) names that plan instead.
      const plans = ['common.errors.subscription-required', 'common.errors.smart-plan-required'];
      if (answer.status !== 403 || !plans.includes(answer.body.message))
        failures.push(`${route.method} ${route.url}: ${answer.status} ${answer.body?.message}`);
    }
    expect(failures).toEqual([]);
    // Partners, settings, the SPV connection and the subscriptions stay open, so the plan can be bought.
    for (const open of ['partners', 'document-series', 'anaf-spv', 'billing/payments'])
      expect((await other.client.get(`${otherBase}/${open}`)).status).toBe(200);
  });
});
