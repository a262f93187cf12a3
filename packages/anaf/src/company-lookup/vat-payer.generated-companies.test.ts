import { isValidCui } from '@app/domain/validators/cui';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVatPayerClient } from './vat-payer.client';
import { generatedCompany } from './vat-payer.generated-companies';
import { mapVatPayerEntry } from './vat-payer.mapper';
import { toVatPayerFoundEntry } from './vat-payer.simulated-records';
import {
  SEED_COMPANIES,
  SIMULATOR_FAILURE_CUIS,
  SIMULATOR_UNREGISTERED_CUI,
  startVatPayerSimulator,
  type VatPayerSimulator,
} from './vat-payer.simulator';

const WEIGHTS = [7, 5, 3, 2, 1, 7, 5, 3, 2];
/** A CUI body (1-9 digits, no leading zero) with its check digit appended. */
function withCheckDigit(body: number): number {
  const digits = String(body).padStart(9, '0');
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * (WEIGHTS[i] as number);
  return body * 10 + (((sum * 10) % 11) % 10);
}
const validCui = fc.integer({ min: 1, max: 999_999_999 }).map(withCheckDigit);

describe('made-up registry records', () => {
  it('give every valid CUI a Romanian company, the same one every time', () => {
    fc.assert(
      fc.property(validCui, (cui) => {
        expect(isValidCui(String(cui))).toBe(true);
        const company = generatedCompany(cui);
        expect(generatedCompany(cui)).toEqual(company);
        const found = mapVatPayerEntry(toVatPayerFoundEntry(company, '2026-11-25'));
        expect(found.legalName).toMatch(/^[A-ZĂÂÎȘȚ]+ [A-Z]+ (SRL|SA)$/);
        expect(found.businessId).toBe(found.vatPayer ? `RO${cui}` : String(cui));
        expect(found.address.countyCode).toMatch(/^RO-[A-Z]{1,2}$/);
        expect(found.address.city.length).toBeGreaterThan(2);
        expect(found.address.city).not.toMatch(/Mun\.|Oraș|[şţ]/);
        expect(found.address.street).toMatch(/ nr\. \d+$/);
        expect(found.address.zipCode).toMatch(/^\d{6}$/);
        expect(found.secondaryBusinessId).toMatch(/^J\d{2}\/\d+\/\d{4}$/);
        expect(found.inactive).toBe(false);
        if (found.address.countyCode === 'RO-B') {
          expect(found.address.district).toBeGreaterThanOrEqual(1);
          expect(found.address.zipCode?.slice(0, 2)).toBe(`0${found.address.district}`);
          expect(found.secondaryBusinessId).toMatch(/^J40\//);
        } else expect(found.address.district).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('spread over the counties, with both VAT payers and non-payers', () => {
    const companies = Array.from({ length: 400 }, (_, i) =>
      generatedCompany(withCheckDigit(3_000_000 + i * 7919)),
    );
    expect(new Set(companies.map((c) => c.address.countyAuto)).size).toBeGreaterThan(30);
    expect(new Set(companies.map((c) => c.name)).size).toBeGreaterThan(300);
    const payers = companies.filter((c) => c.vatPayer).length;
    expect(payers).toBeGreaterThan(200);
    expect(payers).toBeLessThan(360);
  });
});

describe('the simulator with made-up records', () => {
  let simulator: VatPayerSimulator;
  beforeAll(async () => {
    simulator = await startVatPayerSimulator();
  });
  afterAll(async () => {
    await simulator.close();
  });

  it('finds any valid CUI, keeps the fixed companies, and not the reserved not-found CUI', async () => {
    const client = createVatPayerClient({ baseUrl: simulator.url });
    const made = await client.lookup('RO 14399840', '2026-11-25');
    expect(made).toMatchObject({ legalName: expect.stringMatching(/ (SRL|SA)$/), inactive: false });
    expect(await client.lookup('14399840', '2026-11-26')).toEqual(made);
    expect((await client.lookup(String(SEED_COMPANIES.clujVatPayer.cui)))?.legalName).toBe(
      'SOMEȘ COD SOFTWARE SRL',
    );
    expect(await client.lookup(String(SIMULATOR_UNREGISTERED_CUI))).toBeNull();
    await expect(client.lookup(String(SIMULATOR_FAILURE_CUIS.serverError))).rejects.toThrow();
  });
});
