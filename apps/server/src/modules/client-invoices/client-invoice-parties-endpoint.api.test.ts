import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { type InvoicingCompany, invoiceBody, invoicingCompany } from './client-invoices.test-setup';

// The parties endpoint answers the seller and buyer a document would copy now, exactly as saving one
// copies them, so the invoice form checks the e-invoice rules on what the server will check.

let h: Harness;
let c: InvoicingCompany;
let accountIds: string[];
let depotId: string;
const NOBODY = '0d9f2c4e-6b1a-4c3e-9f70-5a8b2d1e6c34';

beforeAll(async () => {
  h = await startHarness();
  c = await invoicingCompany(h);
  accountIds = [];
  for (const [iban, currency] of [
    ['RO49AAAA1B31007593840000', 'RON'],
    ['RO66BACX0000001234567890', 'EUR'],
  ]) {
    const account = await c.client.post(`${c.base}/bank-accounts`, { bankName: 'Banca', currency, iban });
    expect(account.status, JSON.stringify(account.body)).toBe(201);
    accountIds.push(account.body.id);
  }
  const depot = await c.client.post(`${c.base}/partners/${c.partnerId}/addresses`, {
    name: 'Depozit Titan',
    address: {
      countryCode: 'RO',
      city: 'București',
      district: 3,
      zipCode: '030167',
      street: 'Str. Depozitului 3',
    },
  });
  expect(depot.status, JSON.stringify(depot.body)).toBe(201);
  depotId = depot.body.id;
});
afterAll(async () => {
  await h?.close();
});

const parties = (query: string) => c.client.get(`${c.base}/client-invoices/parties?${query}`);

describe('the parties a document would copy', () => {
  it('answers the seller and buyer a saved draft copies, delivery address and chosen account included', async () => {
    const answer = await parties(
      `partnerId=${c.partnerId}&deliveryAddressId=${depotId}&companyBankAccountIds=${accountIds[1]}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const draft = await c.client.post(
      `${c.base}/client-invoices`,
      invoiceBody(c, { deliveryAddressId: depotId, companyBankAccountIds: [accountIds[1]] }),
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(answer.body).toEqual({ seller: draft.body.seller, buyer: draft.body.buyer });
    expect(answer.body.seller.bankAccounts.map((a: { iban: string }) => a.iban)).toEqual([
      'RO66BACX0000001234567890',
    ]);
    expect(answer.body.buyer.deliveryAddress).toMatchObject({
      name: 'Depozit Titan',
      district: 3,
      county: 'RO-B',
    });
  });

  it('lists every account of the seller when none is chosen; ids come repeated or comma-separated', async () => {
    const all = await parties(`partnerId=${c.partnerId}`);
    expect(all.status).toBe(200);
    expect(all.body.seller.bankAccounts).toHaveLength(2);
    expect(all.body.buyer.deliveryAddress).toBeNull();
    const repeated = await parties(
      `partnerId=${c.partnerId}&companyBankAccountIds=${accountIds[0]}&companyBankAccountIds=${accountIds[1]}`,
    );
    const commas = await parties(`partnerId=${c.partnerId}&companyBankAccountIds=${accountIds.join(',')}`);
    expect(repeated.body).toEqual(all.body);
    expect(commas.body).toEqual(all.body);
  });

  it('gives a natural person with the CNP', async () => {
    const answer = await parties(`partnerId=${c.personId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.buyer).toMatchObject({
      name: 'Ion Popescu',
      personId: '1800101221144',
      businessId: null,
    });
  });

  it('refuses unknown, foreign and malformed ids on their fields', async () => {
    const missing = await parties('');
    expect(missing.status).toBe(422);
    expect(missing.body.errors.partnerId).toBeDefined();
    expect((await parties('partnerId=nope')).body.errors).toEqual({ partnerId: ['invalid'] });
    expect((await parties(`partnerId=${NOBODY}`)).body.errors).toEqual({ partnerId: ['exists'] });
    const address = await parties(`partnerId=${c.personId}&deliveryAddressId=${depotId}`);
    expect(address.status).toBe(422);
    expect(address.body.errors).toEqual({ deliveryAddressId: ['exists'] });
    const account = await parties(
      `partnerId=${c.partnerId}&companyBankAccountIds=${accountIds[0]},${NOBODY}`,
    );
    expect(account.status).toBe(422);
    expect(account.body.errors).toEqual({ 'companyBankAccountIds.1': ['exists'] });
  });

  it('refuses a supplier, as saving a document does', async () => {
    const supplier = await c.client.post(`${c.base}/partners`, {
      type: 'company',
      role: 'supplier',
      name: 'Furnizor SRL',
      businessId: '14399840',
      vatPayer: true,
      address: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', street: 'Str. Fabricii 1' },
    });
    expect(supplier.status, JSON.stringify(supplier.body)).toBe(201);
    expect((await parties(`partnerId=${supplier.body.id}`)).body.errors).toEqual({ partnerId: ['invalid'] });
  });

  it('is declared in the OpenAPI document with its query', async () => {
    const document = (await c.client.get('/v1/openapi.json')).body;
    const operation = document.paths['/v1/my-companies/{companyId}/client-invoices/parties'].get;
    const names = operation.parameters
      .filter((p: { in: string }) => p.in === 'query')
      .map((p: { name: string }) => p.name);
    expect(names).toEqual(['partnerId', 'deliveryAddressId', 'companyBankAccountIds']);
    expect(document.paths['/v1/my-companies/{companyId}/client-invoices/{id}/xml'].get).toBeDefined();
  });

  it('is not given for another account’s company', async () => {
    const stranger = (await h.signUp()).client;
    expect((await stranger.get(`${c.base}/client-invoices/parties?partnerId=${c.partnerId}`)).status).toBe(
      404,
    );
  });
});
