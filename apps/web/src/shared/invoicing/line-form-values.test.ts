import { describe, expect, it } from 'vitest';
import { bestOffer, emptyLine, freeLine, lineFromProduct, standardCodeOf } from './line-form-values';

const PARTNER = '0b7c2f7e-8a34-4d55-9d0a-3f1f0a9c1a11';
const RATE = '2d9e4b90-ac56-4f77-9f2c-5b3b2c9e3c33';
const PRODUCT = '3eaf5ca1-bd67-4088-8a3d-6c4c3daf4d44';

describe('lines from the catalogue', () => {
  const product = {
    id: PRODUCT,
    name: 'Cafea boabe 1 kg',
    description: 'Arabica',
    measurementUnitCode: 'KGM',
    vatRateId: RATE,
    productCode: 'CAF-1',
    cpvClassificationCode: null,
    euCnClassificationCode: null,
    isHighFiscalRisk: false,
  };

  it('prefers the client’s own offer, then the one in the document’s currency', () => {
    const offers = [
      { partnerId: null, currencyCode: 'RON', price: '50.0000', vatRateId: null },
      { partnerId: PARTNER, currencyCode: 'EUR', price: '9.0000', vatRateId: null },
      { partnerId: PARTNER, currencyCode: 'RON', price: '45.5000', vatRateId: null },
      { partnerId: 'someone-else', currencyCode: 'RON', price: '1.0000', vatRateId: null },
    ];
    expect(bestOffer(offers, PARTNER, 'RON')?.price).toBe('45.5000');
    expect(bestOffer(offers, PARTNER, 'EUR')?.price).toBe('9.0000');
    expect(bestOffer(offers, 'new-client', 'RON')?.price).toBe('50.0000');
    expect(bestOffer([], PARTNER, 'RON')).toBeNull();
  });

  it('fills name, unit, VAT rate, codes and the offer’s price', () => {
    const line = lineFromProduct({ ...emptyLine(), quantity: '3' }, product, {
      offer: { partnerId: PARTNER, currencyCode: 'RON', price: '45.5000', vatRateId: null },
      partnerProductCode: 'CLIENT-77',
      documentCurrency: 'RON',
    });
    expect(line).toMatchObject({
      productId: PRODUCT,
      name: 'Cafea boabe 1 kg',
      description: 'Arabica',
      unitCode: 'KGM',
      vatRateId: RATE,
      price: '45.5',
      quantity: '3',
      productCode: 'CAF-1',
      partnerProductCode: 'CLIENT-77',
      currency: null,
    });
  });

  it('writes an offer in another currency in that currency, awaiting its rate', () => {
    const line = lineFromProduct(emptyLine(), product, {
      offer: { partnerId: null, currencyCode: 'EUR', price: '9.0000', vatRateId: null },
      partnerProductCode: null,
      documentCurrency: 'RON',
    });
    expect(line).toMatchObject({ currency: 'EUR', price: '9', currencyRate: '' });
  });

  it('takes the client’s standard code with its scheme, else one held for another client', () => {
    const codes = [
      { partnerId: PARTNER, code: 'CLIENT-77', type: 'partner-product-code', standardCodeType: null },
      { partnerId: 'someone-else', code: '5941234567890', type: 'standard-code', standardCodeType: '0160' },
    ];
    expect(standardCodeOf(codes, PARTNER)).toEqual({ code: '5941234567890', scheme: '0160' });
    const own = {
      partnerId: PARTNER,
      code: '5940000000001',
      type: 'standard-code',
      standardCodeType: '0160',
    };
    expect(standardCodeOf([...codes, own], PARTNER)).toEqual({ code: '5940000000001', scheme: '0160' });
    expect(standardCodeOf(codes.slice(0, 1), PARTNER)).toBeNull();
  });

  it('fills the standard code and its scheme from the catalogue, and empties them without one', () => {
    const coded = lineFromProduct(emptyLine(), product, {
      offer: null,
      partnerProductCode: null,
      standardCode: { code: '5941234567890', scheme: '0160' },
      documentCurrency: 'RON',
    });
    expect(coded).toMatchObject({ standardCode: '5941234567890', standardCodeScheme: '0160' });
    const plain = lineFromProduct(coded, product, {
      offer: null,
      partnerProductCode: null,
      documentCurrency: 'RON',
    });
    expect(plain).toMatchObject({ standardCode: '', standardCodeScheme: '' });
  });

  it('a free line keeps what was typed and loses the catalogue link', () => {
    const line = freeLine({ ...emptyLine(), productId: PRODUCT, name: 'Cafea' });
    expect(line).toMatchObject({ productId: '', name: 'Cafea' });
  });
});
