import { describe, expect, it } from 'vitest';
import { invoicesWithProductPath, productPagePath, productTabOfPath } from './product-paths';

describe('product paths', () => {
  it('maps tabs to addresses and back', () => {
    expect(productPagePath('p1')).toBe('/products/p1');
    expect(productPagePath('p1', 'clients-offers')).toBe('/products/p1/clients-offers');
    expect(productTabOfPath('/products/p1', 'p1')).toBe('details');
    expect(productTabOfPath('/products/p1/packaging/create', 'p1')).toBe('packaging');
    expect(productTabOfPath('/products/p1/vat-rates/abc', 'p1')).toBe('vat-rates');
    expect(productTabOfPath('/products/p1/unknown', 'p1')).toBe('details');
  });

  it('links to the invoices that contain the product through the list filters', () => {
    const url = new URL(invoicesWithProductPath('suppliers', 'p1'), 'http://x');
    expect(url.pathname).toBe('/suppliers/invoices');
    expect(JSON.parse(url.searchParams.get('filters') ?? '')).toEqual([
      { field: 'productId', operator: 'eq', value: 'p1' },
    ]);
  });
});
