import { inspectPdf } from '@app/anaf/pdf/pdf-inspection.testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness';
import { type PaymentsWorld, paymentsWorld, receipt, transfer } from './payments.test-fixture';
import { startPaymentsHarness } from './payments.test-harness';

let h: Harness;
let w: PaymentsWorld;

beforeAll(async () => {
  h = await startPaymentsHarness();
  w = await paymentsWorld(h);
});
afterAll(async () => {
  await h?.close();
});

const draft = async (overrides: Record<string, unknown> = {}, series = w.receiptSeries) => {
  const created = await w.owner.post(w.receipts, receipt(w.clientA, series, overrides));
  expect(created.status).toBe(201);
  return created.body as { id: string };
};
const publish = (id: string) => w.owner.post(`${w.receipts}/${id}/publish`);
const voidReceipt = (id: string) => w.owner.post(`${w.receipts}/${id}/void`);

describe('receipts: drafts', () => {
  it('creates a draft without a number, also without saying it is a receipt', async () => {
    const { type: _type, ...body } = receipt(w.clientA, w.receiptSeries);
    const created = await w.owner.post(w.receipts, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'receipt',
      status: 'draft',
      documentSeriesId: w.receiptSeries,
      seriesNumber: null,
      amount: '300.00',
      description: 'Încasare factură',
    });
    // The receipt is a payment too.
    const asPayment = await w.owner.get(`${w.payments}/${created.body.id}`);
    expect(asPayment.body).toEqual(created.body);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['no description', { description: '' }, { description: ['required'] }],
    ['no series', { documentSeriesId: null }, { documentSeriesId: ['required'] }],
    ['a negative amount', { amount: '-5' }, { amount: ['min:0.01'] }],
    ['a bank transfer body', { type: 'bank-transfer' }, { type: ['invalid'] }],
  ])('refuses %s', async (_name, change, errors) => {
    const response = await w.owner.post(w.receipts, receipt(w.clientA, w.receiptSeries, change));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
  });

  it('refuses a series that is not a receipt series of the company', async () => {
    const invoiceSeries = await w.owner.post(w.receipts, receipt(w.clientA, w.invoiceSeries));
    expect(invoiceSeries.body.errors).toEqual({ documentSeriesId: ['invalid'] });
    const strangerSeries = await w.series('client-receipt', 'STR', w.stranger, w.strangerBase);
    const foreign = await w.owner.post(w.receipts, receipt(w.clientA, strangerSeries));
    expect(foreign.body.errors).toEqual({ documentSeriesId: ['invalid'] });
  });

  it('a draft counts for nothing on its invoices until published', async () => {
    const invoice = await w.invoice({ amountDue: '500.00' });
    const created = await draft({ amount: '500', allocations: [{ invoiceId: invoice, amount: '500' }] });
    expect(await w.paid(invoice)).toEqual({ paidTotal: '0.00', state: 'not-paid' });
    const edited = await w.owner.put(
      `${w.receipts}/${created.id}`,
      receipt(w.clientA, w.receiptSeries, {
        amount: '500',
        allocations: [{ invoiceId: invoice, amount: '200' }],
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ allocated: '200.00', allocationState: 'partially-allocated' });
    expect(await w.paid(invoice)).toEqual({ paidTotal: '0.00', state: 'not-paid' });
    expect((await w.owner.delete(`${w.receipts}/${created.id}`)).status).toBe(204);
    expect(await w.paid(invoice)).toEqual({ paidTotal: '0.00', state: 'not-paid' });
  });

  it('the receipts routes do not show bank transfers', async () => {
    const payment = await w.owner.post(w.payments, transfer(w.clientA));
    expect((await w.owner.get(`${w.receipts}/${payment.body.id}`)).status).toBe(404);
    expect((await publish(payment.body.id)).status).toBe(404);
    const list = await w.owner.get(`${w.receipts}?perPage=100`);
    expect(list.body.items.every((item: { type: string }) => item.type === 'receipt')).toBe(true);
  });
});

