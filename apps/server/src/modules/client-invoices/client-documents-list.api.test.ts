import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import {
  addSeries,
  type InvoicingCompany,
  invoiceBody,
  invoicingCompany,
  issuedInvoice,
  line,
} from './client-invoices.test-setup';

let h: Harness;
let c: InvoicingCompany;
let invoices: string;
let productId: string;
const ids: Record<string, string> = {};

const filter = (field: string, operator: string, value: string, index = 0) =>
  `filters[${index}][field]=${field}&filters[${index}][operator]=${operator}&filters[${index}][value]=${value}`;
const listIds = async (query: string) => {
  const response = await c.client.get(`${invoices}?perPage=100&${query}`);
  expect(response.status).toBe(200);
  return (response.body.items as { id: string }[]).map((item) => item.id).sort();
};
const sorted = (...names: string[]) => names.map((name) => ids[name]).sort();

beforeAll(async () => {
  h = await startHarness();
  c = await invoicingCompany(h);
  invoices = `${c.base}/client-invoices`;
  const product = await c.client.post(`${c.base}/products`, {
    name: 'Abonament lunar',
    isService: true,
    measurementUnitCode: 'H87',
    vatRateId: c.rates['21'],
  });
  productId = product.body.id;
  // A draft, an old overdue issued invoice, a future-due one, one of the person, one voided.
  ids.draft = (await issuedInvoice(c, { issueDate: '2026-11-20' }, false)).id;
  ids.overdue = (await issuedInvoice(c, { issueDate: '2026-01-05', dueDateType: '7-days' })).id;
  ids.person = (
    await issuedInvoice(c, {
      issueDate: '2026-03-01',
      partnerId: c.personId,
      dueDateType: 'custom',
      dueDate: '2099-01-01',
      lines: [line(c, { productId, name: 'Abonament lunar' })],
    })
  ).id;
  ids.voided = (
    await issuedInvoice(c, { issueDate: '2026-03-02', dueDateType: 'custom', dueDate: '2099-01-01' })
  ).id;
  await c.client.post(`${invoices}/${ids.voided}/void`);
});
afterAll(async () => {
  await h?.close();
});

