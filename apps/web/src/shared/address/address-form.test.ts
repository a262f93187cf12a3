import { describe, expect, it } from 'vitest';
import { addressMode, addressToFormValues, emptyAddress, normalizeAddressValues } from './address-form';

describe('addressMode', () => {
  it('tells București (any spelling) from the rest of Romania and from abroad', () => {
    expect(addressMode('RO', 'București')).toBe('bucharest');
    expect(addressMode('ro', 'BUCURESTI')).toBe('bucharest');
    expect(addressMode('RO', 'Mun. București')).toBe('bucharest');
    expect(addressMode('RO', 'Cluj-Napoca')).toBe('romania');
    expect(addressMode('RO', '')).toBe('romania');
    expect(addressMode('DE', 'București')).toBe('abroad');
  });
});

describe('normalizeAddressValues', () => {
  it('drops the county of a București address and keeps its sector', () => {
    const address = { ...emptyAddress(), city: 'Bucuresti', countyCode: 'RO-CJ', district: 3 };
    expect(normalizeAddressValues(address)).toMatchObject({ countyCode: null, district: 3 });
  });

  it('drops the sector outside București', () => {
    const address = { ...emptyAddress(), city: 'Cluj-Napoca', countyCode: 'RO-CJ', district: 3 };
    expect(normalizeAddressValues(address)).toMatchObject({ countyCode: 'RO-CJ', district: null });
  });

  it('drops a Romanian county left over after another country was chosen, keeps a foreign region', () => {
    expect(normalizeAddressValues({ ...emptyAddress('DE'), countyCode: 'RO-CJ' }).countyCode).toBeNull();
    expect(normalizeAddressValues({ ...emptyAddress('DE'), countyCode: 'Bayern' }).countyCode).toBe('Bayern');
  });
});

describe('addressToFormValues', () => {
  it('turns the nulls of an answer into empty inputs and hides București’s implied county', () => {
    expect(
      addressToFormValues({
        countryCode: 'RO',
        countyCode: 'RO-B',
        city: 'București',
        district: 1,
        zipCode: null,
        street: 'Calea Victoriei 1',
        additionalStreet: null,
        additionalAddress: null,
      }),
    ).toEqual({
      countryCode: 'RO',
      countyCode: null,
      city: 'București',
      district: 1,
      zipCode: '',
      street: 'Calea Victoriei 1',
      additionalStreet: '',
      additionalAddress: '',
    });
  });
});
