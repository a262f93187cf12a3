import { describe, expect, it } from 'vitest';
import { lineFromProduct } from './product-line';
import { emptyStockLine } from './stock-form-values';

const product = { id: 'p1', name: 'Apă plată 0,5 l', measurementUnitCode: 'H87', vatRateId: 'v21' };

describe('a stock line from a catalogue product', () => {
  it('takes the product facts, the partner offer in the document currency and the partner codes', () => {
    const line = lineFromProduct(
      { ...emptyStockLine('v19'), packagingId: 'old', packagingRatio: '6', quantity: '12' },
      product,
      {
        offers: [
          { partnerId: null, currencyCode: 'RON', price: '2.0000', vatRateId: null },
          { partnerId: 's1', currencyCode: 'RON', price: '1.8500', vatRateId: 'v9' },
        ],
        codes: [
          { partnerId: 's1', code: 'SUP-7', type: 'partner-product-code', standardCodeType: null },
          { partnerId: 's2', code: '5941234567890', type: 'standard-code', standardCodeType: '0160' },
        ],
        partnerId: 's1',
        currency: 'RON',
      },
    );
    expect(line).toMatchObject({
      productId: 'p1',
      name: 'Apă plată 0,5 l',
      unitCode: 'H87',
      price: '1.85',
      vatRateId: 'v9',
      supplierProductCode: 'SUP-7',
      standardCode: '5941234567890',
      standardCodeScheme: '0160',
      packagingId: '',
      packagingRatio: '',
      quantity: '12',
    });
  });

  it('keeps the typed price when no offer is in the document currency', () => {
    const line = lineFromProduct({ ...emptyStockLine(), price: '3' }, product, {
      offers: [{ partnerId: null, currencyCode: 'EUR', price: '1', vatRateId: 'v9' }],
      codes: [],
      partnerId: '',
      currency: 'RON',
    });
    expect(line).toMatchObject({ price: '3', vatRateId: 'v21', supplierProductCode: '' });
  });
});
