import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingService } from '../../modules/billing/billing.service';
import { ownerAndStranger } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';

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
