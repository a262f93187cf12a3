import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import {
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

const pay = (body: Record<string, unknown>) => w.owner.post(w.payments, body);

describe('supplier bank transfers: create, read, rules', () => {
  it('records a transfer as published with its partner, allocation state and remainder', async () => {
    const created = await pay(transfer(w.supplierA, { amount: '250.5', currency: 'ron' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'bank-transfer',
      status: 'published',
      documentSeriesId: null,
      seriesNumber: null,
      receiptSeries: null,
      receiptNumber: null,
      partnerId: w.supplierA,
      partnerName: 'Furnizorul Carpați SRL',
      amount: '250.50',
      currency: 'RON',
      date: '2026-02-10',
      description: 'OP 321',
      allocated: '0.00',
      remaining: '250.50',
      allocationState: 'unallocated',
      allocations: [],
    });
    const read = await w.owner.get(`${w.payments}/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      'no amount, date or partner',
      { amount: '', date: '', partnerId: '' },
      { amount: ['required'], date: ['required'], partnerId: ['required'] },
    ],
    ['a zero amount', { amount: '0' }, { amount: ['not_in:0'] }],
    ['three decimals', { amount: '1.005' }, { amount: ['decimal:0-2'] }],
    ['a bad date', { date: '2026-02-30' }, { date: ['date'] }],
    ['a bad currency', { currency: 'EURO' }, { currency: ['invalid'] }],
    ['a long description', { description: 'x'.repeat(256) }, { description: ['max:255'] }],
    ['an unknown type', { type: 'cheque' }, { type: ['invalid'] }],
    ['a partner id that is no id', { partnerId: 'abc' }, { partnerId: ['invalid'] }],
    [
      'a receipt without its series and number',
      { type: 'receipt' },
      { receiptSeries: ['required'], receiptNumber: ['required'] },
    ],
  ])('refuses %s', async (_name, change, errors) => {
    const response = await pay(transfer(w.supplierA, change));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
  });

  it('refuses a partner of another company and a partner that is only a client', async () => {
    const foreign = await pay(transfer(w.strangerSupplier));
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ partnerId: ['exists'] });
    const client = await pay(transfer(w.client));
    expect(client.body.errors).toEqual({ partnerId: ['not-supplier'] });
    // A partner that is both client and supplier can be paid.
    expect((await pay(transfer(w.supplierB))).status).toBe(201);
  });

  it('refuses allocations above the amount, twice the same invoice and of the wrong sign', async () => {
    const invoice = await w.invoice();
    const above = await pay(
      transfer(w.supplierA, { amount: '100', allocations: [{ invoiceId: invoice, amount: '100.01' }] }),
    );
    expect(above.body.errors).toEqual({ allocations: ['max:100.00'] });
    const twice = await pay(
      transfer(w.supplierA, {
        allocations: [
          { invoiceId: invoice, amount: '10' },
          { invoiceId: invoice, amount: '10' },
        ],
      }),
    );
    expect(twice.body.errors).toEqual({ 'allocations.1.invoiceId': ['distinct'] });
    const sign = await pay(transfer(w.supplierA, { allocations: [{ invoiceId: invoice, amount: '-10' }] }));
    expect(sign.body.errors).toEqual({ 'allocations.0.amount': ['min:0.01'] });
    expect((await w.paid(invoice)).paidTotal).toBe('0.00');
  });

  it('refuses invoices that cannot take the payment, naming why', async () => {
    const received = await w.invoice({ status: 'received' });
    const rejected = await w.invoice({ status: 'rejected' });
    const otherPartner = await w.invoice({ partnerId: w.supplierB });
    const euro = await w.invoice({ currency: 'EUR' });
    const foreign = await w.invoice({ company: w.strangerCompanyId, partnerId: w.strangerSupplier });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await pay(
      transfer(w.supplierA, {
        amount: '600',
        allocations: [received, rejected, otherPartner, euro, foreign, unknown].map((invoiceId) => ({
          invoiceId,
          amount: '100',
        })),
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      'allocations.0.invoiceId': ['not-confirmed'],
      'allocations.1.invoiceId': ['not-confirmed'],
      'allocations.2.invoiceId': ['invalid'],
      'allocations.3.invoiceId': ['currency'],
      'allocations.4.invoiceId': ['invalid'],
      'allocations.5.invoiceId': ['invalid'],
    });
    for (const id of [received, rejected, otherPartner, euro])
      expect((await w.paid(id)).paidTotal).toBe('0.00');
  });

  it('pays a received invoice once it is confirmed', async () => {
    const confirmed = await w.invoice({ status: 'confirmed', amountDue: '80.00' });
    const response = await pay(
      transfer(w.supplierA, { amount: '80', allocations: [{ invoiceId: confirmed, amount: '80' }] }),
    );
    expect(response.status).toBe(201);
    expect(await w.paid(confirmed)).toEqual({ paidTotal: '80.00', state: 'paid' });
  });
});

describe('paying supplier invoices', () => {
  it('a partial then a full payment move the paid total and the payment state', async () => {
    const invoice = await w.invoice({ amountDue: '1000.00' });
    const first = await pay(
      transfer(w.supplierA, { amount: '400', allocations: [{ invoiceId: invoice, amount: '400' }] }),
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      allocated: '400.00',
      remaining: '0.00',
      allocationState: 'fully-allocated',
    });
    expect(first.body.allocations).toEqual([
      {
        invoiceId: invoice,
        seriesNumber: expect.stringMatching(/^SF /),
        issueDate: expect.any(String),
        dueDate: '2099-12-31',
        amount: '400.00',
        invoiceAmountDue: '1000.00',
        invoiceRemaining: '600.00',
      },
    ]);
    expect(await w.paid(invoice)).toEqual({ paidTotal: '400.00', state: 'partially-paid' });

    const tooMuch = await pay(
      transfer(w.supplierA, { amount: '700', allocations: [{ invoiceId: invoice, amount: '600.01' }] }),
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toEqual({ 'allocations.0.amount': ['max:600.00'] });

    // 700 paid, 600 to the invoice: the other 100 stays as an advance.
    const rest = await pay(
      transfer(w.supplierA, { amount: '700', allocations: [{ invoiceId: invoice, amount: '600' }] }),
    );
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({
      allocated: '600.00',
      remaining: '100.00',
      allocationState: 'partially-allocated',
    });
    expect(await w.paid(invoice)).toEqual({ paidTotal: '1000.00', state: 'paid' });

    // A paid invoice takes nothing more and leaves the list of payable invoices.
    const more = await pay(
      transfer(w.supplierA, { amount: '1', allocations: [{ invoiceId: invoice, amount: '1' }] }),
    );
    expect(more.body.errors).toEqual({ 'allocations.0.invoiceId': ['invalid'] });
    const payable = await w.owner.get(`${w.payments}/payable-invoices?partnerId=${w.supplierA}&currency=RON`);
    expect(payable.body.map((row: { id: string }) => row.id)).not.toContain(invoice);

    // The invoice's payments, newest first.
    const ofInvoice = await w.owner.get(`${w.invoices}/${invoice}/payments`);
    expect(ofInvoice.status).toBe(200);
    expect(ofInvoice.body).toHaveLength(2);
    expect(ofInvoice.body.map((row: { amount: string }) => row.amount).sort()).toEqual(['400.00', '600.00']);
    expect(ofInvoice.body[0]).toMatchObject({ type: 'bank-transfer', status: 'published', currency: 'RON' });

    // Editing the first payment down frees what it paid; deleting it gives back the rest.
    const edited = await w.owner.put(
      `${w.payments}/${first.body.id}`,
      transfer(w.supplierA, { amount: '400', allocations: [{ invoiceId: invoice, amount: '150' }] }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.allocations[0]).toMatchObject({ amount: '150.00', invoiceRemaining: '250.00' });
    expect(edited.body).toMatchObject({ allocated: '150.00', remaining: '250.00' });
    expect(await w.paid(invoice)).toEqual({ paidTotal: '750.00', state: 'partially-paid' });
    expect((await w.owner.delete(`${w.payments}/${first.body.id}`)).status).toBe(204);
    expect(await w.paid(invoice)).toEqual({ paidTotal: '600.00', state: 'partially-paid' });
    expect((await w.owner.get(`${w.payments}/${first.body.id}`)).status).toBe(404);
    expect((await w.owner.delete(`${w.payments}/${first.body.id}`)).status).toBe(404);
    expect((await w.owner.get(`${w.invoices}/${invoice}/payments`)).body).toHaveLength(1);
  });

  it('editing moves the paid totals from one invoice to another', async () => {
    const one = await w.invoice({ amountDue: '300.00' });
    const two = await w.invoice({ amountDue: '300.00' });
    const payment = await pay(
      transfer(w.supplierA, { amount: '300', allocations: [{ invoiceId: one, amount: '300' }] }),
    );
    expect(await w.paid(one)).toEqual({ paidTotal: '300.00', state: 'paid' });
    const moved = await w.owner.put(
      `${w.payments}/${payment.body.id}`,
      transfer(w.supplierA, {
        amount: '300',
        allocations: [
          { invoiceId: one, amount: '100' },
          { invoiceId: two, amount: '200' },
        ],
      }),
    );
    expect(moved.status).toBe(200);
    expect(await w.paid(one)).toEqual({ paidTotal: '100.00', state: 'partially-paid' });
    expect(await w.paid(two)).toEqual({ paidTotal: '200.00', state: 'partially-paid' });

    // Its own invoices are listed for the edit form, as if it had not paid them.
    const payable = await w.owner.get(
      `${w.payments}/payable-invoices?partnerId=${w.supplierA}&currency=RON&paymentId=${payment.body.id}`,
    );
    expect(payable.body.find((row: { id: string }) => row.id === one)).toMatchObject({
      amountDue: '300.00',
      paidTotal: '0.00',
      remaining: '300.00',
    });
  });

  it('a refund is a negative payment against a negative invoice', async () => {
    const credit = await w.invoice({ amountDue: '-80.00' });
    const positive = await pay(
      transfer(w.supplierA, { amount: '80', allocations: [{ invoiceId: credit, amount: '80' }] }),
    );
    expect(positive.body.errors).toEqual({ 'allocations.0.invoiceId': ['invalid'] });
    const tooMuch = await pay(
      transfer(w.supplierA, { amount: '-100', allocations: [{ invoiceId: credit, amount: '-90' }] }),
    );
    expect(tooMuch.body.errors).toEqual({ 'allocations.0.amount': ['min:-80.00'] });
    const refund = await pay(
      transfer(w.supplierA, { amount: '-80', allocations: [{ invoiceId: credit, amount: '-80' }] }),
    );
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({
      amount: '-80.00',
      allocationState: 'fully-allocated',
      remaining: '0.00',
    });
    expect(await w.paid(credit)).toEqual({ paidTotal: '-80.00', state: 'paid' });
  });

  it('locks partner and currency while the payment keeps allocations, and its type for good', async () => {
    const invoice = await w.invoice({ amountDue: '300.00' });
    const payment = await pay(
      transfer(w.supplierA, { amount: '100', allocations: [{ invoiceId: invoice, amount: '100' }] }),
    );
    const url = `${w.payments}/${payment.body.id}`;
    const allocations = [{ invoiceId: invoice, amount: '100' }];
    const partner = await w.owner.put(url, transfer(w.supplierB, { amount: '100', allocations }));
    expect(partner.status).toBe(422);
    expect(partner.body.errors).toEqual({ partnerId: ['locked'] });
    const currency = await w.owner.put(
      url,
      transfer(w.supplierA, { amount: '100', currency: 'EUR', allocations }),
    );
    expect(currency.body.errors).toEqual({ currency: ['locked'] });
    const type = await w.owner.put(url, {
      ...transfer(w.supplierA, { amount: '100', allocations }),
      type: 'receipt',
      receiptSeries: 'A',
      receiptNumber: '1',
    });
    expect(type.body.errors).toEqual({ type: ['locked'] });
    expect(await w.paid(invoice)).toEqual({ paidTotal: '100.00', state: 'partially-paid' });

    // Clearing the allocations frees both, and gives the invoice back.
    const changed = await w.owner.put(url, transfer(w.supplierB, { amount: '100', currency: 'EUR' }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      partnerId: w.supplierB,
      currency: 'EUR',
      allocationState: 'unallocated',
    });
    expect(await w.paid(invoice)).toEqual({ paidTotal: '0.00', state: 'not-paid' });
  });
});

describe('payable supplier invoices and the invoice payments', () => {
  it('lists the payable invoices of the partner and currency with something left, oldest first', async () => {
    const supplier = await w.freshSupplier();
    const older = await w.invoice({ partnerId: supplier, amountDue: '50.00', issueDate: '2025-12-01' });
    const newer = await w.invoice({ partnerId: supplier, amountDue: '70.00', issueDate: '2025-12-15' });
    const confirmed = await w.invoice({
      partnerId: supplier,
      status: 'confirmed',
      issueDate: '2025-12-20',
    });
    await w.invoice({ partnerId: supplier, status: 'received' });
    await w.invoice({ partnerId: supplier, status: 'rejected' });
    await w.invoice({ partnerId: supplier, currency: 'EUR' });
    const response = await w.owner.get(`${w.payments}/payable-invoices?partnerId=${supplier}&currency=RON`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      expect.objectContaining({ id: older, amountDue: '50.00', paidTotal: '0.00', remaining: '50.00' }),
      expect.objectContaining({ id: newer, amountDue: '70.00', remaining: '70.00', currency: 'RON' }),
      expect.objectContaining({ id: confirmed, seriesNumber: expect.stringMatching(/^SF /) }),
    ]);
  });

  it('answers 422 without a partner or a currency, 404 for an unknown payment', async () => {
    const response = await w.owner.get(`${w.payments}/payable-invoices?partnerId=x&currency=`);
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({ partnerId: ['invalid'] });
    const unknown = await w.owner.get(
      `${w.payments}/payable-invoices?partnerId=${w.supplierA}&currency=RON&paymentId=00000000-0000-4000-8000-000000000000`,
    );
    expect(unknown.status).toBe(404);
  });

  it("answers an invoice's payments only for the company's invoices", async () => {
    const invoice = await w.invoice();
    expect((await w.owner.get(`${w.invoices}/${invoice}/payments`)).body).toEqual([]);
    const foreign = await w.invoice({ company: w.strangerCompanyId, partnerId: w.strangerSupplier });
    expect((await w.owner.get(`${w.invoices}/${foreign}/payments`)).status).toBe(404);
    expect((await w.owner.get(`${w.invoices}/not-an-id/payments`)).status).toBe(404);
    expect((await w.stranger.get(`${w.strangerBase}/supplier-invoices/${invoice}/payments`)).status).toBe(
      404,
    );
  });
});
