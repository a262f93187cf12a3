import { SEED_COMPANIES } from '@app/anaf/company-lookup/vat-payer.simulator';
import { inspectPdf } from '@app/anaf/pdf/pdf-inspection.testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import { clientDocuments } from './client-invoices.tables';
import { addSeries } from './client-invoices.test-setup';

// A company in Bucharest's sector 1 bills a client in sector 6 and delivers to its depot in sector 3:
// each address keeps every field (the sector with it) in the document's copy, on screen and on paper.

let h: Harness;
let client: TestClient;
let base: string;
let partnerId: string;
let deliveryAddressId: string;
let seriesId: string;
let rate21: string;

const SELLER_ADDRESS = {
  countryCode: 'RO',
  city: 'București',
  district: 1,
  zipCode: '010011',
  street: 'Str. Academiei 14',
  additionalStreet: 'Bl. B, sc. 2',
  additionalAddress: 'Et. 3, ap. 12',
};
const BUYER_ADDRESS = {
  countryCode: 'RO',
  city: 'București',
  district: 6,
  zipCode: '060011',
  street: 'Bd. Iuliu Maniu 7',
  additionalStreet: 'Corp A',
  additionalAddress: 'Poarta 2',
};
const DEPOT_ADDRESS = {
  countryCode: 'RO',
  city: 'București',
  district: 3,
  zipCode: '030167',
  street: 'Str. Depozitului 3',
  additionalStreet: null,
  additionalAddress: 'Rampa 4',
};

/** The snapshot of an address as the document copies it: every field, under the document's names. */
const snapshotOf = (address: typeof SELLER_ADDRESS | typeof DEPOT_ADDRESS) => ({
  street: address.street,
  additionalStreet: address.additionalStreet,
  additionalAddress: address.additionalAddress,
  city: address.city,
  district: address.district,
  county: 'RO-B',
  postalCode: address.zipCode,
  country: 'RO',
});

beforeAll(async () => {
  h = await startHarness();
  const owner = await h.signUp();
  client = owner.client;
  const company = await client.post('/v1/my-companies', {
    businessId: String(SEED_COMPANIES.bucharestVatOnCollection.cui),
    legalName: 'Fabrica de Cercetare SRL',
    vatPayer: true,
    vatUponCollection: false,
    address: SELLER_ADDRESS,
    tos: true,
  });
  expect(company.status, JSON.stringify(company.body)).toBe(201);
  base = `/v1/my-companies/${company.body.id}`;
  const partner = await client.post(`${base}/partners`, {
    type: 'company',
    role: 'client',
    name: 'Depozitul Militari SRL',
    businessId: '18547290',
    vatPayer: true,
    address: BUYER_ADDRESS,
  });
  expect(partner.status, JSON.stringify(partner.body)).toBe(201);
  partnerId = partner.body.id;
  const depot = await client.post(`${base}/partners/${partnerId}/addresses`, {
    name: 'Depozit Titan',
    address: DEPOT_ADDRESS,
  });
  expect(depot.status, JSON.stringify(depot.body)).toBe(201);
  deliveryAddressId = depot.body.id;
  seriesId = await addSeries({ client, base }, 'client-invoice', 'BUC');
  const rates = await client.get(`${base}/vat-rates?perPage=100`);
  rate21 = (
    rates.body.items as { id: string; code: string; value: string | null; validTo: string | null }[]
  ).find((rate) => rate.code === 'S' && Number(rate.value) === 21 && rate.validTo === null)?.id as string;
});
afterAll(async () => {
  await h?.close();
});

const textOf = (pdf: Buffer) => inspectPdf(pdf).pages.flat().join(' ');

const body = (overrides: Record<string, unknown> = {}) => ({
  partnerId,
  documentSeriesId: seriesId,
  issueDate: '2026-11-02',
  dueDateType: '30-days',
  currency: 'RON',
  deliveryAddressId,
  lines: [
    {
      name: 'Role de bumbac',
      unitCode: 'H87',
      quantity: '12',
      price: '50',
      discountPercent: '10',
      vatRateId: rate21,
    },
    { name: 'Montaj', unitCode: 'HUR', quantity: '2', price: '100', vatRateId: rate21 },
  ],
  ...overrides,
});