describe('receipts: publish and void', () => {
  it('numbers published receipts gaplessly in their series', async () => {
    const series = await w.series('client-receipt', 'NUM');
    const first = await draft({ date: '2026-03-01' }, series);
    const second = await draft({ date: '2026-03-02' }, series);
    const third = await draft({ date: '2026-03-02' }, series);
    expect((await publish(first.id)).body).toMatchObject({ status: 'published', seriesNumber: 'NUM0001' });
    const middle = await publish(second.id);
    expect(middle.status).toBe(200);
    expect(middle.body.seriesNumber).toBe('NUM0002');
    const last = await publish(third.id);
    expect(last.body.seriesNumber).toBe('NUM0003');
    const seriesRow = await w.owner.get(`${w.base}/document-series/${series}`);
    expect(seriesRow.body.currentIndex).toBe('0003');
  });

  it('receipts published at once still get consecutive numbers', async () => {
    const series = await w.series('client-receipt', 'PAR');
    const drafts = await Promise.all([1, 2, 3, 4].map(() => draft({ date: '2026-05-01' }, series)));
    const published = await Promise.all(drafts.map((created) => publish(created.id)));
    expect(published.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(published.map((answer) => answer.body.seriesNumber).sort()).toEqual([
      'PAR0001',
      'PAR0002',
      'PAR0003',
      'PAR0004',
    ]);
  });

  it('keeps numbers in date order: a receipt dated before an issued one is refused', async () => {
    const series = await w.series('client-receipt', 'SEQ');
    const later = await draft({ date: '2026-04-10' }, series);
    const earlier = await draft({ date: '2026-04-01' }, series);
    expect((await publish(later.id)).status).toBe(200);
    const refused = await publish(earlier.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ date: ['sequential'] });
    // The refused publication took no number.
    const next = await draft({ date: '2026-04-10' }, series);
    expect((await publish(next.id)).body.seriesNumber).toBe('SEQ0002');
    const redated = await w.owner.put(
      `${w.receipts}/${earlier.id}`,
      receipt(w.clientA, series, { date: '2026-04-11' }),
    );
    expect(redated.status).toBe(200);
    expect((await publish(earlier.id)).body.seriesNumber).toBe('SEQ0003');
  });

  it('pays the invoice once published; voiding gives the payment back, for good', async () => {
    const invoice = await w.invoice({ amountDue: '300.00' });
    const partial = await w.owner.post(
      w.payments,
      transfer(w.clientA, { amount: '100', allocations: [{ invoiceId: invoice, amount: '100' }] }),
    );
    expect(await w.paid(invoice)).toEqual({ paidTotal: '100.00', state: 'partially-paid' });

    const created = await draft({ amount: '200', allocations: [{ invoiceId: invoice, amount: '200' }] });
    const published = await publish(created.id);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      status: 'published',
      seriesNumber: expect.stringMatching(/^CHT\d{4}$/),
      allocated: '200.00',
      allocationState: 'fully-allocated',
    });
    expect(published.body.allocations[0]).toMatchObject({ amount: '200.00', invoiceRemaining: '0.00' });
    expect(await w.paid(invoice)).toEqual({ paidTotal: '300.00', state: 'paid' });

    // An issued receipt is neither edited, deleted nor published again.
    const url = `${w.receipts}/${created.id}`;
    const edit = await w.owner.put(url, receipt(w.clientA, w.receiptSeries, { amount: '200' }));
    expect(edit.status).toBe(422);
    expect(edit.body.errors).toEqual({ status: ['published'] });
    expect((await w.owner.delete(url)).status).toBe(422);
    expect((await w.owner.delete(`${w.payments}/${created.id}`)).status).toBe(422);
    expect((await publish(created.id)).body.errors).toEqual({ status: ['published'] });

    const voided = await voidReceipt(created.id);
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({
      status: 'voided',
      seriesNumber: published.body.seriesNumber,
      allocated: '0.00',
      allocations: [],
    });
    expect(await w.paid(invoice)).toEqual({ paidTotal: '100.00', state: 'partially-paid' });

    const again = await voidReceipt(created.id);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ status: ['voided'] });
    expect((await w.owner.put(url, receipt(w.clientA, w.receiptSeries))).status).toBe(422);
    expect((await publish(created.id)).status).toBe(422);
    expect(partial.status).toBe(201);
  });

  it('refuses to void a draft', async () => {
    const created = await draft();
    const response = await voidReceipt(created.id);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ status: ['draft'] });
  });

  it('checks the allocations again at publication, against what is left then', async () => {
    const invoice = await w.invoice({ amountDue: '400.00' });
    const created = await draft({ amount: '300', allocations: [{ invoiceId: invoice, amount: '300' }] });
    // Meanwhile a bank transfer pays most of the invoice.
    await w.owner.post(
      w.payments,
      transfer(w.clientA, { amount: '250', allocations: [{ invoiceId: invoice, amount: '250' }] }),
    );
    const refused = await publish(created.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'allocations.0.amount': ['max:150.00'] });
    expect(await w.paid(invoice)).toEqual({ paidTotal: '250.00', state: 'partially-paid' });
    expect((await w.owner.get(`${w.receipts}/${created.id}`)).body.status).toBe('draft');
  });

  it('lists receipts with their filters', async () => {
    const list = await w.owner.get(
      `${w.receipts}?${new URLSearchParams({
        filters: JSON.stringify([{ field: 'status', operator: 'eq', value: 'voided' }]),
      })}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.count).toBeGreaterThanOrEqual(1);
    expect(list.body.items.every((item: { status: string }) => item.status === 'voided')).toBe(true);
    const search = await w.owner.get(`${w.receipts}?search=NUM000`);
    expect(search.body.count).toBe(3);
  });
});

describe('receipts: PDF', () => {
  const textOf = (pdf: Buffer) => inspectPdf(pdf).pages.flat().join(' ');

  it('prints an issued receipt with its number, payer, amount and the invoices it pays', async () => {
    const invoice = await w.invoice({ amountDue: '1234.56' });
    const created = await draft({
      amount: '1234.56',
      description: 'contravaloare servicii',
      allocations: [{ invoiceId: invoice, amount: '1234.56' }],
    });
    const published = await publish(created.id);
    const pdf = await w.owner.get(`${w.receipts}/${created.id}/pdf?download=1`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toBe(
      `attachment; filename="${published.body.seriesNumber}.pdf"`,
    );
    const text = textOf(pdf.raw);
    expect(text).toContain(published.body.seriesNumber);
    expect(text).toContain('Chitanță');
    expect(text).toContain('Someș Cod Software SRL');
    expect(text).toContain('1.234,56');
    expect(text).toContain('contravaloare servicii');
    expect(text).toContain(published.body.allocations[0].seriesNumber);
  });

  it('prints a draft, in English when asked; a bank transfer has no receipt', async () => {
    const created = await draft({ amount: '10' });
    const pdf = await w.owner.get(`${w.receipts}/${created.id}/pdf?language=en-GB`);
    expect(pdf.status).toBe(200);
    expect(String(pdf.headers['content-disposition'])).toMatch(
      /^inline; filename="chitanta-2026-02-11\.pdf"$/,
    );
    expect(textOf(pdf.raw)).toContain('Receipt');
    const payment = await w.owner.post(w.payments, transfer(w.clientA));
    expect((await w.owner.get(`${w.receipts}/${payment.body.id}/pdf`)).status).toBe(404);
  });
});

describe('receipts: series and access', () => {
  it('a series with receipts cannot be deleted, naming them', async () => {
    const series = await w.series('client-receipt', 'DEL');
    await draft({}, series);
    const response = await w.owner.delete(`${w.base}/document-series/${series}`);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ documentSeries: ['client-receipts'] });
  });

  it('only writers publish, and voiding (irreversible) needs the delete permission', async () => {
    const created = await draft();
    const member = async (permissions: string[]) =>
      (await h.createMember(w.tenantId, { company: { [w.companyId]: permissions } })).client;
    const reader = await member(['client-payments.read']);
    expect((await reader.get(`${w.receipts}/${created.id}`)).status).toBe(200);
    expect((await reader.post(`${w.receipts}/${created.id}/publish`)).status).toBe(403);
    // The client invoices' permissions do not open the receipts: they are the payments area's.
    const invoices = await member(['client-invoices.read', 'client-invoices.write']);
    expect((await invoices.get(`${w.receipts}/${created.id}`)).status).toBe(403);
    const writer = await member(['client-payments.read', 'client-payments.write']);
    expect((await writer.post(`${w.receipts}/${created.id}/publish`)).status).toBe(200);
    expect((await writer.post(`${w.receipts}/${created.id}/void`)).status).toBe(403);
    const deleter = await member(['client-payments.read', 'client-payments.delete']);
    expect((await deleter.post(`${w.receipts}/${created.id}/void`)).status).toBe(200);
    expect((await w.stranger.post(`${w.strangerBase}/client-receipts/${created.id}/publish`)).status).toBe(
      404,
    );
  });

  it('documents its routes', async () => {
    const openapi = await w.owner.get('/v1/openapi.json');
    expect(openapi.status).toBe(200);
    expect(Object.keys(openapi.body.paths)).toEqual(
      expect.arrayContaining([
        '/v1/my-companies/{companyId}/client-receipts',
        '/v1/my-companies/{companyId}/client-receipts/{paymentId}/publish',
        '/v1/my-companies/{companyId}/client-payments/payable-invoices',
      ]),
    );
  });
});
