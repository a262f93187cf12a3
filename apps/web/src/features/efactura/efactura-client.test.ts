import { describe, expect, it } from 'vitest';
import { efacturaFileUrl, listingOf } from './efactura.api';

describe('e-Factura API helpers', () => {
  it('reads a list answer as items and count, whichever shape the server uses', () => {
    expect(listingOf({ items: [1, 2], count: 7 })).toEqual({ items: [1, 2], count: 7 });
    expect(listingOf({ data: [1], meta: { total: 3 } })).toEqual({ items: [1], count: 3 });
    expect(listingOf({ data: [1, 2] })).toEqual({ items: [1, 2], count: 2 });
    expect(listingOf(null)).toEqual({ items: [], count: 0 });
  });

  it('addresses the files of a registry row and of a sent client invoice', () => {
    expect(efacturaFileUrl.message('c 1', 'm/1', 'seal')).toBe('/v1/my-companies/c%201/efactura/m%2F1/seal');
    expect(efacturaFileUrl.clientInvoice('c1', 'i1', 'pdf')).toBe(
      '/v1/my-companies/c1/client-invoices/i1/efactura/pdf',
    );
  });
});
