import { companyCreateSchema, companyUpdateSchema } from '@app/domain/companies/company.schemas';
import { describe, expect, it } from 'vitest';
import { emptyAddress } from '../../../shared/address/address-form';
import type { CompanyLookup } from '../companies.types';
import {
  applyLookup,
  emptyCompanyValues,
  normalizeCompanyValues,
  signupPrefill,
} from './company-form-values';

const clujLookup: CompanyLookup = {
  businessId: '18547290',
  legalName: 'EXEMPLU SOFT SRL',
  secondaryBusinessId: 'J12/2417/2016',
  vatPayer: true,
  vatUponCollection: false,
  inactive: false,
  phone: '0264123456',
  address: {
    countryCode: 'RO',
    countyCode: 'RO-CJ',
    city: 'Cluj-Napoca',
    district: null,
    zipCode: '400001',
    street: 'Str. Memorandumului nr. 28',
    additionalStreet: null,
    additionalAddress: null,
  },
};

describe('applyLookup', () => {
  it('fills identity, VAT flags, phone and address from the registry', () => {
    const values = applyLookup({ ...emptyCompanyValues(), businessId: 'RO 18547290' }, clujLookup);
    expect(values).toMatchObject({
      businessId: '18547290',
      legalName: 'EXEMPLU SOFT SRL',
      secondaryBusinessId: 'J12/2417/2016',
      vatPayer: true,
      vatUponCollection: false,
      phone: '0264123456',
      address: {
        countryCode: 'RO',
        countyCode: 'RO-CJ',
        city: 'Cluj-Napoca',
        district: null,
        zipCode: '400001',
        street: 'Str. Memorandumului nr. 28',
        additionalStreet: '',
        additionalAddress: '',
      },
    });
  });

  it('keeps what the registry does not know', () => {
    const typed = { ...emptyCompanyValues(), email: 'office@exemplu.ro', phone: '0722123456', tos: true };
    const values = applyLookup(typed, { ...clujLookup, phone: null, secondaryBusinessId: null });
    expect(values.email).toBe('office@exemplu.ro');
    expect(values.phone).toBe('0722123456');
    expect(values.secondaryBusinessId).toBe('');
    expect(values.tos).toBe(true);
  });

  it('shows a București address with its sector and without the implied county', () => {
    const values = applyLookup(emptyCompanyValues(), {
      ...clujLookup,
      address: { ...clujLookup.address, countyCode: 'RO-B', city: 'București', district: 1 },
    });
    expect(values.address).toMatchObject({ countyCode: null, city: 'București', district: 1 });
  });

  it('gives values the creation schema accepts once the terms are accepted', () => {
    const values = { ...applyLookup(emptyCompanyValues(), clujLookup), tos: true };
    const parsed = companyCreateSchema.parse(normalizeCompanyValues(values));
    expect(parsed.address.countyCode).toBe('RO-CJ');
    expect(parsed.commercialName).toBeNull();
  });
});

describe('normalizeCompanyValues', () => {
  it('lets a București address pass although a county was chosen before', () => {
    const values = {
      ...applyLookup(emptyCompanyValues(), clujLookup),
      address: { ...emptyAddress(), city: 'Bucuresti', countyCode: 'RO-CJ', district: 2, street: 'Str. X 1' },
    };
    const parsed = companyUpdateSchema.parse(normalizeCompanyValues(values));
    expect(parsed.address).toMatchObject({ countyCode: 'RO-B', district: 2 });
  });

  it('leaves anything that is not a form alone', () => {
    expect(normalizeCompanyValues(null)).toBeNull();
    expect(normalizeCompanyValues({ a: 1 })).toEqual({ a: 1 });
  });
});

describe('signupPrefill', () => {
  it('starts the first company from the signup answers', () => {
    expect(
      signupPrefill({ signupCompanyBusinessId: '18547290', signupCompanyLegalName: 'Exemplu SRL' }),
    ).toMatchObject({ businessId: '18547290', legalName: 'Exemplu SRL', tos: false });
  });
});
