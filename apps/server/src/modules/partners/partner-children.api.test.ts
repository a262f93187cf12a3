import { SEED_COMPANIES } from '@app/anaf/company-lookup/vat-payer.simulator';
import { CLUJ_ADDRESS } from '@app/domain/partners/partner.fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';

let h: Harness;
let owner: TestClient;
let tenantId: string;
let companyId: string;
let partnerUrl: string;

const cluj = CLUJ_ADDRESS;
const IBAN = 'RO49AAAA1B31007593840000';

async function newPartner(client: TestClient, company: string, name: string): Promise<string> {
  const response = await client.post(`/v1/my-companies/${company}/partners`, {
    type: 'person',
    role: 'client',
    name,
    vatPayer: false,
    address: cluj,
  });
  expect(response.status).toBe(201);
  return `/v1/my-companies/${company}/partners/${response.body.id}`;
}

beforeAll(async () => {
  h = await startHarness();
  const account = await h.signUp();
  owner = account.client;
  tenantId = account.identity.tenantId;
  const company = await owner.post('/v1/my-companies', {
    businessId: String(SEED_COMPANIES.clujVatPayer.cui),
    legalName: 'Someș Cod Software SRL',
    vatPayer: true,
    vatUponCollection: false,
    address: cluj,
    tos: true,
  });
  expect(company.status).toBe(201);
  companyId = company.body.id;
  partnerUrl = await newPartner(owner, companyId, 'Ion Popescu');
});
afterAll(async () => {
  await h?.close();
});

