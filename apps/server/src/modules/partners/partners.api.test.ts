import { SEED_COMPANIES } from '@app/anaf/company-lookup/vat-payer.simulator';
import {
  CLUJ_ADDRESS,
  sampleCompanyPartner,
  samplePersonPartner,
  VIENNA_ADDRESS,
} from '@app/domain/partners/partner.fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import { ROLE_LOCKING_USE } from './partners.service';

let h: Harness;
let owner: TestClient;
let tenantId: string;
let companyId: string;
let base: string;

/** Partner ids that the fake usage checks below report as used. */
const draftInvoicesOf = new Set<string>();
const offersOf = new Set<string>();

const cluj = CLUJ_ADDRESS;
const vienna = VIENNA_ADDRESS;
const company = (overrides: Record<string, unknown> = {}) =>
  sampleCompanyPartner({
    secondaryBusinessId: 'J12/2417/2016',
    email: 'office@somes.ro',
    phone: '0264 123 456',
    ...overrides,
  });
const person = samplePersonPartner;

async function createCompany(client: TestClient, cui: number, legalName: string): Promise<string> {
  const response = await client.post('/v1/my-companies', {
    businessId: String(cui),
    legalName,
    vatPayer: true,
    vatUponCollection: false,
    address: cluj,
    tos: true,
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

beforeAll(async () => {
  h = await startHarness();
  // Stand-ins for the documents that will use partners: the client invoices module registers the
  // draft-invoice check under ROLE_LOCKING_USE, the products module the offers.
  h.companyHooks.usage.register('partner', {
    reason: ROLE_LOCKING_USE,
    count: async (_db, _companyId, id) => (draftInvoicesOf.has(id) ? 1 : 0),
  });
  h.companyHooks.usage.register('partner', {
    reason: 'test-offers',
    count: async (_db, _companyId, id) => (offersOf.has(id) ? 2 : 0),
  });
  const account = await h.signUp();
  owner = account.client;
  tenantId = account.identity.tenantId;
  companyId = await createCompany(owner, SEED_COMPANIES.iasiNonVatPayer.cui, 'Atelier Copou SRL');
  base = `/v1/my-companies/${companyId}/partners`;
});
afterAll(async () => {
  await h?.close();
});

describe('create', () => {
  it('creates a Romanian company partner with the RO prefix for a VAT payer', async () => {
    const created = await owner.post(base, company());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'company',
      role: 'client',
      businessId: 'RO36914726',
      secondaryBusinessId: 'J12/2417/2016',
      personId: null,
      phone: '0264123456',
      address: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', district: null },
    });
    const read = await owner.get(`${base}/${created.body.id}`);
    expect(read.body).toEqual(created.body);
  });

  it('creates a natural person (Bucharest sector) and a foreign company', async () => {
    const created = await owner.post(base, person());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ personId: '1800101221144', businessId: null });
    expect(created.body.address).toMatchObject({ countyCode: 'RO-B', district: 2 });
    const foreign = await owner.post(
      base,
      company({
        name: 'Wiener Handel GmbH',
        businessId: null,
        secondaryBusinessId: null,
        internationalBusinessId: 'ATU12345678',
        role: 'supplier',
        address: vienna,
      }),
    );
    expect(foreign.status).toBe(201);
    expect(foreign.body).toMatchObject({ businessId: null, internationalBusinessId: 'ATU12345678' });
  });

  it('answers 422 with the rule code of each bad field', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        company({ name: '', businessId: '36914727' }),
        { name: ['required'], businessId: ['cui.check-digit'] },
      ],
      [company({ name: 'x'.repeat(201), businessId: '' }), { name: ['max:200'], businessId: ['required'] }],
      [company({ businessId: 'RO12345678901' }), { businessId: ['max:12'] }],
      [company({ type: 'robot', role: undefined }), { type: ['invalid'], role: ['required'] }],
      [company({ personId: '1800101221144' }), { personId: ['prohibited'] }],
      [company({ businessId: null, address: vienna }), { internationalBusinessId: ['required'] }],
      [company({ address: vienna, internationalBusinessId: 'ATU1' }), { businessId: ['prohibited'] }],
      [person({ personId: '18001012211' }), { personId: ['size:13'] }],
      [person({ personId: '1800101221145' }), { personId: ['cnp.check-digit'] }],
      [
        person({ secondaryBusinessId: 'J1/1/2000', commercialName: 'Popescu' }),
        { secondaryBusinessId: ['prohibited'], commercialName: ['prohibited'] },
      ],
      [company({ role: 'supplier', clientAccountingId: '4111' }), { clientAccountingId: ['prohibited'] }],
      [company({ role: 'client', supplierInternalId: 'F-1' }), { supplierInternalId: ['prohibited'] }],
      [company({ email: 'not-an-email', phone: '12' }), { email: ['email'], phone: ['min:10'] }],
      [company({ vatPayer: 'yes' }), { vatPayer: ['boolean'] }],
      [company({ address: { ...cluj, countyCode: null } }), { 'address.countyCode': ['required'] }],
      [
        company({ address: { countryCode: 'RO', city: 'Bucuresti', street: 'x' } }),
        { 'address.district': ['required'] },
      ],
      [company({ address: undefined }), { address: ['required'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await owner.post(base, body);
      expect({ body, status: response.status, errors: response.body.errors }).toEqual({
        body,
        status: 422,
        errors,
      });
    }
  });

  it('keeps name, business id, trade register number, international id and CNP unique', async () => {
    const first = await owner.post(
      base,
      company({
        name: 'Dorobanți Consult SRL',
        businessId: '45268136',
        secondaryBusinessId: 'J40/9876/2021',
      }),
    );
    expect(first.status).toBe(201);
    const again = await owner.post(
      base,
      company({
        name: 'DOROBANȚI consult srl',
        businessId: 'RO45268136',
        vatPayer: false,
        secondaryBusinessId: 'J40/9876/2021',
      }),
    );
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      name: ['unique'],
      businessId: ['unique'],
      secondaryBusinessId: ['unique'],
    });
    const samePerson = await owner.post(base, person({ name: 'Ion Popescu 2' }));
    expect(samePerson.body.errors).toEqual({ personId: ['unique'] });
    const sameForeign = await owner.post(
      base,
      company({
        name: 'Wiener 2',
        businessId: null,
        secondaryBusinessId: null,
        internationalBusinessId: 'ATU12345678',
        address: vienna,
      }),
    );
    expect(sameForeign.body.errors).toEqual({ internationalBusinessId: ['unique'] });
  });
});

