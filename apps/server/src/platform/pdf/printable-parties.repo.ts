import { addressSnapshotOf } from '@app/domain/addresses/address-snapshot';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyLogos } from '../../modules/companies/companies.tables';
import {
  measurementUnits,
  measurementUnitTranslations,
} from '../../modules/measurement-units/measurement-units.tables';
import { partners } from '../../modules/partners/partners.tables';
import type { PrintableParty } from './printable-document';

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

/**
 * What printed documents show of the company and a partner (a receipt's issuer and payer, a stock
 * document's parties), the logo and the unit symbols: reads only, their modules write them.
 */
export const printablePartiesRepo = {
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

  /**
   * The symbols the company prints for its unit codes ("buc" for H87, "h" for HUR), in the
   * document's language where the unit has a translation for it ("pcs" in English).
   */
  async unitSymbols(
    db: Db,
    companyId: string,
    codes: string[],
    locale: string,
  ): Promise<Map<string, string>> {
    if (codes.length === 0) return new Map();
    const rows = await db
      .select({
        code: measurementUnits.code,
        symbol: measurementUnits.symbol,
        translated: measurementUnitTranslations.symbol,
      })
      .from(measurementUnits)
      .leftJoin(
        measurementUnitTranslations,
        and(
          eq(measurementUnitTranslations.measurementUnitId, measurementUnits.id),
          eq(measurementUnitTranslations.locale, locale),
        ),
      )
      .where(and(eq(measurementUnits.companyId, companyId), inArray(measurementUnits.code, codes)));
    return new Map(rows.map((row) => [row.code, row.translated ?? row.symbol]));
  },
};
