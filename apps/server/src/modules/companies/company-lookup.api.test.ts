import { randomInt } from 'node:crypto';
import { SEED_COMPANIES, SIMULATOR_UNREGISTERED_CUI } from '@app/anaf/company-lookup/vat-payer.simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';

const WEIGHTS = [7, 5, 3, 2, 1, 7, 5, 3, 2];
/** A random CUI with a valid check digit (8 digits, like most companies registered since 1990). */
function randomValidCui(): string {
  const body = String(randomInt(1_000_000, 9_999_999));
  const padded = body.padStart(9, '0');
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(padded[i]) * (WEIGHTS[i] as number);
  return `${body}${((sum * 10) % 11) % 10}`;
}
/** The same CUI with its check digit changed (a typo). */
const wrongCheckDigit = (cui: string) => `${cui.slice(0, -1)}${(Number(cui.at(-1)) + 1) % 10}`;

let h: Harness;
let client: TestClient;

beforeAll(async () => {
  h = await startHarness();
  client = (await h.signUp()).client;
});
afterAll(async () => {
  await h?.close();
});

describe('company lookup on the development simulator', () => {
  it('finds any CUI with a valid check digit, with the same made-up data every time, flagged as simulated', async () => {
    const cui = randomValidCui();
    const first = await client.get(`/v1/my-companies/lookup?businessId=${cui}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      businessId: expect.stringMatching(new RegExp(`^(RO)?${cui}$`)),
      legalName: expect.stringMatching(/ (SRL|SA)$/),
      secondaryBusinessId: expect.stringMatching(/^J\d{2}\/\d+\/\d{4}$/),
      inactive: false,
      simulated: true,
      address: {
        countryCode: 'RO',
        countyCode: expect.stringMatching(/^RO-[A-Z]{1,2}$/),
        city: expect.any(String),
        zipCode: expect.stringMatching(/^\d{6}$/),
      },
    });
    const again = await client.get(`/v1/my-companies/lookup?businessId=RO${cui}`);
    expect(again.body).toEqual(first.body);
  });

  it('keeps the fixed companies of the simulator and its not-found CUI', async () => {
    const cluj = await client.get(`/v1/my-companies/lookup?businessId=${SEED_COMPANIES.clujVatPayer.cui}`);
    expect(cluj.body).toMatchObject({ legalName: 'SOMEȘ COD SOFTWARE SRL', simulated: true });
    const unknown = await client.get(`/v1/my-companies/lookup?businessId=${SIMULATOR_UNREGISTERED_CUI}`);
    expect(unknown.status).toBe(404);
  });

  it('refuses a CUI whose check digit is wrong, before asking the registry', async () => {
    const refused = await client.get(
      `/v1/my-companies/lookup?businessId=${wrongCheckDigit(randomValidCui())}`,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ businessId: ['cui.check-digit'] });
  });

  it('saves a company with a random valid CUI filled from the lookup', async () => {
    const cui = randomValidCui();
    const found = (await client.get(`/v1/my-companies/lookup?businessId=${cui}`)).body;
    const created = await client.post('/v1/my-companies', {
      businessId: found.businessId,
      legalName: found.legalName,
      secondaryBusinessId: found.secondaryBusinessId,
      vatPayer: found.vatPayer,
      vatUponCollection: found.vatUponCollection,
      address: {
        countryCode: 'RO',
        countyCode: found.address.countyCode,
        city: found.address.city,
        district: found.address.district,
        street: found.address.street,
        zipCode: found.address.zipCode,
      },
      tos: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ businessId: cui, legalName: found.legalName });
    const refused = await client.post('/v1/my-companies', {
      businessId: wrongCheckDigit(cui),
      legalName: 'Altă Firmă SRL',
      vatPayer: false,
      vatUponCollection: false,
      address: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', street: 'Str. Horea 1' },
      tos: true,
    });
    expect(refused.body.errors).toEqual({ businessId: ['cui.check-digit'] });
  });
});
