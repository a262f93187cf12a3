import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness';
import { type PaymentsWorld, paymentsWorld, transfer } from './payments.test-fixture';
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

const pay = (body: Record<string, unknown>) => w.owner.post(w.payments, body);

describe('bank transfers: create, read, rules', () => {
  it('records a transfer as published with its partner, allocation state and remainder', async () => {
    const created = await pay(transfer(w.clientA, { amount: '250.5', currency: 'ron' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'bank-transfer',
      status: 'published',
      documentSeriesId: null,
      seriesNumber: null,
      partnerId: w.clientA,
      partnerName: 'Someș Cod Software SRL',
      amount: '250.50',
      currency: 'RON',
      date: '2026-02-10',
      description: 'OP 123',
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
      {
        amount: ['required'],
        date: ['required'],
        partnerId: ['required'],
      },
    ],
    ['a zero amount', { amount: '0' }, { amount: ['not_in:0'] }],
    ['three decimals', { amount: '1.005' }, { amount: ['decimal:0-2'] }],
    ['a comma', { amount: '1,5' }, { amount: ['numeric'] }],
    ['a bad date', { date: '2026-02-30' }, { date: ['date'] }],
    ['a bad currency', { currency: 'EURO' }, { currency: ['invalid'] }],
    ['a long description', { description: 'x'.repeat(256) }, { description: ['max:255'] }],
    ['an unknown type', { type: 'cheque' }, { type: ['invalid'] }],
    ['a partner id that is no id', { partnerId: 'abc' }, { partnerId: ['invalid'] }],
  ])('refuses %s', async (_name, change, errors) => {
    const response = await pay(transfer(w.clientA, change));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
  });

  it('refuses a partner of another company, and a supplier', async () => {
    const foreign = await pay(transfer(w.strangerClient));
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ partnerId: ['exists'] });
    const supplier = await pay(transfer(w.supplier));
    expect(supplier.body.errors).toEqual({ partnerId: ['not-client'] });
  });

  it('refuses allocations above the amount, twice the same invoice and of the wrong sign', async () => {
    const invoice = await w.invoice();
    const above = await pay(
      transfer(w.clientA, { amount: '100', allocations: [{ invoiceId: invoice, amount: '100.01' }] }),
    );
    expect(above.body.errors).toEqual({ allocations: ['max:100.00'] });
    const twice = await pay(
      transfer(w.clientA, {
        allocations: [
          { invoiceId: invoice, amount: '10' },
          { invoiceId: invoice, amount: '10' },
        ],
      }),
    );
    expect(twice.body.errors).toEqual({ 'allocations.1.invoiceId': ['distinct'] });
    const sign = await pay(transfer(w.clientA, { allocations: [{ invoiceId: invoice, amount: '-10' }] }));
    expect(sign.body.errors).toEqual({ 'allocations.0.amount': ['min:0.01'] });
    expect((await w.paid(invoice)).paidTotal).toBe('0.00');
  });

  it('refuses invoices that cannot take the payment', async () => {
    const draft = await w.invoice({ status: 'draft' });
    const voided = await w.invoice({ status: 'voided' });
    const proforma = await w.invoice({ kind: 'proforma' });
    const otherPartner = await w.invoice({ partnerId: w.clientB });
    const euro = await w.invoice({ currency: 'EUR' });
    const foreign = await w.invoice({ company: w.strangerCompanyId, partnerId: w.strangerClient });
    const response = await pay(
      transfer(w.clientA, {
        amount: '600',
        allocations: [draft, voided, proforma, otherPartner, euro, foreign].map((invoiceId) => ({
          invoiceId,
          amount: '100',
        })),
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      'allocations.0.invoiceId': ['invalid'],
      'allocations.1.invoiceId': ['invalid'],
      'allocations.2.invoiceId': ['invalid'],
      'allocations.3.invoiceId': ['invalid'],
      'allocations.4.invoiceId': ['currency'],
      'allocations.5.invoiceId': ['invalid'],
    });
    const unknown = await pay(
      transfer(w.clientA, {
        allocations: [{ invoiceId: '00000000-0000-4000-8000-000000000000', amount: '1' }],
      }),
    );
    expect(unknown.body.errors).toEqual({ 'allocations.0.invoiceId': ['invalid'] });
  });
});

describe('paying invoices', () => {
  it('a partial then a full payment move the paid total and the payment state', async () => {
    const invoice = await w.invoice({ amountDue: '1000.00' });
    expect(await w.paid(invoice)).toEqual({ paidTotal: '0.00', state: 'not-paid' });

    const first = await pay(
      transfer(w.clientA, { amount: '400', allocations: [{ invoiceId: invoice, amount: '400' }] }),
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
        seriesNumber: expect.stringMatching(/^FCT/),
        issueDate: expect.any(String),
        dueDate: '2099-12-31',
        amount: '400.00',
        invoiceAmountDue: '1000.00',
        invoiceRemaining: '600.00',
      },
    ]);
    expect(await w.paid(invoice)).toEqual({ paidTotal: '400.00', state: 'partially-paid' });

    const tooMuch = await pay(
      transfer(w.clientA, { amount: '700', allocations: [{ invoiceId: invoice, amount: '600.01' }] }),
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toEqual({ 'allocations.0.amount': ['max:600.00'] });

    // 700 paid, 600 to the invoice: the other 100 stays as an advance.
    const rest = await pay(
      transfer(w.clientA, { amount: '700', allocations: [{ invoiceId: invoice, amount: '600' }] }),
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
      transfer(w.clientA, { amount: '1', allocations: [{ invoiceId: invoice, amount: '1' }] }),
    );
    expect(more.body.errors).toEqual({ 'allocations.0.invoiceId': ['invalid'] });
    const payable = await w.owner.get(`${w.payments}/payable-invoices?partnerId=${w.clientA}&currency=RON`);
    expect(payable.body.map((row: { id: string }) => row.id)).not.toContain(invoice);

    // Editing the first payment down frees what it paid; deleting it gives back the rest.
    const edited = await w.owner.put(
      `${w.payments}/${first.body.id}`,
      transfer(w.clientA, { amount: '400', allocations: [{ invoiceId: invoice, amount: '150' }] }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.allocations[0]).toMatchObject({ amount: '150.00', invoiceRemaining: '250.00' });
    expect(await w.paid(invoice)).toEqual({ paidTotal: '750.00', state: 'partially-paid' });
    expect((await w.owner.delete(`${w.payments}/${first.body.id}`)).status).toBe(204);
    expect(await w.paid(invoice)).toEqual({ paidTotal: '600.00', state: 'partially-paid' });
    expect((await w.owner.get(`${w.payments}/${first.body.id}`)).status).toBe(404);
  });

  it('an edit may keep what the payment itself paid on an invoice', async () => {
    const invoice = await w.invoice({ amountDue: '200.00' });
    const payment = await pay(
      transfer(w.clientA, { amount: '200', allocations: [{ invoiceId: invoice, amount: '200' }] }),
    );
    const same = await w.owner.put(
      `${w.payments}/${payment.body.id}`,
      transfer(w.clientA, {
        amount: '200',
        description: 'OP 124',
        allocations: [{ invoiceId: invoice, amount: '200' }],
      }),
    );
    expect(same.status).toBe(200);
    expect(same.body.description).toBe('OP 124');
    expect(await w.paid(invoice)).toEqual({ paidTotal: '200.00', state: 'paid' });

    // Its own invoices are listed for the edit form, as if it had not paid them.
    const payable = await w.owner.get(
      `${w.payments}/payable-invoices?partnerId=${w.clientA}&currency=RON&paymentId=${payment.body.id}`,
    );
    expect(payable.body.find((row: { id: string }) => row.id === invoice)).toMatchObject({
      amountDue: '200.00',
      paidTotal: '0.00',
      remaining: '200.00',
    });
  });

  it('a refund is a negative payment paying a credit note', async () => {
    const credit = await w.invoice({ amountDue: '-80.00' });
    const positive = await pay(
      transfer(w.clientA, { amount: '80', allocations: [{ invoiceId: credit, amount: '80' }] }),
    );
    expect(positive.body.errors).toEqual({ 'allocations.0.invoiceId': ['invalid'] });
    const tooMuch = await pay(
      transfer(w.clientA, { amount: '-100', allocations: [{ invoiceId: credit, amount: '-90' }] }),
    );
    expect(tooMuch.body.errors).toEqual({ 'allocations.0.amount': ['min:-80.00'] });
    const refund = await pay(
      transfer(w.clientA, { amount: '-80', allocations: [{ invoiceId: credit, amount: '-80' }] }),
    );
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({
      amount: '-80.00',
      allocationState: 'fully-allocated',
      remaining: '0.00',
    });
    expect(await w.paid(credit)).toEqual({ paidTotal: '-80.00', state: 'paid' });
  });

  it('locks partner and currency while the payment keeps allocations', async () => {
    const invoice = await w.invoice({ amountDue: '300.00' });
    const payment = await pay(
      transfer(w.clientA, { amount: '100', allocations: [{ invoiceId: invoice, amount: '100' }] }),
    );
    const url = `${w.payments}/${payment.body.id}`;
    const allocations = [{ invoiceId: invoice, amount: '100' }];
    const partner = await w.owner.put(url, transfer(w.clientB, { amount: '100', allocations }));
    expect(partner.status).toBe(422);
    expect(partner.body.errors).toEqual({ partnerId: ['locked'] });
    const currency = await w.owner.put(
      url,
      transfer(w.clientA, { amount: '100', currency: 'EUR', allocations }),
    );
    expect(currency.body.errors).toEqual({ currency: ['locked'] });
    expect(await w.paid(invoice)).toEqual({ paidTotal: '100.00', state: 'partially-paid' });

    // Clearing the allocations frees both (the form's "change"), and gives the invoice back.
    const changed = await w.owner.put(url, transfer(w.clientB, { amount: '100', currency: 'EUR' }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      partnerId: w.clientB,
      currency: 'EUR',
      allocationState: 'unallocated',
    });
    expect(await w.paid(invoice)).toEqual({ paidTotal: '0.00', state: 'not-paid' });
  });

  it('a transfer cannot become a receipt', async () => {
    const payment = await pay(transfer(w.clientA));
    const response = await w.owner.put(`${w.payments}/${payment.body.id}`, {
      ...transfer(w.clientA),
      type: 'receipt',
      documentSeriesId: w.receiptSeries,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ type: ['locked'] });
  });
});

describe('concurrent payments', () => {
  it('two payments racing for what is left of an invoice: one pays, the other is refused', async () => {
    const invoice = await w.invoice({ amountDue: '1000.00' });
    const body = transfer(w.clientA, { amount: '600', allocations: [{ invoiceId: invoice, amount: '600' }] });
    const answers = await Promise.all([pay(body), pay(body), pay(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body.errors).toEqual({
      'allocations.0.amount': ['max:400.00'],
    });
    expect(await w.paid(invoice)).toEqual({ paidTotal: '600.00', state: 'partially-paid' });
  });
});
