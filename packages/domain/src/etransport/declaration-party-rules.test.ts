import { describe, expect, it } from 'vitest';
import {
  declarationRowErrors,
  type EtransportAddress,
  type EtransportParty,
  etransportPartyCode,
  locationAddressRules,
  organizerRules,
  partnerCountryRule,
  partnerRules,
} from './declaration-party-rules';

const company = (extra: Partial<EtransportParty> = {}): EtransportParty => ({
  type: 'company',
  role: 'both',
  countryCode: 'RO',
  businessId: 'RO18547290',
  personId: null,
  internationalBusinessId: null,
  ...extra,
});
const person = (extra: Partial<EtransportParty> = {}): EtransportParty =>
  company({ type: 'person', businessId: null, personId: '1960529460015', ...extra });
const address = (extra: Partial<EtransportAddress> = {}): EtransportAddress => ({
  countryCode: 'RO',
  countyCode: 'RO-CJ',
  city: 'Cluj-Napoca',
  street: 'Str. Memorandumului 28',
  ...extra,
});

describe('partner country per operation (BR-004, BR-005, BR-006)', () => {
  it.each<[number, string, string | null]>([
    [10, 'DE', null],
    [10, 'GR', null], // written EL
    [20, 'XI', null],
    [10, 'RO', 'BR-004'],
    [22, 'CH', 'BR-004'],
    [60, 'US', 'BR-004'],
    [30, 'RO', null],
    [30, 'HU', 'BR-005'],
    [40, 'CN', null],
    [50, 'GB', null],
    [50, 'FR', 'BR-006'],
    [40, 'RO', 'BR-006'],
  ])('operation %i, partner in %s: %s', (operation, country, rule) => {
    expect(partnerCountryRule(operation as 10, country)).toBe(rule);
  });
});

describe('party codes', () => {
  it('gives a Romanian company its CUI digits, a person the CNP or PF, a foreign party its own id', () => {
    expect(etransportPartyCode(company(), false)).toBe('18547290');
    expect(etransportPartyCode(person(), false)).toBe('1960529460015');
    expect(etransportPartyCode(person({ personId: null }), true)).toBe('PF');
    expect(etransportPartyCode(person({ personId: null }), false)).toBeNull();
    expect(
      etransportPartyCode(
        company({ countryCode: 'DE', businessId: null, internationalBusinessId: 'DE 123' }),
        false,
      ),
    ).toBe('DE123');
    expect(etransportPartyCode(company({ countryCode: 'DE', businessId: null }), false)).toBeNull();
  });

  it('checks the partner role, country and national code (BR-007)', () => {
    expect(partnerRules(30, 'client', company())).toEqual([]);
    expect(partnerRules(30, 'client', company({ role: 'supplier' }))).toEqual(['role:client']);
    expect(partnerRules(30, 'supplier', company({ role: 'client' }))).toEqual(['role:supplier']);
    expect(partnerRules(30, 'client', company({ businessId: null }))).toEqual(['BR-007']);
    expect(partnerRules(30, 'client', person({ personId: null }))).toEqual([]);
    expect(partnerRules(20, 'client', company())).toEqual(['BR-004']);
  });

  it('checks the organizer: a supplier, with a CUI or CNP in Romania (BR-043, BR-209)', () => {
    expect(organizerRules(20, company())).toEqual([]);
    expect(organizerRules(20, company({ role: 'client' }))).toEqual(['role:supplier']);
    expect(organizerRules(20, person({ personId: null }))).toEqual(['BR-043']);
    expect(organizerRules(30, person({ personId: null }))).toEqual(['cnp-required']);
    expect(organizerRules(30, company({ businessId: null }))).toEqual(['BR-209']);
    expect(organizerRules(20, company({ countryCode: 'HU', businessId: null }))).toEqual([]);
  });
});

describe('route end locations (BR-CL-002, BR-214, BR-215)', () => {
  it('are Romanian addresses with a county ANAF numbers and readable locality and street', () => {
    expect(locationAddressRules(address())).toEqual([]);
    expect(locationAddressRules(address({ countryCode: 'HU', countyCode: null }))).toEqual(['BR-CL-002']);
    expect(locationAddressRules(address({ countyCode: null }))).toEqual(['BR-CL-002']);
    expect(locationAddressRules(address({ city: 'X', street: 'S'.repeat(101) }))).toEqual([
      'BR-214',
      'BR-215',
    ]);
  });

  it('land on the delivery address fields the route ends use', () => {
    const rows = {
      operationType: 40 as const,
      transportRole: 'supplier' as const,
      startAddressType: 'border-crossing-point',
      endAddressType: 'location',
      partner: company({ countryCode: 'CN', businessId: null, role: 'supplier' }),
      organizer: company({ role: 'client' }),
      ownAddress: address({ street: 'S' }),
      partnerAddress: address({ countryCode: 'CN', countyCode: null }),
    };
    expect(declarationRowErrors(rows)).toEqual({
      deliveryPartnerId: ['role:supplier'],
      myCompanyDeliveryAddressId: ['BR-215'],
    });
    expect(declarationRowErrors({ ...rows, startAddressType: 'location' })).toMatchObject({
      partnerDeliveryAddressId: ['BR-CL-002'],
    });
  });
});
