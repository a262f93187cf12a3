import {
  type AddressFormValues,
  addressToFormValues,
  emptyAddress,
  withNormalizedAddress,
} from '../../../shared/address/address-form';
import type { Company, CompanyLookup } from '../companies.types';

/** The company form's values: inputs hold strings, switches booleans; the domain schema validates them. */
export interface CompanyFormValues {
  businessId: string;
  legalName: string;
  commercialName: string;
  secondaryBusinessId: string;
  internationalBusinessId: string;
  intraCommunityVatNumber: string;
  vatPayer: boolean;
  vatUponCollection: boolean;
  extraDetails: string;
  email: string;
  phone: string;
  mobilePhone: string;
  fax: string;
  website: string;
  other: string;
  address: AddressFormValues;
  /** Only on creation. */
  tos: boolean;
}

export function emptyCompanyValues(): CompanyFormValues {
  return {
    businessId: '',
    legalName: '',
    commercialName: '',
    secondaryBusinessId: '',
    internationalBusinessId: '',
    intraCommunityVatNumber: '',
    vatPayer: false,
    vatUponCollection: false,
    extraDetails: '',
    email: '',
    phone: '',
    mobilePhone: '',
    fax: '',
    website: '',
    other: '',
    address: emptyAddress(),
    tos: false,
  };
}

/** The signup form may have asked for the company's id and name: the first company starts from them. */
export function signupPrefill(identity: {
  signupCompanyBusinessId: string | null;
  signupCompanyLegalName: string | null;
}): CompanyFormValues {
  return {
    ...emptyCompanyValues(),
    businessId: identity.signupCompanyBusinessId ?? '',
    legalName: identity.signupCompanyLegalName ?? '',
  };
}

export function companyToFormValues(company: Company): CompanyFormValues {
  return {
    businessId: company.businessId,
    legalName: company.legalName,
    commercialName: company.commercialName ?? '',
    secondaryBusinessId: company.secondaryBusinessId ?? '',
    internationalBusinessId: company.internationalBusinessId ?? '',
    intraCommunityVatNumber: company.intraCommunityVatNumber ?? '',
    vatPayer: company.vatPayer,
    vatUponCollection: company.vatUponCollection,
    extraDetails: company.extraDetails ?? '',
    email: company.email ?? '',
    phone: company.phone ?? '',
    mobilePhone: company.mobilePhone ?? '',
    fax: company.fax ?? '',
    website: company.website ?? '',
    other: company.other ?? '',
    address: addressToFormValues(company.address),
    tos: false,
  };
}

/**
 * Fills the form with what the registry knows: identity, VAT flags, phone and the registered office.
 * What the registry does not know (e-mail, website, trade names, ...) stays as the user typed it, and
 * so does the phone when the registry has none.
 */
export function applyLookup(values: CompanyFormValues, lookup: CompanyLookup): CompanyFormValues {
  return {
    ...values,
    businessId: lookup.businessId,
    legalName: lookup.legalName,
    secondaryBusinessId: lookup.secondaryBusinessId ?? '',
    vatPayer: lookup.vatPayer,
    vatUponCollection: lookup.vatUponCollection,
    phone: lookup.phone ?? values.phone,
    address: addressToFormValues(lookup.address),
  };
}

/** Drops what hidden address inputs hold, before the domain schema sees the values. */
export function normalizeCompanyValues(values: unknown): unknown {
  return withNormalizedAddress(values, 'address');
}
