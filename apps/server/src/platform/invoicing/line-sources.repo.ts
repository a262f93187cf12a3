import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { measurementUnits } from '../../modules/measurement-units/measurement-units.tables';
import { products } from '../../modules/products/products.tables';
import { vatRates } from '../../modules/vat-rates/vat-rates.tables';

/**
 * What invoice lines name in the company's catalogues (VAT rates, units, products), read the same
 * way for client and supplier documents. Reads only; the owning modules write them.
 */
export const lineSourcesRepo = {
  async vatRates(db: Db, companyId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: vatRates.id,
        code: vatRates.code,
        value: vatRates.value,
        exemptionReasonCode: vatRates.exemptionReasonCode,
        internal: vatRates.internal,
      })
      .from(vatRates)
      .where(and(eq(vatRates.companyId, companyId), inArray(vatRates.id, ids)));
  },

  async unitCodes(db: Db, companyId: string, codes: string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const rows = await db
      .select({ code: measurementUnits.code })
      .from(measurementUnits)
      .where(and(eq(measurementUnits.companyId, companyId), inArray(measurementUnits.code, codes)));
    return new Set(rows.map((row) => row.code));
  },

  async products(db: Db, companyId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: products.id, unitCode: products.measurementUnitCode })
      .from(products)
      .where(and(eq(products.companyId, companyId), inArray(products.id, ids)));
  },

  /** The code of a unit row (lines store codes, the usage registry asks by row id). */
  async unitCodeOf(db: Db, companyId: string, unitId: string): Promise<string | null> {
    const [row] = await db
      .select({ code: measurementUnits.code })
      .from(measurementUnits)
      .where(and(eq(measurementUnits.companyId, companyId), eq(measurementUnits.id, unitId)));
    return row?.code ?? null;
  },
};

export type LineVatRate = Awaited<ReturnType<typeof lineSourcesRepo.vatRates>>[number];
