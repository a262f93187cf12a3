import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { companiesRepo } from './companies.repo';

let h: Harness;
let admin: Awaited<ReturnType<Harness['signUp']>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  h = await startHarness();
  admin = await h.signUp();
  const names = [
    'Carpați Trans SRL',
    'Delta Agro SA',
    'Bucovina Lemn SRL',
    'Arad Metal SRL',
    'Ecou Media SRL',
  ];
  for (const [index, name] of names.entries()) {
    const row = await companiesRepo.insert(h.ctx.database.db, {
      tenantId: admin.identity.tenantId,
      businessId: `RO1000${index}`,
      legalName: name,
      vatPayer: index % 2 === 0,
    });
    ids[name] = row.id;
  }
});
afterAll(async () => {
  await h?.close();
});

const memberClient = async (grants: { global?: string[]; company?: Record<string, string[]> }) =>
  (await h.createMember(admin.identity.tenantId, grants)).client;

describe('listing contract on GET /v1/my-companies', () => {
  it('defaults to page 1 of 10 sorted by name, with the total count', async () => {
    const response = await admin.client.get('/v1/my-companies');
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(5);
    expect(response.body.items.map((c: { name: string }) => c.name)).toEqual([
      'Arad Metal SRL',
      'Bucovina Lemn SRL',
      'Carpați Trans SRL',
      'Delta Agro SA',
      'Ecou Media SRL',
    ]);
    expect(response.body.items[0]).toEqual({
      id: ids['Arad Metal SRL'],
      name: 'Arad Metal SRL',
      businessId: 'RO10003',
      anafSpvStatus: 'inactive',
      isMigratedToAnafSpvEtransport: false,
      nbInvoices: 0,
      vatPayer: 0,
      vatUponCollection: 0,
    });
  });

  it('pages, sorts both ways, searches and filters', async () => {
    const page2 = await admin.client.get('/v1/my-companies?page=2&perPage=2&sortBy=name&sortDir=desc');
    expect(page2.body.items.map((c: { name: string }) => c.name)).toEqual([
      'Carpați Trans SRL',
      'Bucovina Lemn SRL',
    ]);
    expect(page2.body.count).toBe(5);
    const search = await admin.client.get(`/v1/my-companies?search=${encodeURIComponent('srl')}`);
    expect(search.body.count).toBe(4);
    const filtered = await admin.client.get(
      '/v1/my-companies?filters[0][field]=vatPayer&filters[0][operator]=eq&filters[0][value]=true',
    );
    expect(filtered.body.items.map((c: { name: string }) => c.name)).toEqual([
      'Bucovina Lemn SRL',
      'Carpați Trans SRL',
      'Ecou Media SRL',
    ]);
    const json = encodeURIComponent(JSON.stringify([{ field: 'vatPayer', operator: 'eq', value: false }]));
    expect((await admin.client.get(`/v1/my-companies?filters=${json}`)).body.count).toBe(2);
    const beyond = await admin.client.get('/v1/my-companies?page=9');
    expect(beyond.body).toEqual({ items: [], count: 5 });
  });

  it('treats search text literally, wildcards included', async () => {
    expect((await admin.client.get('/v1/my-companies?search=%25')).body.count).toBe(0);
    expect((await admin.client.get('/v1/my-companies?search=_')).body.count).toBe(0);
  });

  it('answers 422 for fields outside the whitelist and bad paging, never reaching SQL', async () => {
    const sort = await admin.client.get('/v1/my-companies?sortBy=tenant_id;drop table users');
    expect(sort.status).toBe(422);
    expect(sort.body.errors).toEqual({ sortBy: ['invalid'] });
    const unknownSort = await admin.client.get('/v1/my-companies?sortBy=tenantId');
    expect(unknownSort.body.errors).toEqual({ sortBy: ['invalid'] });
    const filter = await admin.client.get(
      '/v1/my-companies?filters[0][field]=tenantId&filters[0][operator]=eq&filters[0][value]=x',
    );
    expect(filter.body.errors).toEqual({ 'filters.0.field': ['invalid'] });
    const operator = await admin.client.get(
      '/v1/my-companies?filters[0][field]=vatPayer&filters[0][operator]=like&filters[0][value]=1',
    );
    expect(operator.body.errors).toEqual({ 'filters.0.operator': ['invalid'] });
    const value = await admin.client.get(
      '/v1/my-companies?filters[0][field]=vatPayer&filters[0][operator]=eq&filters[0][value]=maybe',
    );
    expect(value.body.errors).toEqual({ 'filters.0.value': ['invalid'] });
    const paging = await admin.client.get('/v1/my-companies?page=0&perPage=101&sortDir=up');
    expect(paging.body.errors).toEqual({ page: ['min:1'], perPage: ['max:100'], sortDir: ['invalid'] });
  });

  it('lists only the companies of the caller’s tenant', async () => {
    const stranger = await h.signUp();
    expect((await stranger.client.get('/v1/my-companies')).body).toEqual({ items: [], count: 0 });
  });
});

describe('permission check on company routes', () => {
  it('lets the admin read a company of the tenant', async () => {
    const response = await admin.client.get(`/v1/my-companies/${ids['Delta Agro SA']}`);
    expect(response.status).toBe(200);
    expect(response.body.legalName).toBe('Delta Agro SA');
  });

  it('answers 403 to a member without the permission, and 200 once it is granted on that company', async () => {
    const companyId = ids['Delta Agro SA'] as string;
    const without = await memberClient({ global: ['partners.read'] });
    const forbidden = await without.get(`/v1/my-companies/${companyId}`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'common.errors.no-permissions' });
    const withIt = await memberClient({ company: { [companyId]: ['my-companies.read'] } });
    expect((await withIt.get(`/v1/my-companies/${companyId}`)).status).toBe(200);
    // A grant on one company does not reach another: that one is not theirs to see at all.
    expect((await withIt.get(`/v1/my-companies/${ids['Ecou Media SRL']}`)).status).toBe(404);
    const global = await memberClient({ global: ['my-companies.read'] });
    expect((await global.get(`/v1/my-companies/${ids['Ecou Media SRL']}`)).status).toBe(200);
  });

  it('answers 404 for another tenant’s company or a malformed id, 401 without a session, 403 before e-mail verification', async () => {
    const stranger = await h.signUp();
    expect((await stranger.client.get(`/v1/my-companies/${ids['Delta Agro SA']}`)).status).toBe(404);
    expect((await admin.client.get('/v1/my-companies/not-a-uuid')).status).toBe(404);
    expect((await h.client().get(`/v1/my-companies/${ids['Delta Agro SA']}`)).status).toBe(401);
    const unverified = await h.signUp({ verified: false });
    const response = await unverified.client.get('/v1/my-companies');
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('common.errors.email-not-verified');
  });
});
