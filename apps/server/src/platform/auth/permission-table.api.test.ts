import type { Permission } from '@app/domain/permissions/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import { grantSmartPlan } from '../../testing/plan-fixture';
import type { TestClient, TestResponse } from '../../testing/test-client';
import { accessOfRoutes, type RouteAccess } from './access';

/**
 * The permission table: every route that declares a permission, taken from the app itself (so a
 * new route is covered without touching this file). A member without the permission gets 403, a
 * member holding it gets past the check (whatever the route then answers to an empty request), and
 * a user of another tenant gets 404 on a company route.
 */

/** A well-formed id that belongs to nothing. */
const NOBODY = '0d9f2c4e-6b1a-4c3e-9f70-5a8b2d1e6c34';
const NO_PERMISSION = 'common.errors.no-permissions';

let h: Harness;
let tenantId: string;
let companyId: string;
let stranger: TestClient;
const members = new Map<string, TestClient>();

beforeAll(async () => {
  h = await startHarness();
  const owner = await h.signUp();
  tenantId = owner.identity.tenantId;
  companyId = await addCompany(owner.client, 'clujVatPayer');
  // The inventory routes answer 403 for the plan before anything else: the company has Smart.
  await grantSmartPlan(h, companyId);
  stranger = (await h.signUp()).client;
}, 120_000);

afterAll(async () => {
  await h?.close();
});

/** A member holding exactly these grants (one per grant set, signed in once). */
async function memberWith(scope: 'company' | 'global', permissions: Permission[]): Promise<TestClient> {
  const key = `${scope}:${permissions.join(',')}`;
  const known = members.get(key);
  if (known) return known;
  const grants = scope === 'company' ? { company: { [companyId]: permissions } } : { global: permissions };
  const { client } = await h.createMember(tenantId, grants);
  members.set(key, client);
  return client;
}

function call(client: TestClient, route: RouteAccess): Promise<TestResponse> {
  const url = route.url.replace(':companyId', companyId).replace(/:[A-Za-z]+/g, NOBODY);
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  return client.request(method, url, method === 'GET' ? undefined : {});
}

const refused = (response: TestResponse) =>
  response.status === 403 && response.body?.message === NO_PERMISSION;

const guarded = () =>
  accessOfRoutes(h.app)
    .filter((route) => route.access.kind === 'company' || route.access.kind === 'global')
    .filter((route) => route.method !== 'HEAD')
    // Deleting the company goes last: whatever it does, the routes before it have run.
    .sort(
      (a, b) =>
        Number(a.url === '/v1/my-companies/:companyId' && a.method === 'DELETE') -
        Number(b.url === '/v1/my-companies/:companyId' && b.method === 'DELETE'),
    );

describe('the permission table', () => {
  it('covers the company and account routes of the app', () => {
    const routes = guarded();
    expect(routes.filter((route) => route.access.kind === 'company').length).toBeGreaterThan(100);
    expect(routes.some((route) => route.url === '/v1/sub-users')).toBe(true);
  });

  it('refuses a member without the permission, lets one holding it through, and hides the company from another tenant', async () => {
    const failures: string[] = [];
    for (const route of guarded()) {
      if (route.access.kind !== 'company' && route.access.kind !== 'global') continue;
      const permission = route.access.permission;
      // Some other grant on the company, so that it is theirs to see and only the permission lacks.
      const other: Permission = permission === 'partners.read' ? 'products.read' : 'partners.read';
      const name = `${route.method} ${route.url} (${permission})`;
      const without = await call(await memberWith(route.access.kind, [other]), route);
      if (!refused(without)) failures.push(`${name}: without the permission answered ${without.status}`);
      const holding = await call(await memberWith(route.access.kind, [permission]), route);
      if (refused(holding) || holding.status === 401)
        failures.push(`${name}: holding the permission answered ${holding.status}`);
      if (route.access.kind === 'company') {
        const foreign = await call(stranger, route);
        if (foreign.status !== 404) failures.push(`${name}: another tenant's user got ${foreign.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
