import type { PayableInvoice } from '@app/domain/invoicing/client-payment.schemas';
import { describe, expect, it } from 'vitest';
import {
  allocationSummary,
  centsOf,
  emptyPaymentValues,
  formFieldOf,
  invoiceIdOfSearch,
  paymentOfInvoice,
  prefillOfSearch,
  rowsForInvoices,
  spreadOldestFirst,
  textOfCents,
  toPaymentInput,
} from './payment-form-values';

const invoice = (id: string, remaining: string): PayableInvoice => ({
  id,
  seriesNumber: `FCT${id}`,
  issueDate: '2026-01-01',
  dueDate: null,
  currency: 'RON',
  amountDue: remaining,
  paidTotal: '0.00',
  remaining,
});

describe('cents', () => {
  it.each([
    ['12.5', 1250n],
    ['12.', 1200n],
    ['.05', 5n],
    ['-3.07', -307n],
    ['0', 0n],
  ])('reads %s', (text, cents) => {
    expect(centsOf(text)).toBe(cents);
  });

  it.each(['', '.', '1,5', '1.005', 'abc', '1e3'])('refuses %s', (text) => {
    expect(centsOf(text)).toBeNull();
  });

  it('writes two decimals', () => {
    expect([textOfCents(1250n), textOfCents(-5n), textOfCents(0n)]).toEqual(['12.50', '-0.05', '0.00']);
  });
});

describe('spreading the amount oldest first', () => {
  const invoices = [invoice('1', '100.00'), invoice('2', '250.50'), invoice('3', '40.00')];

  it('fills the oldest invoices first and stops when the amount is used', () => {
    expect(spreadOldestFirst('300', invoices)).toEqual([
      { invoiceId: '1', amount: '100.00' },
      { invoiceId: '2', amount: '200.00' },
      { invoiceId: '3', amount: '' },
    ]);
  });

  it('leaves an advance when the amount is more than all of them', () => {
    const rows = spreadOldestFirst('500', invoices);
    expect(rows.map((row) => row.amount)).toEqual(['100.00', '250.50', '40.00']);
    expect(allocationSummary('500', rows)).toEqual({ allocated: '390.50', advance: '109.50', over: false });
  });

  it('gives a refund to credit notes only', () => {
    const rows = spreadOldestFirst('-50', [
      invoice('1', '100.00'),
      invoice('2', '-30.00'),
      invoice('3', '-40.00'),
    ]);
    expect(rows.map((row) => row.amount)).toEqual(['', '-30.00', '-20.00']);
  });

  it('allocates nothing without an amount', () => {
    expect(spreadOldestFirst('', invoices).every((row) => row.amount === '')).toBe(true);
  });
});

describe('form rows and the request body', () => {
  it('keeps the amounts already on listed invoices', () => {
    expect(
      rowsForInvoices([invoice('1', '5'), invoice('2', '5')], [{ invoiceId: '2', amount: '3' }]),
    ).toEqual([
      { invoiceId: '1', amount: '' },
      { invoiceId: '2', amount: '3' },
    ]);
  });

  it('says when the allocations go past the amount', () => {
    expect(allocationSummary('10', [{ invoiceId: '1', amount: '10.01' }]).over).toBe(true);
  });

  it('sends only the invoices with an amount and maps errors back to their rows', () => {
    const values = {
      ...emptyPaymentValues('bank-transfer', '2026-02-01'),
      partnerId: 'p',
      amount: ' 100 ',
      allocations: [
        { invoiceId: 'a', amount: '' },
        { invoiceId: 'b', amount: '0' },
        { invoiceId: 'c', amount: '60' },
      ],
    };
    const { input, rowOf } = toPaymentInput(values);
    expect(input).toMatchObject({
      type: 'bank-transfer',
      amount: '100',
      documentSeriesId: null,
      allocations: [{ invoiceId: 'c', amount: '60' }],
    });
    expect(rowOf).toEqual([2]);
    expect(formFieldOf('allocations.0.amount', rowOf)).toBe('allocations.2.amount');
    expect(formFieldOf('allocations.5.amount', rowOf)).toBe('allocations');
    expect(formFieldOf('partnerId', rowOf)).toBe('partnerId');
  });

  it('a receipt keeps its series', () => {
    const values = { ...emptyPaymentValues('receipt', '2026-02-01', 's1'), partnerId: 'p' };
    expect(toPaymentInput(values).input).toMatchObject({ documentSeriesId: 's1' });
  });

  it("a supplier receipt sends the supplier's series and number, trimmed, and no company series", () => {
    const values = {
      ...emptyPaymentValues('receipt', '2026-02-01'),
      partnerId: 'p',
      receiptSeries: ' CH ',
      receiptNumber: '0042 ',
    };
    const { input } = toPaymentInput(values, 'supplier');
    expect(input).toMatchObject({ type: 'receipt', receiptSeries: 'CH', receiptNumber: '0042' });
    expect(input).not.toHaveProperty('documentSeriesId');
  });

  it('a supplier bank transfer sends no receipt series or number', () => {
    const values = { ...emptyPaymentValues('bank-transfer', '2026-02-01'), receiptSeries: 'X' };
    expect(toPaymentInput(values, 'supplier').input).toMatchObject({
      receiptSeries: null,
      receiptNumber: null,
    });
  });
});

describe('a payment opened from an invoice', () => {
  it('reads the invoice, client and currency from the address, or nothing when one is missing', () => {
    const search = new URLSearchParams({
      invoice: 'i1',
      client: 'p1',
      clientName: 'Țesătoria',
      currency: 'EUR',
    });
    expect(prefillOfSearch(search)).toEqual({
      invoiceId: 'i1',
      partnerId: 'p1',
      partnerName: 'Țesătoria',
      currency: 'EUR',
    });
    expect(prefillOfSearch(new URLSearchParams({ invoice: 'i1', currency: 'EUR' }))).toBeNull();
  });

  it('reads a supplier invoice named with supplier= or partner=, or only its id', () => {
    expect(
      prefillOfSearch(
        new URLSearchParams({ invoiceId: 'i2', supplier: 's1', supplierName: 'Furnizor', currency: 'RON' }),
      ),
    ).toEqual({ invoiceId: 'i2', partnerId: 's1', partnerName: 'Furnizor', currency: 'RON' });
    expect(invoiceIdOfSearch(new URLSearchParams({ invoiceId: 'i2' }))).toBe('i2');
    expect(invoiceIdOfSearch(new URLSearchParams({ invoice: 'i3' }))).toBe('i3');
    expect(invoiceIdOfSearch(new URLSearchParams())).toBeNull();
  });

  it("pays the invoice's whole remainder and nothing on the others", () => {
    expect(paymentOfInvoice([invoice('1', '100.00'), invoice('2', '1210.5')], '2')).toEqual({
      amount: '1210.50',
      allocations: [
        { invoiceId: '1', amount: '' },
        { invoiceId: '2', amount: '1210.50' },
      ],
    });
    expect(paymentOfInvoice([invoice('1', '100.00')], '9')).toBeNull();
  });
});
