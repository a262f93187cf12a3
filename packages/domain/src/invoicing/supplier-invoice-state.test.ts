import { describe, expect, it } from 'vitest';
import { SUPPLIER_INVOICE_STATUSES } from './supplier-invoice.schemas';
import { supplierInvoiceTakesPayments, supplierInvoiceTransition } from './supplier-invoice-state';

describe('supplierInvoiceTransition', () => {
  it('confirms or rejects a received invoice, and confirms a rejected one later', () => {
    expect(supplierInvoiceTransition('received', 'confirm')).toEqual({ status: 'confirmed' });
    expect(supplierInvoiceTransition('received', 'reject')).toEqual({ status: 'rejected' });
    expect(supplierInvoiceTransition('rejected', 'confirm')).toEqual({ status: 'confirmed' });
  });

  it('refuses what the states do not allow, saying why', () => {
    expect(supplierInvoiceTransition('published', 'confirm')).toEqual({ refused: 'not-received' });
    expect(supplierInvoiceTransition('published', 'reject')).toEqual({ refused: 'not-received' });
    expect(supplierInvoiceTransition('confirmed', 'confirm')).toEqual({ refused: 'already-confirmed' });
    expect(supplierInvoiceTransition('confirmed', 'reject')).toEqual({ refused: 'already-confirmed' });
    expect(supplierInvoiceTransition('rejected', 'reject')).toEqual({ refused: 'already-rejected' });
  });
});

describe('supplierInvoiceTakesPayments', () => {
  it('takes payments only on invoices added by hand or confirmed', () => {
    const taking = SUPPLIER_INVOICE_STATUSES.filter(supplierInvoiceTakesPayments);
    expect(taking).toEqual(['published', 'confirmed']);
  });
});
