import { describe, expect, it } from 'vitest';
import { RO_COUNTIES } from '../addresses/counties';
import { sampleAddressSnapshot } from './client-invoice-source.test-helpers';
import { eInvoiceAddressOf } from './einvoice-addresses';

describe('eInvoiceAddressOf', () => {
  it('maps street, additional street, address line, city, postal code, county and country', () => {
    const address = eInvoiceAddressOf(
      sampleAddressSnapshot({ additionalStreet: 'Bloc A, scara 2', additionalAddress: 'Etaj 3, ap. 12' }),
    );
    expect(address).toEqual({
      street: 'Strada Memorandumului 28',
      additionalStreet: 'Bloc A, scara 2',
      addressLine: 'Etaj 3, ap. 12',
      city: 'Cluj-Napoca',
      postalCode: '400114',
      countrySubentity: 'RO-CJ',
      country: 'RO',
    });
  });

  it.each([1, 2, 3, 4, 5, 6])('writes Bucharest sector %i as the city SECTOR%i', (district) => {
    const address = eInvoiceAddressOf(sampleAddressSnapshot({ city: 'București', county: 'RO-B', district }));
    expect(address.city).toBe(`SECTOR${district}`);
    expect(address.countrySubentity).toBe('RO-B');
  });

  it('keeps the city as typed for Bucharest without a sector (the rules report it)', () => {
    expect(
      eInvoiceAddressOf(sampleAddressSnapshot({ city: 'București', county: 'RO-B', district: null })).city,
    ).toBe('București');
    expect(
      eInvoiceAddressOf(sampleAddressSnapshot({ city: 'București', county: 'RO-B', district: 7 })).city,
    ).toBe('București');
  });

  it('ignores a district outside Bucharest', () => {
    expect(
      eInvoiceAddressOf(sampleAddressSnapshot({ city: 'Turda', county: 'RO-CJ', district: 2 })).city,
    ).toBe('Turda');
  });

  it('passes every county through as its ISO 3166-2:RO code', () => {
    expect(RO_COUNTIES.length).toBe(42);
    for (const county of RO_COUNTIES) {
      const address = eInvoiceAddressOf(sampleAddressSnapshot({ county: county.code, district: 1 }));
      expect(address.countrySubentity).toBe(county.code);
      expect(address.city).toBe(county.code === 'RO-B' ? 'SECTOR1' : 'Cluj-Napoca');
    }
  });

  it('reads an old snapshot without additional street, address line and district as null', () => {
    const {
      additionalStreet: _s,
      additionalAddress: _a,
      district: _d,
      ...old
    } = sampleAddressSnapshot({
      county: 'RO-B',
      city: 'Bucuresti',
    });
    const address = eInvoiceAddressOf(old);
    expect(address.additionalStreet).toBeNull();
    expect(address.addressLine).toBeNull();
    expect(address.city).toBe('Bucuresti');
  });

  it('writes a foreign address with its country code and city, its region only when given', () => {
    const address = eInvoiceAddressOf({
      street: 'Hauptstraße 1',
      city: 'Berlin',
      county: null,
      postalCode: '10115',
      country: 'de',
    });
    expect(address).toEqual({
      street: 'Hauptstraße 1',
      additionalStreet: null,
      addressLine: null,
      city: 'Berlin',
      postalCode: '10115',
      countrySubentity: null,
      country: 'DE',
    });
    expect(
      eInvoiceAddressOf({
        street: 'Via Roma 1',
        city: 'Milano',
        county: 'MI',
        postalCode: null,
        country: 'IT',
      }).countrySubentity,
    ).toBe('MI');
  });

  it('writes blank parts as null', () => {
    const address = eInvoiceAddressOf(sampleAddressSnapshot({ postalCode: '', additionalStreet: '  ' }));
    expect(address.postalCode).toBeNull();
    expect(address.additionalStreet).toBeNull();
  });
});
