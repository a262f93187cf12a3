import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import {
  receipt,
  type SupplierPaymentsWorld,
  supplierPaymentsWorld,
  transfer,
} from './supplier-payments.test-fixture';

let h: Harness;
let w: SupplierPaymentsWorld;

beforeAll(async () => {
  h = await startHarness();
  w = await supplierPaymentsWorld(h);
});
afterAll(async () => {
  await h?.close();
});

const record = (overrides: Record<string, unknown> = {}) =>
  w.owner.post(w.receipts, receipt(w.supplierA, overrides));

describe('supplier receipts', () => {
  it("records the supplier's receipt as written, counting at once, also without saying it is a receipt", async () => {
    const invoice = await w.invoice({ amountDue: '500.00' });
    const created = await record({ allocations: [{ invoiceId: invoice, amount: '300' }] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'receipt',
      status: 'published',
      documentSeriesId: null,
      receiptSeries: 'CHF',
      receiptNumber: '0042',
      seriesNumber: 'CHF 0042',
      amount: '300.00',
      allocated: '300.00',
      allocationState: 'fully-allocated',
    });
    expect(await w.paid(invoice)).toEqual({ paidTotal: '300.00', state: 'partially-paid' });
    // The receipt is a payment too, and the invoice lists it with its number.
    expect((await w.owner.get(`${w.payments}/${created.body.id}`)).body).toEqual(created.body);
    const ofInvoice = await w.owner.get(`${w.invoices}/${invoice}/payments`);
    expect(ofInvoice.body).toEqual([
      {
        paymentId: created.body.id,
        type: 'receipt',
        status: 'published',
        seriesNumber: 'CHF 0042',
        date: '2026-02-11',
        amount: '300.00',
        currency: 'RON',
      },
    ]);

    // Edited any time (nothing to publish): the series, the number and the paid totals move.
    const edited = await w.owner.put(
      `${w.receipts}/${created.body.id}`,
      receipt(w.supplierA, { receiptNumber: '43', allocations: [{ invoiceId: invoice, amount: '100' }] }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ seriesNumber: 'CHF 43', receiptNumber: '43', allocated: '100.00' });
    expect(await w.paid(invoice)).toEqual({ paidTotal: '100.00', state: 'partially-paid' });

    // Deleting it gives back what it paid.
    expect((await w.owner.delete(`${w.receipts}/${created.body.id}`)).status).toBe(204);
    expect(await w.paid(invoice)).toEqual({ paidTotal: '0.00', state: 'not-paid' });
    expect((await w.owner.get(`${w.invoices}/${invoice}/payments`)).body).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      'no series or number',
      { receiptSeries: '', receiptNumber: ' ' },
      { receiptSeries: ['required'], receiptNumber: ['required'] },
    ],
    ['a long series', { receiptSeries: 'S'.repeat(21) }, { receiptSeries: ['max:20'] }],
    ['a long number', { receiptNumber: '9'.repeat(31) }, { receiptNumber: ['max:30'] }],
    ['a negative amount', { amount: '-5' }, { amount: ['min:0.01'] }],
    ['no amount or date', { amount: '', date: '' }, { amount: ['required'], date: ['required'] }],
    ['a bank transfer body', { type: 'bank-transfer' }, { type: ['invalid'] }],
    [
      'allocations above the amount',
      { amount: '10', allocations: [{ invoiceId: '00000000-0000-4000-8000-000000000000', amount: '11' }] },
      { allocations: ['max:10.00'] },
    ],
  ])('refuses %s', async (_name, change, errors) => {
    const response = await record(change);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
  });

  it('refuses a received invoice and what is more than is left', async () => {
    const received = await w.invoice({ status: 'received', amountDue: '50.00' });
    const refused = await record({ allocations: [{ invoiceId: received, amount: '50' }] });
    expect(refused.body.errors).toEqual({ 'allocations.0.invoiceId': ['not-confirmed'] });
    const small = await w.invoice({ amountDue: '50.00' });
    const above = await record({ allocations: [{ invoiceId: small, amount: '50.01' }] });
    expect(above.body.errors).toEqual({ 'allocations.0.amount': ['max:50.00'] });
  });

  it('the receipts route knows only receipts', async () => {
    const payment = await w.owner.post(w.payments, transfer(w.supplierA));
    expect((await record()).status).toBe(201);
    expect((await w.owner.get(`${w.receipts}/${payment.body.id}`)).status).toBe(404);
    expect((await w.owner.put(`${w.receipts}/${payment.body.id}`, receipt(w.supplierA))).status).toBe(404);
    expect((await w.owner.delete(`${w.receipts}/${payment.body.id}`)).status).toBe(404);
    const receipts = await w.owner.get(`${w.receipts}?perPage=100`);
    expect(receipts.body.items.every((item: { type: string }) => item.type === 'receipt')).toBe(true);
    expect(receipts.body.items[0]).not.toHaveProperty('allocations');
  });
});

