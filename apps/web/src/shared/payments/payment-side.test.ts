import { describe, expect, it } from 'vitest';
import { numberOfPayment, type PaymentPaths, pathOfPayment } from './payment-side';

const paths: PaymentPaths = {
  payments: '/s/payments',
  receipts: '/s/receipts',
  createTransfer: '/s/payments/create',
  createReceipt: '/s/receipts/create',
  transfer: (id) => `/s/payments/${id}`,
  editReceipt: (id) => `/s/receipts/${id}`,
  openReceipt: (id) => `/s/receipts/open/${id}`,
};

describe('payment rows', () => {
  it('open a transfer in its form and a receipt where the side opens receipts', () => {
    expect(pathOfPayment(paths, { id: '1', type: 'bank-transfer' })).toBe('/s/payments/1');
    expect(pathOfPayment(paths, { id: '2', type: 'receipt' })).toBe('/s/receipts/open/2');
  });

  it("show the company's number, else the supplier's series and number, else nothing", () => {
    expect(numberOfPayment({ seriesNumber: 'CHT0007', receiptSeries: 'X', receiptNumber: '1' })).toBe(
      'CHT0007',
    );
    expect(numberOfPayment({ seriesNumber: null, receiptSeries: 'CH', receiptNumber: '0042' })).toBe(
      'CH 0042',
    );
    expect(numberOfPayment({ seriesNumber: null, receiptSeries: null, receiptNumber: '9' })).toBe('9');
    expect(numberOfPayment({ seriesNumber: null })).toBeNull();
  });
});
