import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../companies/companies.tables';
import { measurementUnits } from '../measurement-units/measurement-units.tables';
import { partners } from '../partners/partners.tables';
import { vatRates } from '../vat-rates/vat-rates.tables';

// Reads of the catalogue rows a product points at, always within the company. Other modules own
// these tables; products only check that what they reference is there.

export type VatRateRef = { id: string; code: string; value: string | null; internal: boolean };

export const productReferencesRepo = {
  async companyPaysVat(db: Db, companyId: string): Promise<boolean> {
    const [row] = await db
      .select({ vatPayer: companies.vatPayer })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.vatPayer ?? true;
  },

  async unitExists(db: Db, companyId: string, code: string): Promise<boolean> {
    const [row] = await db
      .select({ id: measurementUnits.id })
      .from(measurementUnits)
      .where(and(eq(measurementUnits.companyId, companyId), eq(measurementUnits.code, code)));
    return row !== undefined;
  },

  async unitCode(db: Db, companyId: string, unitId: string): Promise<string | null> {
    const [row] = await db
      .select({ code: measurementUnits.code })
      .from(measurementUnits)
      .where(and(eq(measurementUnits.companyId, companyId), eq(measurementUnits.id, unitId)));
    return row?.code ?? null;
  },

  async vatRate(db: Db, companyId: string, id: string): Promise<VatRateRef | null> {
    const [row] = await db
      .select({ id: vatRates.id, code: vatRates.code, value: vatRates.value, internal: vatRates.internal })
      .from(vatRates)
      .where(and(eq(vatRates.companyId, companyId), eq(vatRates.id, id)));
    return row ?? null;
  },

  /** The special rate of companies that do not pay VAT (code O), seeded with the company. */
  async internalVatRateId(db: Db, companyId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: vatRates.id })
      .from(vatRates)
      .where(and(eq(vatRates.companyId, companyId), eq(vatRates.internal, true)))
      .limit(1);
    return row?.id ?? null;
  },

  /** The company's VAT rates for choosing: the usual ones first, highest value first. */
  vatRates(db: Db, companyId: string) {
    return db
      .select({
        id: vatRates.id,
        code: vatRates.code,
        value: vatRates.value,
        exemptionReasonCode: vatRates.exemptionReasonCode,
        internal: vatRates.internal,
        validTo: vatRates.validTo,
      })
      .from(vatRates)
      .where(eq(vatRates.companyId, companyId))
      .orderBy(asc(vatRates.internal), asc(vatRates.code), desc(vatRates.value));
  },

  units(db: Db, companyId: string) {
    return db
      .select({ code: measurementUnits.code, name: measurementUnits.name, symbol: measurementUnits.symbol })
      .from(measurementUnits)
      .where(eq(measurementUnits.companyId, companyId))
      .orderBy(asc(measurementUnits.code));
  },

  async partnerRole(db: Db, companyId: string, id: string): Promise<string | null> {
    const [row] = await db
      .select({ role: partners.role })
      .from(partners)
      .where(and(eq(partners.companyId, companyId), eq(partners.id, id)));
    return row?.role ?? null;
  },
};
