import { RO_COUNTIES } from '@app/domain/addresses/counties';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PrintableParty } from '../../platform/pdf/printable-document';
import { companies, companyLogos } from '../companies/companies.tables';
import { partners } from '../partners/partners.tables';

type Address = {
  countryCode: string;
  countyCode: string | null;
  city: string;
  zipCode: string | null;
  street: string;
  additionalStreet: string | null;
};

const addressColumns = (table: typeof companies | typeof partners) => ({
  countryCode: table.countryCode,
  countyCode: table.countyCode,
  city: table.city,
  zipCode: table.zipCode,
  street: table.street,
  additionalStreet: table.additionalStreet,
});

const countyName = (code: string | null) =>
  code === null ? null : (RO_COUNTIES.find((county) => county.code === code)?.name ?? code);

/** Street, then postal code, city and county, then the country when it is not Romania. */
export const addressLines = (address: Address): string[] =>
  [
    [address.street, address.additionalStreet].filter(Boolean).join(', '),
    [address.zipCode, address.city, countyName(address.countyCode)].filter(Boolean).join(', '),
    address.countryCode === 'RO' ? '' : address.countryCode,
  ].filter((line) => line !== '');

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
      address: addressLines(company),
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
      address: addressLines(partner),
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
