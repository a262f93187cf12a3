import type { StoredAddress } from '@app/domain/addresses/address-snapshot';
import type { EtransportParty } from '@app/domain/etransport/declaration-party-rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyAddresses } from '../companies/companies.tables';
import { partnerAddresses, partners } from '../partners/partners.tables';

/** A partner as a declaration reads it: its identity for the rules and the XML, and its name. */
export type DeclarationPartner = EtransportParty & { id: string; name: string };

const addressFields = {
  countryCode: companyAddresses.countryCode,
  countyCode: companyAddresses.countyCode,
  city: companyAddresses.city,
  district: companyAddresses.district,
  zipCode: companyAddresses.zipCode,
  street: companyAddresses.street,
  additionalStreet: companyAddresses.additionalStreet,
  additionalAddress: companyAddresses.additionalAddress,
};

/**
 * The stored rows a declaration names: its company, partners and delivery addresses. A delivery
 * address is one of the owner's other addresses, or the owner's own id for its main address.
 */
export const etransportPartiesRepo = {
  async company(db: Db, companyId: string) {
    const [row] = await db
      .select({
        id: companies.id,
        tenantId: companies.tenantId,
        name: companies.legalName,
        businessId: companies.businessId,
        spvStatus: companies.anafSpvStatus,
        countryCode: companies.countryCode,
        countyCode: companies.countyCode,
        city: companies.city,
        district: companies.district,
        zipCode: companies.zipCode,
        street: companies.street,
        additionalStreet: companies.additionalStreet,
        additionalAddress: companies.additionalAddress,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row ?? null;
  },

  async partner(db: Db, companyId: string, partnerId: string): Promise<DeclarationPartner | null> {
    const [row] = await db
      .select({
        id: partners.id,
        name: partners.name,
        type: partners.type,
        role: partners.role,
        countryCode: partners.countryCode,
        businessId: partners.businessId,
        personId: partners.personId,
        internationalBusinessId: partners.internationalBusinessId,
      })
      .from(partners)
      .where(and(eq(partners.companyId, companyId), eq(partners.id, partnerId)));
    return row ?? null;
  },

  async companyAddress(db: Db, companyId: string, addressId: string): Promise<StoredAddress | null> {
    if (addressId === companyId) {
      const company = await this.company(db, companyId);
      return company;
    }
    const [row] = await db
      .select(addressFields)
      .from(companyAddresses)
      .where(and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.id, addressId)));
    return row ?? null;
  },

  async partnerAddress(
    db: Db,
    companyId: string,
    partnerId: string,
    addressId: string,
  ): Promise<StoredAddress | null> {
    if (addressId === partnerId) {
      const [row] = await db
        .select({
          countryCode: partners.countryCode,
          countyCode: partners.countyCode,
          city: partners.city,
          district: partners.district,
          zipCode: partners.zipCode,
          street: partners.street,
          additionalStreet: partners.additionalStreet,
          additionalAddress: partners.additionalAddress,
        })
        .from(partners)
        .where(and(eq(partners.companyId, companyId), eq(partners.id, partnerId)));
      return row ?? null;
    }
    const [row] = await db
      .select({
        countryCode: partnerAddresses.countryCode,
        countyCode: partnerAddresses.countyCode,
        city: partnerAddresses.city,
        district: partnerAddresses.district,
        zipCode: partnerAddresses.zipCode,
        street: partnerAddresses.street,
        additionalStreet: partnerAddresses.additionalStreet,
        additionalAddress: partnerAddresses.additionalAddress,
      })
      .from(partnerAddresses)
      .where(
        and(
          eq(partnerAddresses.companyId, companyId),
          eq(partnerAddresses.partnerId, partnerId),
          eq(partnerAddresses.id, addressId),
        ),
      );
    return row ?? null;
  },
};
