import { describe, expect, it } from 'vitest';
import {
  COMPANY_PARTNER_CASES,
  SAMPLE_COMPANY as company,
  PERSON_PARTNER_CASES,
  SAMPLE_PERSON as person,
} from './import-error-cases.fixtures';
import { checkPartnerRow, parsePartnerRoles, romanianCounty } from './partner-import-row';

const errorsOf = (values: Record<string, string | null>) => checkPartnerRow(2, values).errors;

describe('checkPartnerRow', () => {
  it('reads the sample rows into partners the form accepts', () => {
    const first = checkPartnerRow(2, company);
    expect(first.errors).toEqual({});
    expect(first.row.partner).toMatchObject({
      type: 'company',
      role: 'client',
      name: 'Exemplu Distribuție SRL',
      businessId: 'RO14399840',
      vatPayer: true,
      address: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca' },
    });
    const second = checkPartnerRow(3, person);
    expect(second.errors).toEqual({});
    expect(second.row.partner).toMatchObject({
      type: 'person',
      role: 'supplier',
      personId: '1850101123400',
      address: { city: 'București', district: 3, countyCode: 'RO-B' },
    });
  });

  it('reads words in Romanian and English', () => {
    const read = (values: Record<string, string>) =>
      checkPartnerRow(2, { ...company, ...values }).row.partner;
    expect(read({ partnerType: 'PJ', roles: 'Client, Furnizor', vatPayer: 'yes' })).toMatchObject({
      type: 'company',
      role: 'both',
      vatPayer: true,
    });
    expect(
      read({ partnerType: 'legal entity', roles: 'inactiv', vatPayer: '0', businessId: '14399840' }),
    ).toMatchObject({
      role: 'inactive',
      vatPayer: false,
      businessId: '14399840',
    });
    expect(read({ addressCountyCode: 'RO-cj' })?.address.countyCode).toBe('RO-CJ');
    expect(read({ addressCountyCode: 'Bistrița-Năsăud' })?.address.countyCode).toBe('RO-BN');
    expect(checkPartnerRow(2, { ...person, addressDistrict: 'Sector 4' }).row.partner?.address.district).toBe(
      4,
    );
  });

  it('takes a foreign id into the international id', () => {
    const row = checkPartnerRow(2, {
      ...company,
      businessId: 'DE123456789',
      addressCountryCode: 'DE',
      addressCountyCode: 'Bayern',
      addressCity: 'München',
    });
    expect(row.errors).toEqual({});
    expect(row.row.partner).toMatchObject({ businessId: null, internationalBusinessId: 'DE123456789' });
  });

  it.each(COMPANY_PARTNER_CASES)('company row: %s', (_case, values, field, code) => {
    expect(errorsOf({ ...company, ...values })[field]).toEqual([code]);
  });

  it.each(PERSON_PARTNER_CASES)('person row: %s', (_case, values, field, code) => {
    expect(errorsOf({ ...person, ...values })[field]).toEqual([code]);
  });

  it('keeps one code per field, the first rule broken', () => {
    expect(errorsOf({ ...company, addressCountryCode: 'ROU' })).toEqual({ addressCountryCode: ['size:2'] });
  });
});

describe('words of the partner import', () => {
  it.each<[string, string | null]>([
    ['client', 'client'],
    ['Furnizor', 'supplier'],
    ['client și furnizor', 'both'],
    ['supplier/client', 'both'],
    ['Ambele', 'both'],
    ['inactiv', 'inactive'],
    ['client, inactiv', null],
    ['', null],
    ['altul', null],
  ])('roles %j', (text, role) => {
    expect(parsePartnerRoles(text)).toBe(role);
  });

  it.each<[string, unknown]>([
    ['Cluj', { code: 'RO-CJ' }],
    ['RO-B', { code: 'RO-B' }],
    ['ab', { code: 'RO-AB' }],
    ['Iasi', { code: 'RO-IS' }],
    ['RO-XYZ', { error: 'size:2' }],
    ['XYZ', { error: 'size:2' }],
    ['Atlantida', { error: 'invalid' }],
  ])('county %j', (text, expected) => {
    expect(romanianCounty(text)).toEqual(expected);
  });
});
