import { describe, expect, it } from 'vitest';
import { addressLines, addressSnapshotOf } from './address-snapshot';

const sector = (district: number) => `Sector ${district}`;

describe('address snapshot', () => {
  it('copies every stored field under the document names', () => {
    expect(
      addressSnapshotOf({
        countryCode: 'RO',
        countyCode: 'RO-B',
        city: 'București',
        district: 1,
        zipCode: '010101',
        street: 'Str. Academiei 1',
        additionalStreet: 'Bl. A',
        additionalAddress: 'Et. 2, ap. 5',
      }),
    ).toEqual({
      street: 'Str. Academiei 1',
      additionalStreet: 'Bl. A',
      additionalAddress: 'Et. 2, ap. 5',
      city: 'București',
      district: 1,
      county: 'RO-B',
      postalCode: '010101',
      country: 'RO',
    });
  });

  it('prints the Bucharest sector and not the county that repeats the city', () => {
    const lines = addressLines(
      {
        street: 'Str. Academiei 1',
        additionalStreet: 'Bl. A',
        additionalAddress: 'Et. 2',
        city: 'București',
        district: 6,
        county: 'RO-B',
        postalCode: '060011',
        country: 'RO',
      },
      sector,
    );
    expect(lines).toEqual(['Str. Academiei 1, Bl. A', 'Et. 2', '060011, București, Sector 6']);
  });

  it('prints the county by name, the country abroad, and reads a snapshot without the newer fields', () => {
    expect(
      addressLines(
        {
          street: 'Str. Memorandumului 28',
          city: 'Cluj-Napoca',
          county: 'RO-CJ',
          postalCode: null,
          country: 'RO',
        },
        sector,
      ),
    ).toEqual(['Str. Memorandumului 28', 'Cluj-Napoca, Cluj']);
    expect(
      addressLines(
        { street: 'Ringstraße 1', city: 'Wien', county: null, postalCode: '1010', country: 'AT' },
        sector,
      ),
    ).toEqual(['Ringstraße 1', '1010, Wien', 'AT']);
  });
});
