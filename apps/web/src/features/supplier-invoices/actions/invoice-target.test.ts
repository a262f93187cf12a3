import { describe, expect, it } from 'vitest';
import type { InvoiceAccess } from '../../../shared/invoicing/invoice-access';
import { type InvoiceTarget, supplierInvoiceActions } from './invoice-target';

const ALL: InvoiceAccess = { canWrite: true, canDelete: true, canReadPayments: true, canAddPayment: true };
const NONE: InvoiceAccess = {
  canWrite: false,
  canDelete: false,
  canReadPayments: false,
  canAddPayment: false,
};

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
  it('lets one holding every right edit, delete and pay an invoice added by hand with something left to pay', () => {
    expect(supplierInvoiceActions(invoice(), ALL)).toEqual({
      edit: true,
      remove: true,
      payments: true,
      addPayment: true,
    });
  });

  it('gives a reader nothing to change', () => {
    expect(supplierInvoiceActions(invoice(), NONE)).toEqual({
      edit: false,
      remove: false,
      payments: false,
      addPayment: false,
    });
  });

  it('asks the delete permission to delete, and the supplier payments’ to see and record payments', () => {
    expect(supplierInvoiceActions(invoice(), { ...ALL, canDelete: false })).toMatchObject({
      edit: true,
      remove: false,
    });
    expect(supplierInvoiceActions(invoice(), { ...NONE, canDelete: true }).remove).toBe(true);
    expect(supplierInvoiceActions(invoice(), { ...ALL, canAddPayment: false }).addPayment).toBe(false);
    expect(supplierInvoiceActions(invoice(), { ...NONE, canReadPayments: true })).toMatchObject({
      payments: true,
      addPayment: false,
    });
  });

  it('takes payments only on invoices added by hand or confirmed, while unpaid', () => {
    expect(supplierInvoiceActions(invoice({ status: 'confirmed' }), ALL).addPayment).toBe(true);
    expect(supplierInvoiceActions(invoice({ status: 'received' }), ALL).addPayment).toBe(false);
    expect(supplierInvoiceActions(invoice({ status: 'rejected' }), ALL).addPayment).toBe(false);
    expect(supplierInvoiceActions(invoice({ remaining: '0.00' }), ALL).addPayment).toBe(false);
    // A negative invoice (a refund from the supplier) still has something to settle.
    expect(supplierInvoiceActions(invoice({ remaining: '-20.00' }), ALL).addPayment).toBe(true);
  });
});
