import { SEED_COMPANIES } from '@app/anaf/company-lookup/vat-payer.simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';

let h: Harness;
let owner: TestClient;
let tenantId: string;
let base: string;

beforeAll(async () => {
  h = await startHarness();
  const account = await h.signUp();
  owner = account.client;
  tenantId = account.identity.tenantId;
  const company = await owner.post('/v1/my-companies', {
    businessId: String(SEED_COMPANIES.bucharestSector3.cui),
    legalName: 'Dâmbovița Trade SRL',
    vatPayer: true,
    vatUponCollection: false,
    address: { countryCode: 'RO', city: 'București', district: 3, street: 'Calea Victoriei 10' },
    tos: true,
  });
  expect(company.status).toBe(201);
  base = `/v1/my-companies/${company.body.id}`;
});
afterAll(async () => {
  await h?.close();
});

describe('company addresses', () => {
  it('adds an address in Bucharest (sector) and one outside it (county), lists and edits them', async () => {
    const sector = await owner.post(`${base}/addresses`, {
      name: 'Depozit',
      address: { countryCode: 'RO', city: 'Bucuresti', district: 6, street: 'Bd. Iuliu Maniu 7' },
    });
    expect(sector.status).toBe(201);
    expect(sector.body.address).toMatchObject({ countyCode: 'RO-B', district: 6 });
    const county = await owner.post(`${base}/addresses`, {
      name: 'Punct de lucru Brașov',
      address: {
        countryCode: 'RO',
        countyCode: 'RO-BV',
        city: 'Brașov',
        street: 'Str. Republicii 2',
        zipCode: '500030',
      },
    });
    expect(county.status).toBe(201);
    const list = await owner.get(`${base}/addresses?sortBy=name&sortDir=desc`);
    expect(list.body.count).toBe(2);
    expect(list.body.items.map((a: { name: string }) => a.name)).toEqual([
      'Punct de lucru Brașov',
      'Depozit',
    ]);
    const edited = await owner.put(`${base}/addresses/${county.body.id}`, {
      name: 'Punct de lucru Brașov 2',
      address: { countryCode: 'RO', countyCode: 'RO-BV', city: 'Brașov', street: 'Str. Republicii 3' },
    });
    expect(edited.body.address.street).toBe('Str. Republicii 3');
    expect((await owner.delete(`${base}/addresses/${county.body.id}`)).status).toBe(204);
    expect((await owner.get(`${base}/addresses/${county.body.id}`)).status).toBe(404);
  });

  it('applies the address rules', async () => {
    const noSector = await owner.post(`${base}/addresses`, {
      address: { countryCode: 'RO', city: 'BUCUREȘTI', street: 'x' },
    });
    expect(noSector.body.errors).toEqual({ 'address.district': ['required'] });
    const noCounty = await owner.post(`${base}/addresses`, {
      address: { countryCode: 'RO', city: 'Sibiu', street: 'x', district: 2 },
    });
    expect(noCounty.body.errors).toEqual({
      'address.countyCode': ['required'],
      'address.district': ['prohibited'],
    });
    const missing = await owner.post(`${base}/addresses`, {});
    expect(missing.body.errors).toEqual({ address: ['required'] });
  });
});

describe('company contacts', () => {
  it('creates, validates and searches contacts', async () => {
    const created = await owner.post(`${base}/contacts`, {
      firstName: 'Elena',
      lastName: 'Munteanu',
      email: 'elena@example.ro',
      mobilePhoneNumber: '+40722123456',
      position: 'Contabil',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ firstName: 'Elena', title: null, phoneFax: null });
    const invalid = await owner.post(`${base}/contacts`, { firstName: '', email: 'x@', phoneNumber: '12' });
    expect(invalid.body.errors).toEqual({
      firstName: ['required'],
      email: ['email'],
      phoneNumber: ['min:10'],
    });
    const found = await owner.get(`${base}/contacts?search=munte`);
    expect(found.body.items).toHaveLength(1);
  });
});

describe('company bank accounts', () => {
  it('checks the IBAN and keeps it unique within the company', async () => {
    const account = {
      bankName: 'Banca Transilvania',
      currency: 'ron',
      iban: 'RO49 AAAA 1B31 0075 9384 0000',
      name: 'Principal',
    };
    const created = await owner.post(`${base}/bank-accounts`, account);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ iban: 'RO49AAAA1B31007593840000', currency: 'RON' });
    expect((await owner.post(`${base}/bank-accounts`, account)).body.errors).toEqual({ iban: ['unique'] });
    expect(
      (await owner.put(`${base}/bank-accounts/${created.body.id}`, { ...account, name: 'Cont curent' }))
        .status,
    ).toBe(200);
    const invalid = await owner.post(`${base}/bank-accounts`, {
      bankName: '',
      currency: 'LEI1',
      iban: 'RO49AAAA1B31007593840001',
    });
    expect(invalid.body.errors).toEqual({
      bankName: ['required'],
      currency: ['invalid'],
      iban: ['iban.checksum'],
    });
  });
});

describe('scoping', () => {
  it('answers 404 for another tenant’s company or row, and 403 without the permission', async () => {
    const contact = await owner.post(`${base}/contacts`, { firstName: 'Ion' });
    const stranger = await h.signUp();
    expect((await stranger.client.get(`${base}/contacts`)).status).toBe(404);
    expect((await stranger.client.post(`${base}/contacts`, { firstName: 'X' })).status).toBe(404);
    expect((await owner.get(`${base}/contacts/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
    expect((await owner.get(`${base}/contacts/not-an-id`)).status).toBe(404);
    const reader = await h.createMember(tenantId, { global: ['my-companies.read'] });
    expect((await reader.client.get(`${base}/contacts/${contact.body.id}`)).status).toBe(200);
    expect((await reader.client.post(`${base}/contacts`, { firstName: 'Y' })).status).toBe(403);
    expect((await reader.client.delete(`${base}/contacts/${contact.body.id}`)).status).toBe(403);
  });
});
