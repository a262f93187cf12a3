import type { Address } from '@app/domain/addresses/address.schemas';
import type { StoredAddress } from '@app/domain/addresses/address-snapshot';
import type { Company, CompanyListEntry } from '@app/domain/companies/company.schemas';
import type { CompanyRow, NewCompany } from './companies.repo';

type AddressColumns = StoredAddress;

export const addressOfColumns = (row: AddressColumns): Address => ({
  countryCode: row.countryCode,
  countyCode: row.countyCode,
  city: row.city,
  district: row.district,
  zipCode: row.zipCode,
  street: row.street,
  additionalStreet: row.additionalStreet,
  additionalAddress: row.additionalAddress,
});

export const columnsOfAddress = (address: Address): AddressColumns => ({ ...address });

/** The business id printed on invoices: RO prefix for VAT payers. */
export const vatCodeOf = (row: Pick<CompanyRow, 'businessId' | 'vatPayer'>) =>
  row.vatPayer ? `RO${row.businessId}` : row.businessId;

export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    businessId: row.businessId,
    vatCode: vatCodeOf(row),
    internationalBusinessId: row.internationalBusinessId,
    secondaryBusinessId: row.secondaryBusinessId,
    intraCommunityVatNumber: row.intraCommunityVatNumber,
    legalName: row.legalName,
    commercialName: row.commercialName,
    vatPayer: row.vatPayer,
    vatUponCollection: row.vatUponCollection,
    extraDetails: row.extraDetails,
    email: row.email,
    fax: row.fax,
    phone: row.phone,
    mobilePhone: row.mobilePhone,
    website: row.website,
    other: row.other,
    // The head office address lives in the company row itself, under the same column names.
    address: addressOfColumns(row),
    logoUrl: row.logoUpdatedAt ? `/v1/my-companies/${row.id}/logo?v=${row.logoUpdatedAt.getTime()}` : null,
    anafSpvStatus: row.anafSpvStatus,
    certificateExpirationDate: row.certificateExpirationDate ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const toCompanyListEntry = (row: CompanyRow): CompanyListEntry => ({
  id: row.id,
  name: row.legalName,
  businessId: row.businessId,
  anafSpvStatus: row.anafSpvStatus,
  isMigratedToAnafSpvEtransport: false,
  nbInvoices: 0,
  vatPayer: row.vatPayer ? 1 : 0,
  vatUponCollection: row.vatUponCollection ? 1 : 0,
});

type CompanyInput = Omit<
  Company,
  'id' | 'vatCode' | 'address' | 'logoUrl' | 'anafSpvStatus' | 'certificateExpirationDate' | 'createdAt'
> & {
  address: Address;
};

export function columnsOfCompany(input: CompanyInput): Omit<NewCompany, 'tenantId'> {
  const { address, ...fields } = input;
  return { ...fields, ...columnsOfAddress(address) };
}
