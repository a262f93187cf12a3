import {
  SEED_COMPANIES,
  SIMULATOR_FAILURE_CUIS,
  SIMULATOR_UNREGISTERED_CUI,
} from '@app/anaf/company-lookup/vat-payer.simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { makePng, multipartFile } from '../../testing/png';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const CLUJ = String(SEED_COMPANIES.clujVatPayer.cui);
const IASI = String(SEED_COMPANIES.iasiNonVatPayer.cui);

const companyPayload = (overrides: Record<string, unknown> = {}) => ({
  businessId: `RO${CLUJ}`,
  legalName: 'Carpați Software SRL',
  secondaryBusinessId: 'J12/1234/2016',
  vatPayer: true,
  vatUponCollection: false,
  email: 'office@carpati.ro',
  phone: '0264 123 456',
  address: {
    countryCode: 'RO',
    countyCode: 'RO-CJ',
    city: 'Cluj-Napoca',
    street: 'Str. Memorandumului nr. 28',
  },
  tos: true,
  ...overrides,
});

describe('POST /v1/my-companies', () => {
  it('creates the company with its free Basic subscription for 12 months', async () => {
    const { client } = await h.signUp();
    const response = await client.post('/v1/my-companies', companyPayload());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      businessId: CLUJ,
      vatCode: `RO${CLUJ}`,
      legalName: 'Carpați Software SRL',
      phone: '0264123456',
      address: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', district: null },
      anafSpvStatus: 'inactive',
      logoUrl: null,
    });
    const subscriptions = await client.get('/v1/billing/subscriptions');
    expect(subscriptions.body.count).toBe(1);
    const [subscription] = subscriptions.body.items;
    expect(subscription).toMatchObject({
      myCompanyId: response.body.id,
      planCode: 'plan:invoicing-basic:yearly',
      status: 'active',
    });
    const months =
      (new Date(subscription.expiresAt).getTime() - new Date(subscription.startsAt).getTime()) /
      (30.4 * 24 * 3600_000);
    expect(Math.round(months)).toBe(12);
    const plans = await client.get('/v1/billing/plans');
    expect(plans.body.items.map((plan: { code: string }) => plan.code)).toContain(
      'addon:etransport:quarterly',
    );
  });

  it('validates every field with the rule codes', async () => {
    const { client } = await h.signUp();
    const response = await client.post('/v1/my-companies', {
      businessId: 'RO18547291',
      legalName: '',
      vatPayer: 'yes',
      email: 'not-mail',
      phone: '0722',
      mobilePhone: '+4072212345678',
      website: 'w'.repeat(256),
      address: { countryCode: 'RO', city: 'Cluj-Napoca', street: '' },
      tos: false,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      businessId: ['cui.check-digit'],
      legalName: ['required'],
      vatPayer: ['boolean'],
      vatUponCollection: ['required'],
      email: ['email'],
      phone: ['min:10'],
      mobilePhone: ['max:12'],
      website: ['max:255'],
      'address.street': ['required'],
      'address.countyCode': ['required'],
      tos: ['accepted'],
    });
  });

  it('checks the business id exists in the registry and is unique, and the legal name too', async () => {
    const { client } = await h.signUp();
    const unknown = await client.post(
      '/v1/my-companies',
      companyPayload({ businessId: String(SIMULATOR_UNREGISTERED_CUI) }),
    );
    expect(unknown.body.errors).toEqual({ businessId: ['exists'] });
    expect((await client.post('/v1/my-companies', companyPayload())).status).toBe(201);
    const again = await client.post(
      '/v1/my-companies',
      companyPayload({ legalName: 'CARPAȚI SOFTWARE SRL' }),
    );
    expect(again.body.errors).toEqual({ businessId: ['unique'], legalName: ['unique'] });
  });

  it('is refused to a member without the global permission', async () => {
    const { identity } = await h.signUp();
    const member = await h.createMember(identity.tenantId, { global: ['my-companies.read'] });
    expect((await member.client.post('/v1/my-companies', companyPayload())).status).toBe(403);
  });
});

