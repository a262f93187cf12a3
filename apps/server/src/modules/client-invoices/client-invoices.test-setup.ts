import { sampleCompanyPartner, samplePersonPartner } from '@app/domain/partners/partner.fixtures';
import { addCompany, removeDefaultSeries, type SeedCompany } from '../../testing/company-fixture';
import type { Harness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';

export type InvoicingCompany = {
  client: TestClient;
  companyId: string;
  base: string;
  /** The company's seeded VAT rates by label: '21', '11', 'Z', 'E', 'AE', 'K', 'G', 'O'. */
  rates: Record<string, string>;
  /** A client that pays VAT, and a natural person. */
  partnerId: string;
  personId: string;
  invoiceSeriesId: string;
  proformaSeriesId: string;
};

let seriesDay = 0;

/** A series of a type with its own start date (series of one type need distinct start dates). */
export async function addSeries(
  company: Pick<InvoicingCompany, 'client' | 'base'>,
  type: string,
  prefix: string,
) {
  const start = new Date(Date.UTC(2020, 0, 1 + seriesDay++)).toISOString().slice(0, 10);
  const created = await company.client.post(`${company.base}/document-series`, {
    type,
    prefix,
    startDate: start,
    startIndex: '0001',
  });
  if (created.status !== 201) throw new Error(`series not created: ${JSON.stringify(created.body)}`);
  return created.body.id as string;
}

/** A signed-up owner's company with its seeded catalogues, two clients and a series of each kind. */
export async function invoicingCompany(
  h: Harness,
  seed: SeedCompany = 'clujVatPayer',
  vatPayer = true,
): Promise<InvoicingCompany> {
  const owner = await h.signUp();
  const companyId = await addCompany(owner.client, seed, vatPayer);
  await removeDefaultSeries(owner.client, companyId);
  const base = `/v1/my-companies/${companyId}`;
  const client = owner.client;
  const rateList = await client.get(`${base}/vat-rates?perPage=100`);
  const rates: Record<string, string> = {};
  for (const rate of rateList.body.items as {
    id: string;
    code: string;
    value: string | null;
    validTo: string | null;
  }[]) {
    if (rate.validTo !== null) continue;
    rates[rate.code === 'S' ? String(Number(rate.value)) : rate.code] = rate.id;
  }
  const partner = await client.post(`${base}/partners`, sampleCompanyPartner());
  const person = await client.post(`${base}/partners`, samplePersonPartner());
  if (partner.status !== 201 || person.status !== 201) throw new Error('partners not created');
  const company = { client, companyId, base };
  return {
    ...company,
    rates,
    partnerId: partner.body.id,
    personId: person.body.id,
    invoiceSeriesId: await addSeries(company, 'client-invoice', `F${seriesDay}`),
    proformaSeriesId: await addSeries(company, 'client-proforma-invoice', `P${seriesDay}`),
  };
}

export const line = (company: InvoicingCompany, overrides: Record<string, unknown> = {}) => ({
  name: 'Servicii de dezvoltare',
  unitCode: 'H87',
  quantity: '1',
  price: '100',
  vatRateId: company.rates['21'],
  ...overrides,
});

/** A valid invoice body: one line of 3 x 100.00 at 21%. */
export const invoiceBody = (company: InvoicingCompany, overrides: Record<string, unknown> = {}) => ({
  partnerId: company.partnerId,
  documentSeriesId: company.invoiceSeriesId,
  issueDate: '2026-11-02',
  dueDateType: '30-days',
  currency: 'RON',
  lines: [line(company, { quantity: '3' })],
  ...overrides,
});

/** Creates a draft invoice and, unless told otherwise, issues it. */
export async function issuedInvoice(
  company: InvoicingCompany,
  overrides: Record<string, unknown> = {},
  publish = true,
) {
  const created = await company.client.post(
    `${company.base}/client-invoices`,
    invoiceBody(company, overrides),
  );
  if (created.status !== 201) throw new Error(`invoice not created: ${JSON.stringify(created.body)}`);
  if (!publish) return created.body;
  const published = await company.client.post(
    `${company.base}/client-invoices/${created.body.id}/publish`,
    {},
  );
  if (published.status !== 200) throw new Error(`invoice not issued: ${JSON.stringify(published.body)}`);
  return published.body;
}
