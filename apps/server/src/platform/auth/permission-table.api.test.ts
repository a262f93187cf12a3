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
 * member holding only that permission is answered exactly as the account's owner is (the same
 * request, the same status: the permission is all the route needs), and a user of another tenant
 * gets 404 on a company route. Every route of the OpenAPI document declares who may call it.
 */

/** A well-formed id that belongs to nothing. */
const NOBODY = '0d9f2c4e-6b1a-4c3e-9f70-5a8b2d1e6c34';
const NO_PERMISSION = 'common.errors.no-permissions';

let h: Harness;
let tenantId: string;
let companyId: string;
let stranger: TestClient;
let owner: TestClient;
const members = new Map<string, TestClient>();

beforeAll(async () => {
  h = await startHarness();
  const signedUp = await h.signUp();
  owner = signedUp.client;
  tenantId = signedUp.identity.tenantId;
  companyId = await addCompany(owner, 'clujVatPayer');
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

const isCompanyDeletion = (route: RouteAccess) =>
  route.url === '/v1/my-companies/:companyId' && route.method === 'DELETE';

const guarded = () =>
  accessOfRoutes(h.app)
    .filter((route) => route.access.kind === 'company' || route.access.kind === 'global')
    .filter((route) => route.method !== 'HEAD')
    // Deleting the company goes last: whatever it does, the routes before it have run.
    .sort((a, b) => Number(isCompanyDeletion(a)) - Number(isCompanyDeletion(b)));

describe('the permission table', () => {
  it('covers the company and account routes of the app', () => {
    const routes = guarded();
    expect(routes.filter((route) => route.access.kind === 'company').length).toBeGreaterThan(100);
    expect(routes.some((route) => route.url === '/v1/sub-users')).toBe(true);
  });

  it('knows who may call every route of the OpenAPI document', async () => {
    const declared = new Map(
      accessOfRoutes(h.app).map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    const document = h.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const anonymous = h.client();
    const failures: string[] = [];
    let documented = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        documented++;
        const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        const access = declared.get(key);
        if (!access) {
          failures.push(`${key}: in the OpenAPI document but not among the app's routes`);
          continue;
        }
        if (access.kind === 'public') continue;
        const url = key.split(' ')[1]?.replace(/:[A-Za-z]+/g, NOBODY) ?? '';
        if (access.kind === 'service') {
          // A service call proves itself by a signature of its body: an unsigned one is refused.
          const unsigned = await anonymous.post(url, {});
          if (unsigned.status !== 400)
            failures.push(`${key} (service): unsigned answered ${unsigned.status}`);
          continue;
        }
        // Everything else needs a session: without one the answer is 401 before any work.
        const response = await anonymous.request(
          method.toUpperCase() as 'GET',
          url,
          method === 'get' ? undefined : {},
        );
        if (response.status !== 401)
          failures.push(`${key} (${access.kind}): without a session answered ${response.status}`);
      }
    }
    expect(documented).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });

  it('refuses a member without the permission, answers one holding it as the owner, and hides the company from another tenant', async () => {
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
      // A company the holder deleted is not there for the owner's request: nothing to compare.
      if (!(isCompanyDeletion(route) && holding.status === 204)) {
        const asOwner = await call(owner, route);
        if (asOwner.status !== holding.status)
          failures.push(
            `${name}: holding the permission answered ${holding.status}, the owner ${asOwner.status}`,
          );
      }
      if (route.access.kind === 'company') {
        const foreign = await call(stranger, route);
        if (foreign.status !== 404) failures.push(`${name}: another tenant's user got ${foreign.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