describe('with the supplier invoices API', () => {
  it('pays an invoice added by hand, which then shows what it was paid and cannot be deleted', async () => {
    const invoice = await w.apiInvoice();
    const paid = await record({ amount: '121', allocations: [{ invoiceId: invoice, amount: '121' }] });
    expect(paid.status).toBe(201);
    const read = await w.owner.get(`${w.invoices}/${invoice}`);
    expect(read.body).toMatchObject({ amountDue: '121.00', paidTotal: '121.00', paymentState: 'paid' });
    expect((await w.owner.delete(`${w.invoices}/${invoice}`)).status).toBe(422);
  });
});

describe('list', () => {
  it('filters, searches and sorts', async () => {
    await w.owner.post(
      w.payments,
      transfer(w.supplierB, { amount: '10', date: '2025-03-01', description: 'Avans Zeta' }),
    );
    await w.owner.post(
      w.payments,
      transfer(w.supplierB, { amount: '20', date: '2025-03-05', currency: 'EUR' }),
    );
    const filters = (list: unknown[]) => JSON.stringify(list);
    const query = (params: Record<string, string>) =>
      w.owner.get(`${w.payments}?${new URLSearchParams(params)}`);
    const march = await query({
      filters: filters([
        { field: 'date', operator: 'gte', value: '2025-03-01' },
        { field: 'date', operator: 'lte', value: '2025-03-31' },
        { field: 'partnerId', operator: 'eq', value: w.supplierB },
      ]),
      sortBy: 'amount',
      sortDir: 'desc',
    });
    expect(march.status).toBe(200);
    expect(march.body.items.map((item: { amount: string }) => item.amount)).toEqual(['20.00', '10.00']);
    expect((await query({ search: 'zeta' })).body.items).toHaveLength(1);
    const euro = await query({ filters: filters([{ field: 'currency', operator: 'eq', value: 'eur' }]) });
    expect(euro.body.items.every((item: { currency: string }) => item.currency === 'EUR')).toBe(true);
    await record({ receiptSeries: 'ZZ', receiptNumber: '7' });
    expect((await query({ search: 'zz 7' })).body.items).toHaveLength(1);
    for (const bad of <Record<string, string>[]>[
      { filters: filters([{ field: 'date', operator: 'gte', value: 'yesterday' }]) },
      { filters: filters([{ field: 'partnerId', operator: 'eq', value: 'x' }]) },
      { sortBy: 'description' },
    ]) {
      expect((await query(bad)).status).toBe(422);
    }
  });
});

describe('access and uses', () => {
  it('keeps another company and readers out', async () => {
    const payment = await w.owner.post(w.payments, transfer(w.supplierA));
    const url = `${w.payments}/${payment.body.id}`;
    expect((await w.stranger.get(url)).status).toBe(404);
    expect((await w.stranger.get(`${w.strangerBase}/supplier-payments/${payment.body.id}`)).status).toBe(404);
    expect((await w.stranger.delete(`${w.strangerBase}/supplier-payments/${payment.body.id}`)).status).toBe(
      404,
    );
    expect((await w.owner.get(`${w.payments}/not-an-id`)).status).toBe(404);

    const reader = await h.createMember(w.tenantId, {
      company: { [w.companyId]: ['supplier-payments.read'] },
    });
    expect((await reader.client.get(url)).status).toBe(200);
    expect((await reader.client.post(w.payments, transfer(w.supplierA))).status).toBe(403);
    expect((await reader.client.post(w.receipts, receipt(w.supplierA))).status).toBe(403);
    expect((await reader.client.delete(url)).status).toBe(403);
    // The payments are an area of their own: the supplier invoices' permissions do not open them.
    const invoicesOnly = await h.createMember(w.tenantId, {
      company: { [w.companyId]: ['supplier-invoices.read', 'supplier-invoices.write'] },
    });
    expect((await invoicesOnly.client.get(url)).status).toBe(403);
    const writer = await h.createMember(w.tenantId, {
      company: { [w.companyId]: ['supplier-payments.read', 'supplier-payments.write'] },
    });
    expect((await writer.client.post(w.receipts, receipt(w.supplierA))).status).toBe(201);
    expect((await writer.client.delete(url)).status).toBe(403);
    const deleter = await h.createMember(w.tenantId, {
      company: { [w.companyId]: ['supplier-payments.read', 'supplier-payments.delete'] },
    });
    expect((await deleter.client.delete(url)).status).toBe(204);
    const clientSide = await h.createMember(w.tenantId, {
      company: { [w.companyId]: ['client-payments.read', 'client-payments.write'] },
    });
    expect((await clientSide.client.get(url)).status).toBe(403);
  });

  it('blocks deleting the partner and the company while payments exist', async () => {
    await w.owner.post(w.payments, transfer(w.supplierA));
    const deletePartner = await w.owner.delete(`${w.base}/partners/${w.supplierA}`);
    expect(deletePartner.status).toBe(422);
    expect(deletePartner.body.errors.partner).toContain('supplier-payments');
    const deleteCompany = await w.owner.delete(`/v1/my-companies/${w.companyId}`, { confirm: 'confirm' });
    expect(deleteCompany.status).toBe(422);
    expect(deleteCompany.body.errors.company.filter((reason: string) => reason === 'payments')).toHaveLength(
      1,
    );
  });
});