describe('the parties a document copies', () => {
  it('keeps every address field, the sector included, for seller, buyer and delivery address', async () => {
    const created = await client.post(`${base}/client-invoices`, body());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const issued = await client.post(`${base}/client-invoices/${created.body.id}/publish`, {});
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const read = await client.get(`${base}/client-invoices/${created.body.id}`);
    expect(read.body.seller.address).toEqual(snapshotOf(SELLER_ADDRESS));
    expect(read.body.buyer.address).toEqual(snapshotOf(BUYER_ADDRESS));
    expect(read.body.buyer.deliveryAddress).toEqual({ name: 'Depozit Titan', ...snapshotOf(DEPOT_ADDRESS) });
    expect(read.body.seller.deliveryAddress ?? null).toBeNull();
  });

  it('prints the sectors and the delivery address, never "București, București"', async () => {
    const created = await client.post(`${base}/client-invoices`, body());
    const pdf = await client.get(`${base}/client-invoices/${created.body.id}/pdf`);
    expect(pdf.status).toBe(200);
    const text = textOf(pdf.raw);
    expect(text).toContain('010011, București, Sector 1');
    expect(text).toContain('060011, București, Sector 6');
    expect(text).toContain('Str. Academiei 14, Bl. B, sc. 2');
    expect(text).toContain('Et. 3, ap. 12');
    expect(text).toContain(
      'Adresa de livrare: Depozit Titan, Str. Depozitului 3, Rampa 4, 030167, București, Sector 3',
    );
    expect(text).not.toContain('București, București');
  });

  it('reads and prints a document copied before the sector was kept', async () => {
    const created = await client.post(`${base}/client-invoices`, body({ deliveryAddressId: null }));
    const id = created.body.id as string;
    const old = {
      ...created.body.seller,
      address: {
        street: 'Str. Academiei 14, Bl. B',
        city: 'București',
        county: 'RO-B',
        postalCode: null,
        country: 'RO',
      },
    };
    delete old.deliveryAddress;
    await h.ctx.database.db.update(clientDocuments).set({ seller: old }).where(eq(clientDocuments.id, id));
    const read = await client.get(`${base}/client-invoices/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.seller.address.street).toBe('Str. Academiei 14, Bl. B');
    const pdf = await client.get(`${base}/client-invoices/${id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(textOf(pdf.raw)).toContain('Str. Academiei 14, Bl. B');
  });
});

describe('discounts on paper', () => {
  it('prints a line discount under its line and the document discount with its kind and percent', async () => {
    const created = await client.post(
      `${base}/client-invoices`,
      body({ discountType: 'percent', discountValue: '5' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const text = textOf((await client.get(`${base}/client-invoices/${created.body.id}/pdf`)).raw);
    // 12 x 50,00 = 540,00 reads right only with the line's 10% said.
    expect(text).toContain('540,00');
    expect(text).toContain('Reducere 10% inclusă în valoare');
    // 5% of 540,00 + 200,00 = 37,00.
    expect(text).toContain('Reducere 5% la total');
    expect(text).toContain('-37,00');
  });

  it('names a fixed discount and a price reduction, in English too', async () => {
    const fixed = await client.post(
      `${base}/client-invoices`,
      body({ discountType: 'fixed', discountValue: '40', language: 'en-GB' }),
    );
    const fixedText = textOf((await client.get(`${base}/client-invoices/${fixed.body.id}/pdf`)).raw);
    expect(fixedText).toContain('Fixed discount on the total');
    expect(fixedText).toContain('Discount 10% included in the amount');
    expect(fixedText).toContain('-40.00');
    const reduced = await client.post(
      `${base}/client-invoices`,
      body({ discountType: 'price-reduction', discountValue: '5' }),
    );
    const reducedText = textOf((await client.get(`${base}/client-invoices/${reduced.body.id}/pdf`)).raw);
    expect(reducedText).toContain('Reducere de preț 5%, aplicată prețului fiecărei linii');
  });

  it('prints the unit symbols of the company', async () => {
    const created = await client.post(`${base}/client-invoices`, body());
    const text = textOf((await client.get(`${base}/client-invoices/${created.body.id}/pdf`)).raw);
    expect(text).toMatch(/\bbuc\b/);
    expect(text).toMatch(/\bh\b/);
    expect(text).not.toContain('HUR');
  });

  it('prints the units in the document language where the unit has a translation', async () => {
    const created = await client.post(`${base}/client-invoices`, body({ language: 'en-GB' }));
    const text = textOf((await client.get(`${base}/client-invoices/${created.body.id}/pdf`)).raw);
    expect(text).toMatch(/\bpc\b/);
    expect(text).not.toMatch(/\bbuc\b/);
  });
});
