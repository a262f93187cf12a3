import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '../validation/rule-codes';
import { CLUJ_ADDRESS, sampleCompanyPartner, samplePersonPartner, VIENNA_ADDRESS } from './partner.fixtures';
import { partnerInputSchema } from './partner.schemas';
import { lockedIdErrors } from './partner-rules';

const errorsOf = (input: unknown) => {
  const result = partnerInputSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error.issues);
};

const cluj = CLUJ_ADDRESS;
const vienna = VIENNA_ADDRESS;
const company = sampleCompanyPartner;
const person = samplePersonPartner;

describe('partner identifiers', () => {
  it('stores a Romanian CUI with the RO prefix for VAT payers and as digits otherwise', () => {
    expect(partnerInputSchema.parse(company()).businessId).toBe('RO36914726');
    expect(
      partnerInputSchema.parse(company({ businessId: 'ro 3691 4726', vatPayer: false })).businessId,
    ).toBe('36914726');
  });

  it('needs a valid CUI for a Romanian company', () => {
    expect(errorsOf(company({ businessId: '' }))).toEqual({ businessId: ['required'] });
    expect(errorsOf(company({ businessId: '36914727' }))).toEqual({ businessId: ['cui.check-digit'] });
    expect(errorsOf(company({ businessId: 'RO12345678901' }))).toEqual({ businessId: ['max:12'] });
    expect(errorsOf(company({ personId: '1800101221144' }))).toEqual({ personId: ['prohibited'] });
  });

  it('needs the international id, and no CUI, for a foreign company', () => {
    expect(errorsOf(company({ businessId: null, address: vienna }))).toEqual({
      internationalBusinessId: ['required'],
    });
    expect(errorsOf(company({ address: vienna, internationalBusinessId: 'ATU12345678' }))).toEqual({
      businessId: ['prohibited'],
    });
    const parsed = partnerInputSchema.parse(
      company({ businessId: undefined, address: vienna, internationalBusinessId: 'ATU12345678' }),
    );
    expect(parsed).toMatchObject({ businessId: null, internationalBusinessId: 'ATU12345678' });
    expect(
      errorsOf(company({ businessId: null, address: vienna, internationalBusinessId: 'x'.repeat(51) })),
    ).toEqual({ internationalBusinessId: ['max:50'] });
  });

  it('checks the CNP of a natural person: size 13, check digit, optional', () => {
    expect(partnerInputSchema.parse(person({ personId: ' 1800101 221144 ' })).personId).toBe('1800101221144');
    expect(partnerInputSchema.parse(person({ personId: '' })).personId).toBeNull();
    expect(errorsOf(person({ personId: '180010122114' }))).toEqual({ personId: ['size:13'] });
    expect(errorsOf(person({ personId: '1800101221145' }))).toEqual({ personId: ['cnp.check-digit'] });
  });

  it('refuses a CUI, secondary ids and a commercial name for a natural person', () => {
    expect(
      errorsOf(
        person({
          businessId: '36914726',
          secondaryBusinessId: 'J12/1/2020',
          internationalSecondaryBusinessId: 'X1',
          commercialName: 'Popescu',
        }),
      ),
    ).toEqual({
      businessId: ['prohibited'],
      secondaryBusinessId: ['prohibited'],
      internationalSecondaryBusinessId: ['prohibited'],
      commercialName: ['prohibited'],
    });
  });

  it('keeps client codes for clients and the supplier id for suppliers', () => {
    const codes = { clientAccountingId: '4111', clientExternalId: 'C-1', supplierInternalId: 'S-1' };
    expect(errorsOf(company({ role: 'supplier', ...codes }))).toEqual({
      clientAccountingId: ['prohibited'],
      clientExternalId: ['prohibited'],
    });
    expect(errorsOf(company({ role: 'client', ...codes }))).toEqual({ supplierInternalId: ['prohibited'] });
    expect(errorsOf(company({ role: 'both', ...codes }))).toEqual({});
    expect(errorsOf(company({ role: 'inactive', ...codes }))).toEqual({});
  });

  it('reports identity errors together with the other fields', () => {
    expect(errorsOf(company({ name: '', businessId: '1', role: 'x' }))).toEqual({
      name: ['required'],
      role: ['invalid'],
    });
    expect(errorsOf(company({ name: '', businessId: '1' }))).toEqual({
      name: ['required'],
      businessId: ['invalid'],
    });
    expect(errorsOf({})).toMatchObject({ type: ['required'], role: ['required'], name: ['required'] });
  });

  it('applies the address rules to the main address', () => {
    expect(errorsOf(company({ address: { ...cluj, countyCode: null } }))).toEqual({
      'address.countyCode': ['required'],
    });
  });
});

describe('ids fixed at creation', () => {
  const ids = { businessId: 'RO36914726', internationalBusinessId: null, personId: null };

  it('lets the RO prefix follow the VAT flag but not the CUI change', () => {
    expect(lockedIdErrors(ids, { ...ids, businessId: '36914726' })).toEqual({});
    expect(lockedIdErrors(ids, { ...ids, businessId: '41782303' })).toEqual({ businessId: ['immutable'] });
    expect(lockedIdErrors(ids, { ...ids, businessId: null })).toEqual({ businessId: ['immutable'] });
  });

  it('never changes the international id', () => {
    expect(lockedIdErrors(ids, { ...ids, internationalBusinessId: 'X' })).toEqual({
      internationalBusinessId: ['immutable'],
    });
  });

  it('lets a CNP be added later but not changed or removed', () => {
    const noCnp = { businessId: null, internationalBusinessId: null, personId: null };
    expect(lockedIdErrors(noCnp, { ...noCnp, personId: '1800101221144' })).toEqual({});
    const withCnp = { ...noCnp, personId: '1800101221144' };
    expect(lockedIdErrors(withCnp, { ...noCnp, personId: '2990512400010' })).toEqual({
      personId: ['immutable'],
    });
    expect(lockedIdErrors(withCnp, noCnp)).toEqual({ personId: ['immutable'] });
  });
});
