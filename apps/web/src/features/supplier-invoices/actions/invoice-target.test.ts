import { describe, expect, it } from 'vitest';
import { type InvoiceTarget, supplierInvoiceActions } from './invoice-target';

const invoice = (patch: Partial<InvoiceTarget> = {}): InvoiceTarget => ({
  id: 'inv-1',
  status: 'published',
  seriesNumber: 'FZ 1',
  partnerId: 's1',
  partnerName: 'Furnizor SRL',
  currency: 'RON',
  remaining: '100.00',
  ...patch,
});

describe('supplierInvoiceActions', () => {
  it('lets a writer edit, delete and pay an invoice added by hand with something left to pay', () => {
    expect(supplierInvoiceActions(invoice(), true)).toEqual({ edit: true, remove: true, addPayment: true });
  });

  it('gives a reader nothing to change', () => {
    expect(supplierInvoiceActions(invoice(), false)).toEqual({
      edit: false,
      remove: false,
      addPayment: false,
    });
  });

  it('takes payments only on invoices added by hand or confirmed, while unpaid', () => {
    expect(supplierInvoiceActions(invoice({ status: 'confirmed' }), true).addPayment).toBe(true);
    expect(supplierInvoiceActions(invoice({ status: 'received' }), true).addPayment).toBe(false);
    expect(supplierInvoiceActions(invoice({ status: 'rejected' }), true).addPayment).toBe(false);
    expect(supplierInvoiceActions(invoice({ remaining: '0.00' }), true).addPayment).toBe(false);
    // A negative invoice (a refund from the supplier) still has something to settle.
    expect(supplierInvoiceActions(invoice({ remaining: '-20.00' }), true).addPayment).toBe(true);
  });
});