describe('edit', () => {
  it('edits fields, lets the RO prefix follow the VAT flag, keeps the ids fixed', async () => {
    const created = await owner.post(
      base,
      company({ name: 'Edit SRL', businessId: '39502177', secondaryBusinessId: null }),
    );
    const url = `${base}/${created.body.id}`;
    const edited = await owner.put(
      url,
      company({ name: 'Edit Nou SRL', businessId: '39502177', vatPayer: false, secondaryBusinessId: null }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Edit Nou SRL', businessId: '39502177', vatPayer: false });
    const changedId = await owner.put(url, company({ name: 'Edit Nou SRL', businessId: '38155606' }));
    expect(changedId.status).toBe(422);
    expect(changedId.body.errors).toEqual({ businessId: ['immutable'] });
    const clash = await owner.put(url, company({ name: 'Someș Cod Software SRL', businessId: '39502177' }));
    expect(clash.body.errors).toEqual({ name: ['unique'], secondaryBusinessId: ['unique'] });
    const invalid = await owner.put(url, company({ name: '', businessId: '39502177' }));
    expect(invalid.body.errors).toEqual({ name: ['required'] });
  });

  it('lets a CNP be added once, never changed', async () => {
    const created = await owner.post(base, person({ name: 'Maria Ionescu', personId: null }));
    const url = `${base}/${created.body.id}`;
    const added = await owner.put(url, person({ name: 'Maria Ionescu', personId: '2990512400010' }));
    expect(added.status).toBe(200);
    const changed = await owner.put(url, person({ name: 'Maria Ionescu', personId: '2990512400071' }));
    expect(changed.body.errors).toEqual({ personId: ['immutable'] });
    const removed = await owner.put(url, person({ name: 'Maria Ionescu', personId: null }));
    expect(removed.body.errors).toEqual({ personId: ['immutable'] });
  });

  it('keeps the role while the partner has client draft invoices', async () => {
    const created = await owner.post(
      base,
      company({ name: 'Role SRL', businessId: '18547290', secondaryBusinessId: null }),
    );
    const url = `${base}/${created.body.id}`;
    const body = (role: string) =>
      company({ name: 'Role SRL', businessId: '18547290', secondaryBusinessId: null, role });
    draftInvoicesOf.add(created.body.id);
    const refused = await owner.put(url, body('both'));
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: 'partners.errors.role-locked',
      errors: { role: ['client-draft-invoices'] },
    });
    // Other fields may still change.
    expect((await owner.put(url, { ...body('client'), email: 'nou@role.ro' })).status).toBe(200);
    draftInvoicesOf.delete(created.body.id);
    expect((await owner.put(url, body('both'))).body.role).toBe('both');
  });

  it('answers 404 for a missing or malformed partner id', async () => {
    expect((await owner.put(`${base}/00000000-0000-4000-8000-000000000000`, company())).status).toBe(404);
    expect((await owner.get(`${base}/not-a-uuid`)).status).toBe(404);
    expect((await owner.delete(`${base}/not-a-uuid`)).status).toBe(404);
  });
});

