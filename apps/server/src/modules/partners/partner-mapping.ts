import type { Partner, PartnerInput } from '@app/domain/partners/partner.schemas';
import { addressOfColumns, columnsOfAddress } from '../companies/company-mapping';
import type { NewPartner, PartnerRow } from './partners.repo';

/** The main address lives in the partner row itself, under the same column names as a company's. */
export function columnsOfPartner(input: PartnerInput): NewPartner {
  const { address, ...fields } = input;
  return { ...fields, ...columnsOfAddress(address) };
}

export function toPartner(row: PartnerRow): Partner {
  return {
    id: row.id,
    type: row.type,
    role: row.role,
    name: row.name,
    legalName: row.legalName,
    commercialName: row.commercialName,
    businessId: row.businessId,
    internationalBusinessId: row.internationalBusinessId,
    secondaryBusinessId: row.secondaryBusinessId,
    internationalSecondaryBusinessId: row.internationalSecondaryBusinessId,
    personId: row.personId,
    vatPayer: row.vatPayer,
    clientAccountingId: row.clientAccountingId,
    clientExternalId: row.clientExternalId,
    supplierInternalId: row.supplierInternalId,
    supplierAccountingId: row.supplierAccountingId,
    extraDetails: row.extraDetails,
    email: row.email,
    phone: row.phone,
    mobilePhone: row.mobilePhone,
    fax: row.fax,
    website: row.website,
    other: row.other,
    address: addressOfColumns(row),
    createdAt: row.createdAt.toISOString(),
  };
}
