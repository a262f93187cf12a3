import { describe, expect, it } from 'vitest';
import { supplierInvoicePaths } from './supplier-invoice-paths';
import { supplierInvoicesRoutes } from './supplier-invoices.routes';

describe('supplier invoice routes', () => {
  it('answer every address of the spec catalogue, behind the read permission', () => {
    expect(supplierInvoicesRoutes.map((route) => route.path)).toEqual([
      '/suppliers/invoices',
      '/suppliers/invoices/create',
      '/suppliers/invoices/:invoiceId',
      '/suppliers/invoices/view/:invoiceId',
      '/suppliers/invoices/view/:invoiceId/confirm',
      '/suppliers/invoices/view/:invoiceId/reject',
    ]);
    for (const route of supplierInvoicesRoutes) {
      expect((route.handle as { permission: string }).permission).toMatch(
        /^supplier-invoices\.(read|write)$/,
      );
    }
  });

  it('need the write permission for the form', () => {
    const forms = supplierInvoicesRoutes.filter(
      (route) => (route.handle as { permission: string }).permission === 'supplier-invoices.write',
    );
    expect(forms.map((route) => route.path)).toEqual([
      '/suppliers/invoices/create',
      '/suppliers/invoices/:invoiceId',
    ]);
  });

  it('build the pages and the payment form addresses', () => {
    expect(supplierInvoicePaths.view('i1', 'reject')).toBe('/suppliers/invoices/view/i1/reject');
    expect(
      supplierInvoicePaths.newPayment({
        id: 'i1',
        partnerId: 's1',
        partnerName: 'Furnizor & Co',
        currency: 'EUR',
      }),
    ).toBe('/suppliers/payments/create?invoiceId=i1&supplier=s1&supplierName=Furnizor+%26+Co&currency=EUR');
    expect(supplierInvoicePaths.payment({ paymentId: 'p1', type: 'receipt' })).toBe('/suppliers/receipts/p1');
    expect(supplierInvoicePaths.payment({ paymentId: 'p1', type: 'bank-transfer' })).toBe(
      '/suppliers/payments/p1',
    );
  });
});