describe('list', () => {
  it('searches, sorts and filters', async () => {
    const all = await owner.get(`${base}?perPage=100`);
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(all.body.items.length);
    const names = all.body.items.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));

    const search = await owner.get(`${base}?search=36914726`);
    expect(search.body.items.map((p: { name: string }) => p.name)).toEqual(['Someș Cod Software SRL']);
    const byCnp = await owner.get(`${base}?search=180010122`);
    expect(byCnp.body.items.map((p: { name: string }) => p.name)).toEqual(['Ion Popescu']);

    const persons = await owner.get(
      `${base}?filters[0][field]=type&filters[0][operator]=eq&filters[0][value]=person`,
    );
    expect(persons.body.items.every((p: { type: string }) => p.type === 'person')).toBe(true);
    expect(persons.body.count).toBe(2);
    const suppliers = await owner.get(
      `${base}?filters=${encodeURIComponent(JSON.stringify([{ field: 'role', operator: 'eq', value: 'supplier' }]))}`,
    );
    expect(suppliers.body.items.map((p: { name: string }) => p.name)).toEqual(['Wiener Handel GmbH']);

    const byId = await owner.get(`${base}?sortBy=businessId&sortDir=desc&perPage=2`);
    expect(byId.body.items).toHaveLength(2);
    expect(byId.body.count).toBe(all.body.count);
  });

  it('answers 422 for unknown sort and filter fields or values', async () => {
    const sort = await owner.get(`${base}?sortBy=password`);
    expect(sort.status).toBe(422);
    expect(sort.body.errors).toEqual({ sortBy: ['invalid'] });
    const filter = await owner.get(
      `${base}?filters[0][field]=role&filters[0][operator]=eq&filters[0][value]=boss&filters[1][field]=x&filters[1][operator]=eq&filters[1][value]=1`,
    );
    expect(filter.body.errors).toEqual({ 'filters.0.value': ['invalid'], 'filters.1.field': ['invalid'] });
    const page = await owner.get(`${base}?perPage=1000`);
    expect(page.body.errors).toEqual({ perPage: ['max:100'] });
  });
});