describe('GET /v1/my-companies/lookup', () => {
  it('prefills from the registry', async () => {
    const { client } = await h.signUp();
    const response = await client.get(`/v1/my-companies/lookup?businessId=RO${CLUJ}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      businessId: `RO${CLUJ}`,
      vatPayer: true,
      address: { countryCode: 'RO', countyCode: 'RO-CJ' },
    });
    const iasi = await client.get(`/v1/my-companies/lookup?businessId=${IASI}`);
    expect(iasi.body.vatPayer).toBe(false);
  });

  it('answers 422 for a bad id, 404 when unknown and 503 when the registry fails', async () => {
    const { client } = await h.signUp();
    // Too short to be a CUI at all (a wrong check digit has its own code: company-lookup.api.test.ts).
    expect((await client.get('/v1/my-companies/lookup?businessId=1')).body.errors).toEqual({
      businessId: ['invalid'],
    });
    const unknown = await client.get(`/v1/my-companies/lookup?businessId=${SIMULATOR_UNREGISTERED_CUI}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('companies.errors.lookup-not-found');
    const down = await client.get(`/v1/my-companies/lookup?businessId=${SIMULATOR_FAILURE_CUIS.serverError}`);
    expect(down.status).toBe(503);
    expect(down.body.message).toBe('companies.errors.lookup-unavailable');
  });
});

describe('company details, update, logo and deletion', () => {
  it('reads and updates a company', async () => {
    const { client } = await h.signUp();
    const created = (await client.post('/v1/my-companies', companyPayload())).body;
    const updated = await client.put(`/v1/my-companies/${created.id}`, {
      ...companyPayload({ legalName: 'Carpați Soft SRL', vatPayer: false }),
      tos: undefined,
    });
    expect(updated.status).toBe(200);
    // The VAT status is kept: it changes only through PUT .../vat-status.
    expect(updated.body).toMatchObject({
      legalName: 'Carpați Soft SRL',
      vatPayer: true,
      vatCode: `RO${CLUJ}`,
    });
    expect((await client.get(`/v1/my-companies/${created.id}`)).body.legalName).toBe('Carpați Soft SRL');
  });

  it('takes a logo image of at most 1 MB within the size bounds, serves it and removes it', async () => {
    const { client } = await h.signUp();
    const company = (await client.post('/v1/my-companies', companyPayload())).body;
    const url = `/v1/my-companies/${company.id}/logo`;
    const upload = (bytes: Buffer, type = 'image/png') => {
      const { payload, headers } = multipartFile('file', 'logo.png', type, bytes);
      return client.request('POST', url, payload, { headers });
    };
    const ok = await upload(makePng(120, 60));
    expect(ok.status).toBe(200);
    expect(ok.body.logoUrl).toMatch(new RegExp(`^${url}\\?v=\\d+$`));
    const served = await client.get(ok.body.logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await upload(Buffer.from('not an image'))).body.errors).toEqual({ file: ['image'] });
    expect((await upload(makePng(16, 16))).body.errors).toEqual({ file: ['dimensions'] });
    expect((await upload(Buffer.alloc(1024 * 1024 + 10, 1))).body.errors).toEqual({ file: ['max:1024'] });
    const removed = await client.delete(url);
    expect(removed.body.logoUrl).toBeNull();
    expect((await client.get(url)).status).toBe(404);
  });

  it('refuses to delete the only company, then deletes one of two', async () => {
    const { client } = await h.signUp();
    const first = (await client.post('/v1/my-companies', companyPayload())).body;
    const refused = await client.delete(`/v1/my-companies/${first.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: 'companies.errors.delete-blocked',
      errors: { company: ['only-company'] },
    });
    const second = await client.post(
      '/v1/my-companies',
      companyPayload({
        businessId: IASI,
        legalName: 'Moldova Agro SRL',
        vatPayer: false,
        address: { countryCode: 'RO', countyCode: 'RO-IS', city: 'Iași', street: 'Str. Lăpușneanu 1' },
      }),
    );
    expect(second.status).toBe(201);
    expect((await client.delete(`/v1/my-companies/${second.body.id}`)).status).toBe(204);
    expect((await client.get(`/v1/my-companies/${second.body.id}`)).status).toBe(404);
  });

  it('hides other tenants’ companies (404) and needs the delete permission (403)', async () => {
    const owner = await h.signUp();
    const company = (await owner.client.post('/v1/my-companies', companyPayload())).body;
    const stranger = await h.signUp();
    expect((await stranger.client.get(`/v1/my-companies/${company.id}`)).status).toBe(404);
    expect((await stranger.client.put(`/v1/my-companies/${company.id}`, companyPayload())).status).toBe(404);
    const member = await h.createMember(owner.identity.tenantId, {
      global: ['my-companies.read', 'my-companies.write'],
    });
    expect((await member.client.delete(`/v1/my-companies/${company.id}`)).status).toBe(403);
  });
});