describe('client invoice list', () => {
  it('lists the newest first with totals and payment states', async () => {
    const response = await c.client.get(invoices);
    expect(response.body.count).toBe(4);
    expect(response.body.items.map((item: { id: string }) => item.id)).toEqual([
      ids.draft,
      ids.voided,
      ids.person,
      ids.overdue,
    ]);
    const overdue = response.body.items.find((item: { id: string }) => item.id === ids.overdue);
    expect(overdue).toMatchObject({ status: 'published', paymentState: 'overdue', grossTotal: '363.00' });
  });

  it('filters by status, partner, product, payment state and issue-date range', async () => {
    expect(await listIds(filter('status', 'eq', 'draft'))).toEqual(sorted('draft'));
    expect(await listIds(filter('partnerId', 'eq', c.personId))).toEqual(sorted('person'));
    expect(await listIds(filter('productId', 'eq', productId))).toEqual(sorted('person'));
    expect(await listIds(filter('paymentState', 'eq', 'overdue'))).toEqual(sorted('overdue'));
    expect(await listIds(filter('paymentState', 'eq', 'not-paid'))).toEqual(sorted('person'));
    expect(
      await listIds(
        `${filter('issueDate', 'gte', '2026-03-01')}&${filter('issueDate', 'lte', '2026-03-31', 1)}`,
      ),
    ).toEqual(sorted('person', 'voided'));
  });

  it('refuses a date filter that is not a calendar date (422, not a database error)', async () => {
    for (const value of ['', '2026-02-30', 'yesterday']) {
      const response = await c.client.get(`${invoices}?${filter('issueDate', 'gt', value)}`);
      expect(response.status, value).toBe(422);
      expect(response.body.errors).toEqual({ 'filters.0.value': ['invalid'] });
    }
  });

  it('never counts a storno as overdue', async () => {
    const refund = await c.client.post(`${invoices}/${ids.overdue}/refund`);
    await c.client.post(`${invoices}/${refund.body.id}/publish`, { issueDate: '2026-11-20' });
    expect(await listIds(filter('paymentState', 'eq', 'overdue'))).toEqual(sorted('overdue'));
    const storno = await c.client.get(`${invoices}/${refund.body.id}`);
    expect(storno.body.paymentState).toBe('not-paid');
    ids.storno = refund.body.id;
  });

  it('searches the partner name and sorts by a whitelisted field only', async () => {
    expect(await listIds('search=popescu')).toEqual(sorted('person'));
    const byTotal = await c.client.get(`${invoices}?sortBy=partnerName&sortDir=asc`);
    expect(byTotal.body.items[0].partnerName).toBe('Ion Popescu');
    expect((await c.client.get(`${invoices}?sortBy=notes`)).status).toBe(422);
    expect((await c.client.get(`${invoices}?${filter('paymentState', 'eq', 'maybe')}`)).status).toBe(422);
  });

  it('counts an unfiltered list from the kept counter, which follows inserts and deletions', async () => {
    const before = (await c.client.get(invoices)).body.count;
    const draft = await issuedInvoice(c, { issueDate: '2026-11-20' }, false);
    expect((await c.client.get(invoices)).body.count).toBe(before + 1);
    await c.client.delete(`${invoices}/${draft.id}`);
    expect((await c.client.get(invoices)).body.count).toBe(before);
    expect((await c.client.get(`${invoices}?${filter('status', 'eq', 'draft')}`)).body.count).toBe(1);
  });

  it('answers 404 for another kind or an unknown id, and keeps proformas out', async () => {
    expect((await c.client.get(`${c.base}/client-proformas/${ids.draft}`)).status).toBe(404);
    expect((await c.client.get(`${invoices}/not-an-id`)).status).toBe(404);
    expect((await c.client.get(`${c.base}/client-proformas`)).body.count).toBe(0);
  });

  it('keeps what documents use: the partner, the product and the series cannot be deleted', async () => {
    const partner = await c.client.delete(`${c.base}/partners/${c.personId}`);
    expect(partner.status).toBe(422);
    expect(JSON.stringify(partner.body)).toContain('client-invoices');
    const product = await c.client.delete(`${c.base}/products/${productId}`);
    expect(product.status).toBe(422);
    const series = await c.client.delete(`${c.base}/document-series/${c.invoiceSeriesId}`);
    expect(series.status).toBe(422);
  });

  it('refuses a VAT status change while draft invoices exist', async () => {
    const change = await c.client.put(`${c.base}/vat-status`, { vatPayer: false });
    expect(change.status).toBe(422);
    expect(JSON.stringify(change.body)).toContain('client-draft-invoices');
  });
});

describe('proformas', () => {
  it('numbers a proforma when it is created, keeps its series, and makes an invoice of it', async () => {
    const proformas = `${c.base}/client-proformas`;
    const created = await c.client.post(proformas, invoiceBody(c, { documentSeriesId: c.proformaSeriesId }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'proforma', status: 'published', paymentState: null });
    expect(created.body.seriesNumber).toMatch(/^P\d+0001$/);
    const otherSeries = await addSeries(c, 'client-proforma-invoice', 'PX');
    const moved = await c.client.put(
      `${proformas}/${created.body.id}`,
      invoiceBody(c, { documentSeriesId: otherSeries }),
    );
    expect(moved.body.errors).toEqual({ documentSeriesId: ['locked'] });
    const edited = await c.client.put(
      `${proformas}/${created.body.id}`,
      invoiceBody(c, { documentSeriesId: c.proformaSeriesId, lines: [line(c, { quantity: '5' })] }),
    );
    expect(edited.body.totals.amountDue).toBe('605.00');

    const invoice = await c.client.post(`${proformas}/${created.body.id}/invoice`);
    expect(invoice.status).toBe(201);
    expect(invoice.body).toMatchObject({
      kind: 'invoice',
      status: 'draft',
      proforma: { id: created.body.id },
      documentSeriesId: c.invoiceSeriesId,
    });
    expect(invoice.body.totals.amountDue).toBe('605.00');
    expect((await c.client.get(`${proformas}/${created.body.id}`)).body.invoice).toMatchObject({
      id: invoice.body.id,
    });
    const duplicate = await c.client.post(`${proformas}/${created.body.id}/duplicate`);
    expect(duplicate.body.seriesNumber).toMatch(/^P\d+0002$/);
  });
});
