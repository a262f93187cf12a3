import { addressSnapshotOf } from '@app/domain/addresses/address-snapshot';
import type { DocumentParty } from '@app/domain/invoicing/client-document.schemas';
import { and, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lineSourcesRepo } from '../../platform/invoicing/line-sources.repo';
import { printablePartiesRepo } from '../../platform/pdf/printable-parties.repo';
import { companies, companyBankAccounts, companyLogos } from '../companies/companies.tables';
import { documentSeries } from '../document-series/document-series.tables';
import { exchangeRates } from '../exchange-rates/exchange-rates.tables';
import {
  partnerAddresses,
  partnerBankAccounts,
  partnerContacts,
  partners,
} from '../partners/partners.tables';
import { vatRates } from '../vat-rates/vat-rates.tables';

const addressColumnsOf = (table: typeof companies | typeof partners | typeof partnerAddresses) => ({
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
 * What a client document is built from: the company and the partner as parties, the VAT rates,
 * units, products and series its lines and header name. Reads only; the owning modules write them.
 */
export const documentSourcesRepo = {
  /** The company as seller, with the bank accounts the document lists (all when none are chosen). */
  async seller(db: Db, companyId: string, bankAccountIds: string[]): Promise<DocumentParty> {
    const [company] = await db
      .select({
        name: companies.legalName,
        businessId: companies.businessId,
        vatPayer: companies.vatPayer,
        tradeRegisterNumber: companies.secondaryBusinessId,
        email: companies.email,
        phone: companies.phone,
        ...addressColumnsOf(companies),
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw new Error(`company ${companyId} not found`);
    const accounts = await db
      .select({
        id: companyBankAccounts.id,
        iban: companyBankAccounts.iban,
        bank: companyBankAccounts.bankName,
        currency: companyBankAccounts.currency,
      })
      .from(companyBankAccounts)
      .where(eq(companyBankAccounts.companyId, companyId))
      .orderBy(companyBankAccounts.createdAt);
    const chosen =
      bankAccountIds.length > 0 ? accounts.filter((a) => bankAccountIds.includes(a.id)) : accounts;
    return {
      name: company.name,
      businessId:
        company.vatPayer && /^\d+$/.test(company.businessId) ? `RO${company.businessId}` : company.businessId,
      personId: null,
      vatPayer: company.vatPayer,
      tradeRegisterNumber: company.tradeRegisterNumber,
      address: addressSnapshotOf(company),
      email: company.email,
      phone: company.phone,
      bankAccounts: chosen.map(({ iban, bank, currency }) => ({ iban, bank, currency })),
    };
  },

  async companyBankAccountIds(db: Db, companyId: string): Promise<string[]> {
    const rows = await db
      .select({ id: companyBankAccounts.id })
      .from(companyBankAccounts)
      .where(eq(companyBankAccounts.companyId, companyId));
    return rows.map((row) => row.id);
  },

  /**
   * The partner as buyer, with the delivery address the document names (when it is the partner's);
   * null when the partner is not the company's.
   */
  async buyer(db: Db, companyId: string, partnerId: string, deliveryAddressId: string | null = null) {
    const [partner] = await db
      .select({
        id: partners.id,
        role: partners.role,
        type: partners.type,
        name: partners.name,
        legalName: partners.legalName,
        businessId: partners.businessId,
        internationalBusinessId: partners.internationalBusinessId,
        personId: partners.personId,
        vatPayer: partners.vatPayer,
        tradeRegisterNumber: partners.secondaryBusinessId,
        email: partners.email,
        phone: partners.phone,
        ...addressColumnsOf(partners),
      })
      .from(partners)
      .where(and(eq(partners.companyId, companyId), eq(partners.id, partnerId)));
    if (!partner) return null;
    const accounts = await db
      .select({
        iban: partnerBankAccounts.iban,
        bank: partnerBankAccounts.bankName,
        currency: partnerBankAccounts.currency,
      })
      .from(partnerBankAccounts)
      .where(eq(partnerBankAccounts.partnerId, partnerId));
    const [delivery] = deliveryAddressId
      ? await db
          .select({ name: partnerAddresses.name, ...addressColumnsOf(partnerAddresses) })
          .from(partnerAddresses)
          .where(and(eq(partnerAddresses.partnerId, partnerId), eq(partnerAddresses.id, deliveryAddressId)))
      : [];
    const party: DocumentParty = {
      name: partner.legalName ?? partner.name,
      businessId: partner.businessId ?? partner.internationalBusinessId,
      personId: partner.personId,
      vatPayer: partner.vatPayer,
      tradeRegisterNumber: partner.tradeRegisterNumber,
      address: addressSnapshotOf(partner),
      email: partner.email,
      phone: partner.phone,
      bankAccounts: accounts,
      deliveryAddress: delivery ? { name: delivery.name, ...addressSnapshotOf(delivery) } : null,
    };
    return { partner, party };
  },

  async partnerHas(db: Db, partnerId: string, what: 'contact' | 'address', id: string): Promise<boolean> {
    const table = what === 'contact' ? partnerContacts : partnerAddresses;
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.partnerId, partnerId), eq(table.id, id)));
    return rows.length > 0;
  },

  async series(db: Db, companyId: string, id: string) {
    const [row] = await db
      .select({ id: documentSeries.id, type: documentSeries.type, startDate: documentSeries.startDate })
      .from(documentSeries)
      .where(and(eq(documentSeries.companyId, companyId), eq(documentSeries.id, id)));
    return row ?? null;
  },

  /** The series of a type in force on a day: the one with the latest start on or before it. */
  async defaultSeries(db: Db, companyId: string, type: string, day: string): Promise<string | null> {
    const [row] = await db
      .select({ id: documentSeries.id })
      .from(documentSeries)
      .where(
        and(
          eq(documentSeries.companyId, companyId),
          eq(documentSeries.type, type as 'client-invoice'),
          lte(documentSeries.startDate, day),
        ),
      )
      .orderBy(desc(documentSeries.startDate))
      .limit(1);
    return row?.id ?? null;
  },

  /** Lines name units by code; moved with the other line sources to platform/invoicing. */
  unitCodeOf: lineSourcesRepo.unitCodeOf,

  /** The company's logo for its printed documents (PNG or JPEG), or null. */
  async logo(db: Db, companyId: string): Promise<Buffer | null> {
    const [row] = await db
      .select({ bytes: companyLogos.bytes, contentType: companyLogos.contentType })
      .from(companyLogos)
      .where(eq(companyLogos.companyId, companyId));
    return row && /png|jpe?g/.test(row.contentType) ? row.bytes : null;
  },

  /** What the demo documents are made of: the company's clients, its series and its standard rate. */
  async demoSources(db: Db, companyId: string) {
    const clients = await db
      .select({ id: partners.id, type: partners.type })
      .from(partners)
      .where(and(eq(partners.companyId, companyId), inArray(partners.role, ['client', 'both'])))
      .orderBy(partners.createdAt);
    const series = await db
      .select({ id: documentSeries.id, type: documentSeries.type })
      .from(documentSeries)
      .where(eq(documentSeries.companyId, companyId));
    const rates = await db
      .select({ id: vatRates.id, code: vatRates.code, value: vatRates.value, validTo: vatRates.validTo })
      .from(vatRates)
      .where(eq(vatRates.companyId, companyId));
    return { clients, series, rates };
  },

  /** The company's standard VAT rate in force on a day (the highest, should two overlap). */
  async standardRateOn(db: Db, companyId: string, day: string): Promise<string | null> {
    const [row] = await db
      .select({ id: vatRates.id })
      .from(vatRates)
      .where(
        and(
          eq(vatRates.companyId, companyId),
          eq(vatRates.code, 'S'),
          eq(vatRates.internal, false),
          or(isNull(vatRates.validFrom), lte(vatRates.validFrom, day)),
          or(isNull(vatRates.validTo), gte(vatRates.validTo, day)),
        ),
      )
      .orderBy(desc(vatRates.value))
      .limit(1);
    return row?.id ?? null;
  },

  /** The National Bank's rate published on exactly that day, if it is stored. */
  async publishedRate(db: Db, currency: string, day: string): Promise<string | null> {
    const [row] = await db
      .select({ rate: exchangeRates.rate })
      .from(exchangeRates)
      .where(and(eq(exchangeRates.currency, currency), eq(exchangeRates.date, day)));
    return row?.rate ?? null;
  },

  /** The printed unit symbols; moved to platform/pdf with the other printable sources. */
  unitSymbols: printablePartiesRepo.unitSymbols,
};
