import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { supplierInvoices } from './supplier-invoices.tables';
import {
  createdInvoice,
  line,
  receivedInvoice,
  type SupplierCompany,
  supplierCompany,
} from './supplier-invoices.test-setup';

let h: Harness;
let c: SupplierCompany;
let productId: string;
const ids = { a: '', b: '', c: '', d: '' };

const setPaid = (id: string, paidTotal: string) =>
  h.ctx.database.db.update(supplierInvoices).set({ paidTotal }).where(eq(supplierInvoices.id, id));

beforeAll(async () => {
  h = await startHarness();
  c = await supplierCompany(h);
  const product = await c.client.post(`${c.base}/products`, {
    name: 'Toner',
    isService: false,
    measurementUnitCode: 'H87',
    vatRateId: c.rates['21'],
  });
  productId = product.body.id;
  // a: 363.00, due long ago, unpaid -> overdue; b: 121.00 paid; c: 242.00 EUR, part paid, with the product;
  // d: received, 12.10, no due date -> not paid.
  ids.a = (
    await createdInvoice(c, { series: 'A', number: '1', issueDate: '2026-01-10', dueDate: '2026-01-20' })
  ).id;
  ids.b = (
    await createdInvoice(c, {
      series: 'B',
      number: '2',
      issueDate: '2026-02-10',
      dueDate: '2026-02-20',
      lines: [line(c, { quantity: '1' })],
    })
  ).id;
  ids.c = (
    await createdInvoice(c, {
      partnerId: c.bothId,
      series: 'C',
      number: '3',
      issueDate: '2026-03-10',
      dueDate: '2099-01-01',
      currency: 'EUR',
      currencyRate: '4.97',
      lines: [line(c, { quantity: '2', productId })],
    })
  ).id;
  ids.d = (
    await receivedInvoice(h, c, {
      series: 'D',
      number: '4',
      issueDate: '2026-04-10',
      dueDate: null,
      lines: [line(c, { price: '10' })],
    })
  ).id;
  await setPaid(ids.b, '121.00');
  await setPaid(ids.c, '50.00');
});
afterAll(async () => {
  await h?.close();
});

type Filter = { field: string; operator: string; value: unknown };
const list = async (
  query: { filters?: Filter[]; sortBy?: string; sortDir?: string; search?: string } = {},
) => {
  const params = new URLSearchParams({ perPage: '100' });
  if (query.filters) params.set('filters', JSON.stringify(query.filters));
  if (query.sortBy) params.set('sortBy', query.sortBy);
  if (query.sortDir) params.set('sortDir', query.sortDir);
  if (query.search) params.set('search', query.search);
  return c.client.get(`${c.invoices}?${params}`);
};
const names = (body: { items: { id: string }[] }) =>
  body.items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0]);
const only = async (filters: Filter[]) => {
  const answer = await list({ filters });
  expect(answer.status).toBe(200);
  expect(answer.body.count).toBe(answer.body.items.length);
  return names(answer.body);
};

describe('supplier invoice list', () => {
  it('lists newest first with the list fields', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(names(answer.body)).toEqual(['d', 'c', 'b', 'a']);
    expect(answer.body.items[1]).toMatchObject({
      status: 'published',
      seriesNumber: 'C3',
      partnerName: 'Olt Distribuție SRL',
      currency: 'EUR',
      grossTotal: '242.00',
      paidTotal: '50.00',
      remaining: '192.00',
      paymentState: 'partially-paid',
      hasAttachments: false,
    });
  });

  it('filters by supplier, dates, status, currency and product', async () => {
    expect(await only([{ field: 'partnerId', operator: 'eq', value: c.bothId }])).toEqual(['c']);
    expect(await only([{ field: 'issueDate', operator: 'gte', value: '2026-02-10' }])).toEqual([
      'd',
      'c',
      'b',
    ]);
    expect(
      await only([
        { field: 'issueDate', operator: 'gte', value: '2026-02-01' },
        { field: 'issueDate', operator: 'lt', value: '2026-03-10' },
      ]),
    ).toEqual(['b']);
    expect(await only([{ field: 'dueDate', operator: 'lte', value: '2026-02-20' }])).toEqual(['b', 'a']);
    expect(await only([{ field: 'status', operator: 'eq', value: 'received' }])).toEqual(['d']);
    expect(await only([{ field: 'currency', operator: 'eq', value: 'EUR' }])).toEqual(['c']);
    expect(await only([{ field: 'productId', operator: 'eq', value: productId }])).toEqual(['c']);
  });

  it('counts an unfiltered list from the kept counter, which follows inserts and deletions', async () => {
    const before = (await list()).body.count;
    const extra = await createdInvoice(c, { series: 'E', number: '5', issueDate: '2026-05-10' });
    expect((await list()).body.count).toBe(before + 1);
    expect((await c.client.delete(`${c.invoices}/${extra.id}`)).status).toBe(204);
    expect((await list()).body.count).toBe(before);
    expect(await only([{ field: 'status', operator: 'eq', value: 'received' }])).toEqual(['d']);
  });

  it('filters by payment state, computed in the database', async () => {
    expect(await only([{ field: 'paymentState', operator: 'eq', value: 'overdue' }])).toEqual(['a']);
    expect(await only([{ field: 'paymentState', operator: 'eq', value: 'paid' }])).toEqual(['b']);
    expect(await only([{ field: 'paymentState', operator: 'eq', value: 'partially-paid' }])).toEqual(['c']);
    expect(await only([{ field: 'paymentState', operator: 'eq', value: 'not-paid' }])).toEqual(['d']);
  });

  it('searches the series and number and the supplier name', async () => {
    expect(names((await list({ search: 'C3' })).body)).toEqual(['c']);
    expect(names((await list({ search: 'olt distrib' })).body)).toEqual(['c']);
  });

  it('sorts by each sortable field', async () => {
    const sorted = async (sortBy: string, sortDir = 'asc') => names((await list({ sortBy, sortDir })).body);
    expect(await sorted('issueDate')).toEqual(['a', 'b', 'c', 'd']);
    expect(await sorted('grossTotal', 'desc')).toEqual(['a', 'c', 'b', 'd']);
    expect(await sorted('number')).toEqual(['a', 'b', 'c', 'd']);
    // Carpați (a, b, d) before Olt (c); the id breaks the tie.
    expect((await sorted('partnerName')).at(-1)).toBe('c');
    expect((await sorted('partnerName', 'desc'))[0]).toBe('c');
    expect((await sorted('dueDate')).slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(await sorted('createdAt')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses unknown fields and values of the wrong shape with 422', async () => {
    const bad = await list({
      sortBy: 'notes',
      filters: [
        { field: 'issueDate', operator: 'eq', value: '2026-02-30' },
        { field: 'paymentState', operator: 'eq', value: 'late' },
        { field: 'productId', operator: 'eq', value: 'x' },
        { field: 'notes', operator: 'eq', value: 'x' },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'filters.0.value': ['invalid'],
      'filters.1.value': ['invalid'],
      'filters.2.value': ['invalid'],
      'filters.3.field': ['invalid'],
      sortBy: ['invalid'],
    });
  });
});