describe('delete', () => {
  it('deletes an unused partner and names every use that blocks another', async () => {
    const used = await owner.post(
      base,
      company({ name: 'Used SRL', businessId: '14399840', secondaryBusinessId: null }),
    );
    draftInvoicesOf.add(used.body.id);
    offersOf.add(used.body.id);
    const refused = await owner.delete(`${base}/${used.body.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: 'partners.errors.delete-blocked',
      errors: { partner: [ROLE_LOCKING_USE, 'test-offers'] },
    });
    offersOf.delete(used.body.id);
    draftInvoicesOf.delete(used.body.id);
    expect((await owner.delete(`${base}/${used.body.id}`)).status).toBe(204);
    expect((await owner.get(`${base}/${used.body.id}`)).status).toBe(404);
    expect((await owner.delete(`${base}/${used.body.id}`)).status).toBe(404);
  });

  it('blocks deleting a company that has clients or suppliers, not one with inactive partners', async () => {
    const other = await createCompany(owner, SEED_COMPANIES.clujVatPayer.cui, 'Someș Cod Software SRL');
    const partners = `/v1/my-companies/${other}/partners`;
    const partner = await owner.post(partners, company({ role: 'both' }));
    expect(partner.status).toBe(201);
    const refused = await owner.delete(`/v1/my-companies/${other}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.company).toEqual(expect.arrayContaining(['clients', 'suppliers']));
    await owner.put(`${partners}/${partner.body.id}`, company({ role: 'inactive' }));
    expect((await owner.delete(`/v1/my-companies/${other}`)).status).toBe(204);
  });
});

describe('access', () => {
  it('hides partners of another tenant (404) and of another company of the tenant', async () => {
    const stranger = await h.signUp();
    const strangerCompany = await createCompany(
      stranger.client,
      SEED_COMPANIES.clujVatPayer.cui,
      'Străin SRL',
    );
    const foreign = await stranger.client.post(
      `/v1/my-companies/${strangerCompany}/partners`,
      company({ name: 'Partener străin' }),
    );
    expect(foreign.status).toBe(201);
    // The stranger's partner id under our company, and our company under the stranger's session.
    expect((await owner.get(`${base}/${foreign.body.id}`)).status).toBe(404);
    expect((await owner.put(`${base}/${foreign.body.id}`, company())).status).toBe(404);
    expect((await owner.delete(`${base}/${foreign.body.id}`)).status).toBe(404);
    expect((await owner.get(`/v1/my-companies/${strangerCompany}/partners`)).status).toBe(404);
    expect((await stranger.client.get(base)).status).toBe(404);
    // The same CUI is free in another company.
    const mine = await owner.get(`${base}?search=Someș`);
    expect(mine.body.items.every((p: { id: string }) => p.id !== foreign.body.id)).toBe(true);
  });

  it('needs partners.read to list, partners.write to change and partners.delete to delete', async () => {
    const reader = await h.createMember(tenantId, { company: { [companyId]: ['partners.read'] } });
    expect((await reader.client.get(base)).status).toBe(200);
    const refused = await reader.client.post(base, company({ name: 'Nu SRL' }));
    expect(refused.status).toBe(403);
    const writer = await h.createMember(tenantId, {
      company: { [companyId]: ['partners.read', 'partners.write'] },
    });
    const created = await writer.client.post(
      base,
      company({
        name: 'Grazer Holz GmbH',
        businessId: null,
        secondaryBusinessId: null,
        internationalBusinessId: 'ATU87654321',
        role: 'supplier',
        address: vienna,
      }),
    );
    expect(created.status).toBe(201);
    expect((await writer.client.delete(`${base}/${created.body.id}`)).status).toBe(403);
    const deleter = await h.createMember(tenantId, {
      company: { [companyId]: ['partners.read', 'partners.delete'] },
    });
    expect((await deleter.client.delete(`${base}/${created.body.id}`)).status).toBe(204);
    const nobody = await h.createMember(tenantId, { global: ['my-companies.read'] });
    expect((await nobody.client.get(base)).status).toBe(403);
  });
});
