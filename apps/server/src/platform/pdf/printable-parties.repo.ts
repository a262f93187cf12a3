import { addressSnapshotOf } from '@app/domain/addresses/address-snapshot';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PrintableParty } from '../../platform/pdf/printable-document';
import { companies, companyLogos } from '../companies/companies.tables';
import { partners } from '../partners/partners.tables';

const addressColumns = (table: typeof companies | typeof partners) => ({
  countryCode: table.countryCode,
  countyCode: table.countyCode,
  city: table.city,
  district: table.district,
  zipCode: table.zipCode,
  street: table.street,
  additionalStreet: table.additionalStreet,
  additionalAddress: table.additionalAddress,
});

/** What a printed receipt shows of its issuer and payer: reads only, their modules write them. */
export const receiptPrintRepo = {
  async issuer(db: Db, companyId: string): Promise<PrintableParty> {
    const [company] = await db
      .select({
        name: companies.legalName,
        businessId: companies.businessId,
        vatPayer: companies.vatPayer,
        tradeRegisterNumber: companies.secondaryBusinessId,
        email: companies.email,
        phone: companies.phone,
        ...addressColumns(companies),
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw new Error(`company ${companyId} not found`);
    return {
      name: company.name,
      businessId: company.businessId,
      vatPayer: company.vatPayer,
      tradeRegisterNumber: company.tradeRegisterNumber,
      address: addressSnapshotOf(company),
      email: company.email,
      phone: company.phone,
      bankAccounts: [],
    };
  },

  async payer(db: Db, companyId: string, partnerId: string): Promise<PrintableParty> {
    const [partner] = await db
      .select({
        name: partners.name,
        legalName: partners.legalName,
        businessId: partners.businessId,
        internationalBusinessId: partners.internationalBusinessId,
        personId: partners.personId,
        vatPayer: partners.vatPayer,
        tradeRegisterNumber: partners.secondaryBusinessId,
        email: partners.email,
        phone: partners.phone,
        ...addressColumns(partners),
      })
      .from(partners)
      .where(and(eq(partners.companyId, companyId), eq(partners.id, partnerId)));
    if (!partner) throw new Error(`partner ${partnerId} not found`);
    return {
      name: partner.legalName ?? partner.name,
      businessId: partner.businessId ?? partner.internationalBusinessId ?? partner.personId,
      vatPayer: partner.vatPayer,
      tradeRegisterNumber: partner.tradeRegisterNumber,
      address: addressSnapshotOf(partner),
      email: partner.email,
      phone: partner.phone,
      bankAccounts: [],
    };
  },

  /** The company's logo (PNG or JPEG), or null. */
  async logo(db: Db, companyId: string): Promise<Buffer | null> {
    const [row] = await db
      .select({ bytes: companyLogos.bytes, contentType: companyLogos.contentType })
      .from(companyLogos)
      .where(eq(companyLogos.companyId, companyId));
    return row && /png|jpe?g/.test(row.contentType) ? row.bytes : null;
  },
};
