import { partnerInputSchema } from '@app/domain/partners/partner.schemas';
import { describe, expect, it } from 'vitest';
import { partnerPagePath, partnerTabOfPath } from '../partner-paths';
import {
  applyLookup,
  emptyPartnerValues,
  hiddenFields,
  normalizePartnerValues,
  type PartnerFormValues,
  partnerToFormValues,
} from './partner-form-values';

const cluj = {
  countryCode: 'RO',
  countyCode: 'RO-CJ',
  city: 'Cluj-Napoca',
  district: null,
  zipCode: '',
  street: 'Str. Memorandumului 28',
  additionalStreet: '',
  additionalAddress: '',
};

const filled = (overrides: Partial<PartnerFormValues> = {}): PartnerFormValues => ({
  ...emptyPartnerValues(),
  name: 'Someș Cod Software SRL',
  businessId: '36914726',
  secondaryBusinessId: 'J12/2417/2016',
  clientAccountingId: '4111',
  supplierInternalId: 'F-7',
  address: cluj,
  ...overrides,
});

describe('partner form values', () => {
  it('hides what the type, role and country do not allow', () => {
    expect([...hiddenFields(filled())].sort()).toEqual(['personId', 'supplierInternalId']);
    expect(hiddenFields(filled({ type: 'person' })).has('businessId')).toBe(true);
    expect(hiddenFields(filled({ role: 'supplier' })).has('clientAccountingId')).toBe(true);
    expect(hiddenFields(filled({ address: { ...cluj, countryCode: 'at' } })).has('businessId')).toBe(true);
  });

  it('empties hidden inputs before the schema checks them', () => {
    const person = normalizePartnerValues(filled({ type: 'person', personId: '1800101221144' }));
    const parsed = partnerInputSchema.parse(person);
    expect(parsed).toMatchObject({
      type: 'person',
      businessId: null,
      secondaryBusinessId: null,
      supplierInternalId: null,
      clientAccountingId: '4111',
      personId: '1800101221144',
    });
    // The same values as a company would be refused for the CNP if it stayed.
    expect(
      partnerInputSchema.safeParse(normalizePartnerValues(filled({ personId: '1800101221144' }))).success,
    ).toBe(true);
  });

  it('round-trips a partner and takes the registry lookup', () => {
    const values = filled({ email: 'office@somes.ro' });
    const partner = { id: 'p1', createdAt: '', ...partnerInputSchema.parse(normalizePartnerValues(values)) };
    expect(partnerToFormValues(partner)).toMatchObject({ businessId: '36914726', email: 'office@somes.ro' });
    const looked = applyLookup(emptyPartnerValues('person', 'supplier'), {
      businessId: '41782303',
      legalName: 'ATELIER COPOU SRL',
      secondaryBusinessId: 'J22/1185/2019',
      vatPayer: false,
      vatUponCollection: false,
      inactive: false,
      phone: null,
      address: { ...cluj, zipCode: null, additionalStreet: null, additionalAddress: null },
    });
    expect(looked).toMatchObject({
      type: 'company',
      role: 'supplier',
      name: 'ATELIER COPOU SRL',
      businessId: '41782303',
      secondaryBusinessId: 'J22/1185/2019',
      vatPayer: false,
    });
  });
});

describe('partner paths', () => {
  it('names the tab of an address', () => {
    expect(partnerPagePath('p1')).toBe('/partners/p1');
    expect(partnerPagePath('p1', 'contacts')).toBe('/partners/p1/contacts');
    expect(partnerTabOfPath('/partners/p1/bank-accounts/create', 'p1')).toBe('bank-accounts');
    expect(partnerTabOfPath('/partners/p1', 'p1')).toBe('details');
    expect(partnerTabOfPath('/partners/p1/unknown', 'p1')).toBe('details');
  });
});
