import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { type InvoicingCompany, invoicingCompany, issuedInvoice } from './client-invoices.test-setup';

let h: Harness;
let c: InvoicingCompany;

beforeAll(async () => {
  h = await startHarness();
  c = await invoicingCompany(h);
});
afterAll(async () => {
  await h?.close();
});

describe('numbering under concurrent publication', () => {
  it('32 concurrent publishes give 32 consecutive numbers, in issue-date order', async () => {
    // Drafts over four days; the publishes race, and each must either take the next number with an
    // issue date not before the last issued one, or be refused and keep no number.
    const drafts = await Promise.all(
      Array.from({ length: 32 }, (_, i) => issuedInvoice(c, { issueDate: `2026-11-0${1 + (i % 4)}` }, false)),
    );
    const results = await Promise.all(
      drafts.map((draft) => c.client.post(`${c.base}/client-invoices/${draft.id}/publish`, {})),
    );
    expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true);
    // Retry the refused ones on the latest date: every draft ends up issued.
    for (const [index, result] of results.entries()) {
      if (result.status === 422) {
        const retry = await c.client.post(`${c.base}/client-invoices/${drafts[index].id}/publish`, {
          issueDate: '2026-11-04',
        });
        expect(retry.status).toBe(200);
      }
    }
    const list = await c.client.get(
      `${c.base}/client-invoices?perPage=100&sortBy=seriesNumber&sortDir=asc&filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=published`,
    );
    const issued = list.body.items as { seriesNumber: string; issueDate: string }[];
    expect(issued).toHaveLength(32);
    // The series starts at 0001: the number is the last four digits (its prefix may end in digits).
    const numbers = issued.map((item) => Number(item.seriesNumber.slice(-4)));
    expect(numbers).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    const dates = issued.map((item) => item.issueDate);
    expect(dates).toEqual([...dates].sort());
  });
});
