import { SEED_COMPANIES } from '@app/anaf/company-lookup/vat-payer.simulator';
import type { Harness } from './harness';
import type { TestClient } from './test-client';

/** A registry company the test account can add (the lookup knows it), keyed by the simulator's names. */
export type SeedCompany = keyof typeof SEED_COMPANIES;

/** Adds a company to the signed-in account (in Cluj, terms accepted) and returns its id. */
export async function createCompany(
  client: TestClient,
  company: { businessId: string; legalName: string; vatPayer: boolean },
): Promise<string> {
  const created = await client.post('/v1/my-companies', {
    ...company,
    vatUponCollection: false,
    address: {
      countryCode: 'RO',
      countyCode: 'RO-CJ',
      city: 'Cluj-Napoca',
      street: 'Str. Memorandumului 28',
    },
    tos: true,
  });
  if (created.status !== 201) throw new Error(`company not created: ${JSON.stringify(created.body)}`);
  return created.body.id as string;
}

/** Adds one of the simulator's companies to the signed-in account and returns its id. */
export async function addCompany(client: TestClient, seed: SeedCompany, vatPayer = true): Promise<string> {
  const company = SEED_COMPANIES[seed];
  return createCompany(client, { businessId: String(company.cui), legalName: company.name, vatPayer });
}

/**
 * A signed-up owner with one company, and a stranger (another account with its own company) whose
 * ids must stay invisible to the owner: what every catalogue test starts from.
 */
export async function ownerAndStranger(
  h: Harness,
  /** A seed company, or how to add the owner's company (one of a CUI of its own, say). */
  company: SeedCompany | ((client: TestClient) => Promise<string>) = 'clujVatPayer',
) {
  const owner = await h.signUp();
  const companyId =
    typeof company === 'function' ? await company(owner.client) : await addCompany(owner.client, company);
  const stranger = await h.signUp();
  const strangerCompanyId = await addCompany(stranger.client, 'iasiNonVatPayer');
  return {
    owner: owner.client,
    tenantId: owner.identity.tenantId,
    companyId,
    base: `/v1/my-companies/${companyId}`,
    stranger: stranger.client,
    strangerCompanyId,
    strangerBase: `/v1/my-companies/${strangerCompanyId}`,
  };
}

/**
 * Deletes the series a new company starts with (invoices, proformas, receipts), for suites that
 * number in series of their own and expect them to be the only ones (the series in force on a day
 * is the one with the latest start, and the defaults start on the day the company was created).
 */
export async function removeDefaultSeries(client: TestClient, companyId: string): Promise<void> {
  const base = `/v1/my-companies/${companyId}/document-series`;
  const listed = await client.get(`${base}?perPage=100`);
  for (const series of listed.body.items as { id: string }[]) {
    const deleted = await client.delete(`${base}/${series.id}`);
    if (deleted.status !== 204) throw new Error(`series not deleted: ${JSON.stringify(deleted.body)}`);
  }
}