describe('partner addresses', () => {
  it('adds, lists, edits and deletes addresses under the address rules', async () => {
    const url = `${partnerUrl}/addresses`;
    const depot = await owner.post(url, {
      name: 'Depozit',
      address: { countryCode: 'RO', city: 'BUCUREȘTI', district: 6, street: 'Bd. Iuliu Maniu 7' },
    });
    expect(depot.status).toBe(201);
    expect(depot.body.address).toMatchObject({ countyCode: 'RO-B', district: 6 });
    const shop = await owner.post(url, { name: 'Magazin', address: { ...cluj, zipCode: '400114' } });
    expect(shop.status).toBe(201);
    const list = await owner.get(`${url}?sortBy=name&sortDir=desc`);
    expect(list.body).toMatchObject({ count: 2, items: [{ name: 'Magazin' }, { name: 'Depozit' }] });
    const edited = await owner.put(`${url}/${shop.body.id}`, { name: 'Magazin 2', address: cluj });
    expect(edited.body).toMatchObject({ name: 'Magazin 2', address: { zipCode: null } });
    expect((await owner.delete(`${url}/${shop.body.id}`)).status).toBe(204);
    expect((await owner.get(`${url}/${shop.body.id}`)).status).toBe(404);
  });

  it('answers 422 with the address rule codes', async () => {
    const url = `${partnerUrl}/addresses`;
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { address: { countryCode: 'RO', city: 'București', street: 'x' } },
        { 'address.district': ['required'] },
      ],
      [
        { address: { countryCode: 'RO', city: 'Sibiu', street: 'x', district: 2 } },
        { 'address.countyCode': ['required'], 'address.district': ['prohibited'] },
      ],
      [
        { name: 'x'.repeat(101), address: { ...cluj, city: 'x'.repeat(51), zipCode: '1'.repeat(21) } },
        { name: ['max:100'], 'address.city': ['max:50'], 'address.zipCode': ['max:20'] },
      ],
      [{ address: { countryCode: 'ZZ', city: 'x', street: 'y' } }, { 'address.countryCode': ['invalid'] }],
      [{}, { address: ['required'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await owner.post(url, body);
      expect({ status: response.status, errors: response.body.errors }).toEqual({ status: 422, errors });
    }
  });
});

describe('partner contacts', () => {
  it('adds, edits and deletes contacts and checks their fields', async () => {
    const url = `${partnerUrl}/contacts`;
    const created = await owner.post(url, {
      title: 'Dl.',
      firstName: 'Andrei',
      lastName: 'Mureșan',
      email: 'andrei@example.ro',
      phoneNumber: '0722 123 456',
      position: 'Contabil',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ firstName: 'Andrei', phoneNumber: '0722123456', phoneFax: null });
    const edited = await owner.put(`${url}/${created.body.id}`, { firstName: 'Andreea' });
    expect(edited.body).toMatchObject({ firstName: 'Andreea', lastName: null, email: null });
    const bad = await owner.post(url, { firstName: '', email: 'x@', mobilePhoneNumber: '1234567890123' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      firstName: ['required'],
      email: ['email'],
      mobilePhoneNumber: ['max:12'],
    });
    const list = await owner.get(`${url}?search=andreea`);
    expect(list.body.count).toBe(1);
    expect((await owner.delete(`${url}/${created.body.id}`)).status).toBe(204);
  });
});

describe('partner bank accounts', () => {
  it('adds accounts with a valid IBAN, once per partner', async () => {
    const url = `${partnerUrl}/bank-accounts`;
    const created = await owner.post(url, {
      bankName: 'Banca Transilvania',
      currency: 'ron',
      iban: IBAN.toLowerCase(),
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: created.body.id,
      bankName: 'Banca Transilvania',
      currency: 'RON',
      iban: IBAN,
    });
    const again = await owner.post(url, { bankName: 'BT', currency: 'EUR', iban: IBAN });
    expect(again.body.errors).toEqual({ iban: ['unique'] });
    // Editing the account itself keeps its IBAN.
    expect(
      (await owner.put(`${url}/${created.body.id}`, { bankName: 'BT', currency: 'EUR', iban: IBAN })).status,
    ).toBe(200);
    // Another partner may hold the same IBAN (a shared account of a group, say).
    const other = await newPartner(owner, companyId, 'Maria Pop');
    expect(
      (await owner.post(`${other}/bank-accounts`, { bankName: 'BT', currency: 'RON', iban: IBAN })).status,
    ).toBe(201);
  });

  it('answers 422 for a bad IBAN, currency or bank', async () => {
    const url = `${partnerUrl}/bank-accounts`;
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { bankName: '', currency: '', iban: '' },
        { bankName: ['required'], currency: ['required'], iban: ['required'] },
      ],
      [
        { bankName: 'BT', currency: 'LEI1', iban: 'RO49AAAA1B31007593840001' },
        { currency: ['invalid'], iban: ['iban.checksum'] },
      ],
      [{ bankName: 'BT', currency: 'RON', iban: 'RO49AAAA' }, { iban: ['min:15'] }],
      [{ bankName: 'x'.repeat(101), currency: 'RON', iban: IBAN }, { bankName: ['max:100'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await owner.post(url, body);
      expect({ status: response.status, errors: response.body.errors }).toEqual({ status: 422, errors });
    }
  });
});

describe('scope of the sub-resources', () => {
  it('answers 404 under a partner of another tenant, another company or a missing one', async () => {
    const stranger = await h.signUp();
    const strangerCompany = await stranger.client.post('/v1/my-companies', {
      businessId: String(SEED_COMPANIES.iasiNonVatPayer.cui),
      legalName: 'Atelier Copou SRL',
      vatPayer: false,
      vatUponCollection: false,
      address: cluj,
      tos: true,
    });
    const strangerPartner = await newPartner(stranger.client, strangerCompany.body.id, 'Străin');
    const strangerPartnerId = strangerPartner.split('/').at(-1);
    const underOurs = `/v1/my-companies/${companyId}/partners/${strangerPartnerId}`;
    const validBodies: Record<string, unknown> = {
      addresses: { address: cluj },
      contacts: { firstName: 'Ana' },
      'bank-accounts': { bankName: 'BT', currency: 'RON', iban: IBAN },
    };
    for (const [section, body] of Object.entries(validBodies)) {
      expect((await owner.get(`${underOurs}/${section}`)).status).toBe(404);
      expect((await owner.post(`${underOurs}/${section}`, body)).status).toBe(404);
      expect((await owner.get(`/v1/my-companies/${companyId}/partners/nope/${section}`)).status).toBe(404);
      expect((await owner.get(`${strangerPartner}/${section}`)).status).toBe(404);
    }
    // A child of our partner is not reachable through another partner of ours.
    const contact = await owner.post(`${partnerUrl}/contacts`, { firstName: 'Ana' });
    const sibling = await newPartner(owner, companyId, 'Vasile Pop');
    expect((await owner.get(`${sibling}/contacts/${contact.body.id}`)).status).toBe(404);
    expect((await owner.delete(`${sibling}/contacts/${contact.body.id}`)).status).toBe(404);
  });

  it('follows the partners permissions and goes with its partner', async () => {
    const reader = await h.createMember(tenantId, { company: { [companyId]: ['partners.read'] } });
    expect((await reader.client.get(`${partnerUrl}/contacts`)).status).toBe(200);
    expect((await reader.client.post(`${partnerUrl}/contacts`, { firstName: 'X' })).status).toBe(403);
    const doomed = await newPartner(owner, companyId, 'Temporar');
    await owner.post(`${doomed}/contacts`, { firstName: 'Ana' });
    expect((await owner.delete(doomed)).status).toBe(204);
    expect((await owner.get(`${doomed}/contacts`)).status).toBe(404);
  });
});
