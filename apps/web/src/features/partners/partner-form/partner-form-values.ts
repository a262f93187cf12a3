import type { CompanyLookup } from '@app/domain/companies/company.schemas';
import type { Partner, PartnerRole, PartnerType } from '@app/domain/partners/partner.schemas';
import { prohibitedFields } from '@app/domain/partners/partner-rules';
import {
  type AddressFormValues,
  addressToFormValues,
  emptyAddress,
  withNormalizedAddress,
} from '../../../shared/address/address-form';

/** The partner form's values: inputs hold strings, the VAT switch a boolean; the domain schema checks them. */
export interface PartnerFormValues {
  type: PartnerType;
  role: PartnerRole;
  name: string;
  legalName: string;
  commercialName: string;
  businessId: string;
  internationalBusinessId: string;
  secondaryBusinessId: string;
  internationalSecondaryBusinessId: string;
  personId: string;
  vatPayer: boolean;
  clientAccountingId: string;
  clientExternalId: string;
  supplierInternalId: string;
  supplierAccountingId: string;
  extraDetails: string;
  email: string;
  phone: string;
  mobilePhone: string;
  fax: string;
  website: string;
  other: string;
  address: AddressFormValues;
}

type TextField = Exclude<keyof PartnerFormValues, 'type' | 'role' | 'vatPayer' | 'address'>;

const TEXT_FIELDS: TextField[] = [
  'name',
  'legalName',
  'commercialName',
  'businessId',
  'internationalBusinessId',
  'secondaryBusinessId',
  'internationalSecondaryBusinessId',
  'personId',
  'clientAccountingId',
  'clientExternalId',
  'supplierInternalId',
  'supplierAccountingId',
  'extraDetails',
  'email',
  'phone',
  'mobilePhone',
  'fax',
  'website',
  'other',
];

export function emptyPartnerValues(
  type: PartnerType = 'company',
  role: PartnerRole = 'client',
): PartnerFormValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>;
  return { ...texts, type, role, vatPayer: false, address: emptyAddress() };
}

export function partnerToFormValues(partner: Partner): PartnerFormValues {
  const values = emptyPartnerValues(partner.type, partner.role);
  for (const field of TEXT_FIELDS) values[field] = partner[field] ?? '';
  return { ...values, vatPayer: partner.vatPayer, address: addressToFormValues(partner.address) };
}

/** The fields the form hides for the partner's type, role and country (the schema refuses them filled). */
export function hiddenFields(values: Pick<PartnerFormValues, 'type' | 'role' | 'address'>): Set<string> {
  return new Set(
    prohibitedFields({
      type: values.type,
      role: values.role,
      countryCode: values.address.countryCode.toUpperCase(),
    }),
  );
}

/**
 * Empties what hidden inputs still hold (a CUI typed before switching to a natural person, a client
 * code of a partner made a supplier...) and the hidden address inputs, before the domain schema
 * checks the values.
 */
export function normalizePartnerValues(values: unknown): unknown {
  const withAddress = withNormalizedAddress(values, 'address') as PartnerFormValues;
  if (typeof withAddress !== 'object' || withAddress === null || !withAddress.address) return withAddress;
  const cleared = { ...withAddress };
  for (const field of hiddenFields(withAddress)) (cleared as unknown as Record<string, string>)[field] = '';
  return cleared;
}

/**
 * Fills the form with what the registry knows: identity, VAT flag, phone and the registered office.
 * What it does not know (e-mail, codes, a commercial name) stays as typed, and so does the phone
 * when it has none.
 */
export function applyLookup(values: PartnerFormValues, lookup: CompanyLookup): PartnerFormValues {
  return {
    ...values,
    type: 'company',
    name: lookup.legalName,
    legalName: lookup.legalName,
    businessId: lookup.businessId,
    secondaryBusinessId: lookup.secondaryBusinessId ?? '',
    vatPayer: lookup.vatPayer,
    phone: lookup.phone ?? values.phone,
    address: addressToFormValues(lookup.address),
  };
}
