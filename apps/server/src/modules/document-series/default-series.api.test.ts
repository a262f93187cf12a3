import { sampleCompanyPartner } from '@app/domain/partners/partner.fixtures';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';

let h: Harness;
let owner: TestClient;
let base: string;

beforeAll(async () => {
  h = await startHarness();
  owner = (await h.signUp()).client;
  base = `/v1/my-companies/${await addCompany(owner, 'clujVatPayer')}`;
});
afterAll(async () => {
  await h?.close();
});

type Series = { id: string; type: string; prefix: string; startDate: string; nextNumber: string };
const seriesOf = async (at: string): Promise<Series[]> =>
  (await owner.get(`${at}/document-series?sortBy=type&sortDir=asc`)).body.items;

describe('a new company', () => {
  it('has a series for invoices, proformas and receipts, from the day it was created', async () => {
    const today = todayInRomania();
    expect(
      (await seriesOf(base)).map(({ type, prefix, startDate, nextNumber }) => ({
        type,
        prefix,
        startDate,
        nextNumber,
      })),
    ).toEqual([
      { type: 'client-invoice', prefix: 'FACT', startDate: today, nextNumber: 'FACT0001' },
      { type: 'client-proforma-invoice', prefix: 'PROF', startDate: today, nextNumber: 'PROF0001' },
      { type: 'client-receipt', prefix: 'CHIT', startDate: today, nextNumber: 'CHIT0001' },
    ]);
  });

  it('issues its first invoice at once, numbered in the default series', async () => {
    const invoiceSeries = (await seriesOf(base)).find((series) => series.type === 'client-invoice');
    const rates = (await owner.get(`${base}/vat-rates?perPage=100`)).body.items as {
      id: string;
      code: string;
      value: string | null;
      validTo: string | null;
    }[];
    const standard = rates.find(
      (rate) => rate.code === 'S' && rate.validTo === null && Number(rate.value) === 21,
    );
    const partner = await owner.post(`${base}/partners`, sampleCompanyPartner());
    const draft = await owner.post(`${base}/client-invoices`, {
      partnerId: partner.body.id,
      documentSeriesId: invoiceSeries?.id,
      issueDate: todayInRomania(),
      dueDateType: '30-days',
      currency: 'RON',
      lines: [{ name: 'Consultanță', unitCode: 'H87', quantity: '2', price: '100', vatRateId: standard?.id }],
    });
    expect(draft.status).toBe(201);
    const issued = await owner.post(`${base}/client-invoices/${draft.body.id}/publish`, {});
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({
      status: 'published',
      seriesNumber: 'FACT0001',
    });
    expect(issued.body.totals.grossTotal).toBe('242.00');
    expect(issued.body.warnings ?? []).not.toContain('series-starts-after-issue-date');
  });

  it('can rename and re-date its defaults like any series, and add a series with a prefix of its own', async () => {
    const proforma = (await seriesOf(base)).find((series) => series.type === 'client-proforma-invoice');
    const renamed = await owner.put(`${base}/document-series/${proforma?.id}`, {
      type: 'client-proforma-invoice',
      prefix: 'PF',
      suffix: null,
      startDate: '2026-01-01',
      startIndex: '100',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ prefix: 'PF', nextNumber: 'PF100' });
    // The defaults hold a prefix and a start date; another series only needs a different one.
    const taken = await owner.post(`${base}/document-series`, {
      type: 'client-invoice',
      prefix: 'FACT',
      startDate: '2025-01-01',
      startIndex: '0001',
    });
    expect(taken.body.errors).toEqual({ prefix: ['unique'] });
    const added = await owner.post(`${base}/document-series`, {
      type: 'client-invoice',
      prefix: 'FX',
      startDate: '2025-01-01',
      startIndex: '0001',
    });
    expect(added.status).toBe(201);
  });

  it('can be deleted while its defaults have numbered nothing, not once a series of its own exists', async () => {
    const spare = `/v1/my-companies/${await addCompany(owner, 'iasiNonVatPayer', false)}`;
    expect((await seriesOf(spare)).length).toBe(3);
    expect((await owner.delete(spare)).status).toBe(204);

    const kept = `/v1/my-companies/${await addCompany(owner, 'iasiNonVatPayer', false)}`;
    await owner.post(`${kept}/document-series`, {
      type: 'client-receipt',
      prefix: 'CH',
      startDate: '2025-01-01',
      startIndex: '1',
    });
    const refused = await owner.delete(kept);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.company).toEqual(['document-series']);
  });

  it('keeps the company when a default series has numbered a document', async () => {
    // The first company issued FACT0001 above.
    const refused = await owner.delete(base);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.company).toContain('document-series');
  });
});
