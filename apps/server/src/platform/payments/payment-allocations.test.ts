import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { PayableInvoiceRow } from './payable-invoices';
import { allocationErrors, paidDeltas } from './payment-allocations';

const invoice = (overrides: Partial<PayableInvoiceRow> = {}): PayableInvoiceRow => ({
  id: 'i1',
  status: 'published',
  partnerId: 'p1',
  currency: 'RON',
  seriesNumber: 'F1',
  issueDate: '2026-01-01',
  dueDate: null,
  amountDue: '100.00',
  paidTotal: '30.00',
  ...overrides,
});

/** As the client side: only issued invoices take payments. */
const clientRefusal = (status: string) => (status === 'published' ? null : 'invalid');

const check = (
  row: PayableInvoiceRow,
  amount: string,
  counted = new Map<string, Decimal>(),
  refusal: (status: string) => string | null = clientRefusal,
) =>
  allocationErrors({
    refusal,
    partnerId: 'p1',
    currency: 'RON',
    allocations: [{ invoiceId: row.id, amount }],
    counted,
    invoices: new Map([[row.id, row]]),
  });

describe('allocation rules', () => {
  it('takes up to what is left to pay', () => {
    expect(check(invoice(), '70')).toEqual({});
    expect(check(invoice(), '70.01')).toEqual({ 'allocations.0.amount': ['max:70.00'] });
  });

  it("does not count the payment's own earlier allocation as paid", () => {
    expect(check(invoice(), '100', new Map([['i1', new Decimal(30)]]))).toEqual({});
  });

  it('refuses drafts, other partners, other currencies and paid invoices', () => {
    expect(check(invoice({ status: 'draft' }), '1')).toEqual({ 'allocations.0.invoiceId': ['invalid'] });
    expect(check(invoice({ partnerId: 'p2' }), '1')).toEqual({ 'allocations.0.invoiceId': ['invalid'] });
    expect(check(invoice({ currency: 'EUR' }), '1')).toEqual({ 'allocations.0.invoiceId': ['currency'] });
    expect(check(invoice({ paidTotal: '100.00' }), '1')).toEqual({ 'allocations.0.invoiceId': ['invalid'] });
  });

  it("answers the side's code for a status that takes no payments, before the currency", () => {
    const supplierRefusal = (status: string) =>
      status === 'published' || status === 'confirmed' ? null : 'not-confirmed';
    const received = invoice({ status: 'received', currency: 'EUR' });
    expect(check(received, '1', new Map(), supplierRefusal)).toEqual({
      'allocations.0.invoiceId': ['not-confirmed'],
    });
    expect(check(invoice({ status: 'confirmed' }), '1', new Map(), supplierRefusal)).toEqual({});
    expect(check(invoice({ partnerId: 'p2', status: 'received' }), '1', new Map(), supplierRefusal)).toEqual({
      'allocations.0.invoiceId': ['invalid'],
    });
  });

  it('a refund pays a credit note down to its amount', () => {
    const credit = invoice({ amountDue: '-50.00', paidTotal: '0.00' });
    expect(check(credit, '-50')).toEqual({});
    expect(check(credit, '-50.01')).toEqual({ 'allocations.0.amount': ['min:-50.00'] });
    expect(check(credit, '10')).toEqual({ 'allocations.0.invoiceId': ['invalid'] });
  });
});

describe('paid total moves', () => {
  it('moves each invoice by what counts after minus what counted before', () => {
    const before = [
      { invoiceId: 'a', amount: '10.00' },
      { invoiceId: 'b', amount: '5.00' },
    ];
    const after = [
      { invoiceId: 'b', amount: '5.00' },
      { invoiceId: 'c', amount: '7.50' },
    ];
    expect(Object.fromEntries(paidDeltas(before, after))).toEqual({ a: '-10.00', c: '7.50' });
  });
});
