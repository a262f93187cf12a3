import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../companies/companies.tables';
import { measurementUnits } from '../measurement-units/measurement-units.tables';
import { partners } from '../partners/partners.tables';
import { productCategories, productPackagings, products } from '../products/products.tables';
import { vatRates } from '../vat-rates/vat-rates.tables';

// Reads of the catalogue rows an import checks against, always within the company, one query per
// kind for the whole file (a thousand rows must not mean a thousand queries). Other modules own
// these tables and create the rows (through their services); the import only looks.

export type VatRateOption = {
  id: string;
  code: string;
  value: string | null;
  exemptionReasonCode: string | null;
  internal: boolean;
  /** The last day of a rate that no longer applies (19% until 2025-07-31). */
  validTo: string | null;
};

/** Lower-cased texts of a column among the given values (the given values are lower-cased). */
async function takenLower(
  db: Db,
  companyId: string,
  table: typeof partners | typeof products,
  values: string[],
) {
  if (values.length === 0) return new Set<string>();
  const rows = await db
    .select({ value: sql<string>`lower(${table.name})` })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(sql`lower(${table.name})`, values)));
  return new Set(rows.map((row) => row.value));
}

export const importLookupsRepo = {
  async company(db: Db, companyId: string): Promise<{ tenantId: string; vatPayer: boolean } | null> {
    const [row] = await db
      .select({ tenantId: companies.tenantId, vatPayer: companies.vatPayer })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row ?? null;
  },

  partnerNamesTaken: (db: Db, companyId: string, lowerNames: string[]) =>
    takenLower(db, companyId, partners, lowerNames),

  productNamesTaken: (db: Db, companyId: string, lowerNames: string[]) =>
    takenLower(db, companyId, products, lowerNames),

  /** Business ids (digits of Romanian CUIs, compared without the RO prefix) already used. */
  async partnerIdsTaken(
    db: Db,
    companyId: string,
    ids: {
      businessIds: string[];
      internationalBusinessIds: string[];
      secondaryBusinessIds: string[];
      personIds: string[];
    },
  ) {
    const digits = sql<string>`regexp_replace(${partners.businessId}, '^RO', '')`;
    const any = (column: unknown, values: string[]) =>
      values.length > 0 ? inArray(column as typeof partners.personId, values) : sql`false`;
    const rows = await db
      .select({
        businessId: digits,
        internationalBusinessId: partners.internationalBusinessId,
        secondaryBusinessId: partners.secondaryBusinessId,
        personId: partners.personId,
      })
      .from(partners)
      .where(
        and(
          eq(partners.companyId, companyId),
          sql`(${any(digits, ids.businessIds)} or ${any(partners.internationalBusinessId, ids.internationalBusinessIds)}
            or ${any(partners.secondaryBusinessId, ids.secondaryBusinessIds)} or ${any(partners.personId, ids.personIds)})`,
        ),
      );
    const set = (key: keyof (typeof rows)[number]) =>
      new Set(rows.map((row) => row[key]).filter((value): value is string => value !== null));
    return {
      businessIds: set('businessId'),
      internationalBusinessIds: set('internationalBusinessId'),
      secondaryBusinessIds: set('secondaryBusinessId'),
      personIds: set('personId'),
    };
  },

  /** Product codes used by products or packagings of the company (a code names one sellable thing). */
  async productCodesTaken(db: Db, companyId: string, codes: string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const [ofProducts, ofPackagings] = await Promise.all([
      db
        .select({ code: products.productCode })
        .from(products)
        .where(and(eq(products.companyId, companyId), inArray(products.productCode, codes))),
      db
        .select({ code: productPackagings.productCode })
        .from(productPackagings)
        .where(
          and(eq(productPackagings.companyId, companyId), inArray(productPackagings.productCode, codes)),
        ),
    ]);
    return new Set([...ofProducts, ...ofPackagings].map((row) => row.code).filter((code) => code !== null));
  },

  async unitCodes(db: Db, companyId: string): Promise<Set<string>> {
    const rows = await db
      .select({ code: measurementUnits.code })
      .from(measurementUnits)
      .where(eq(measurementUnits.companyId, companyId));
    return new Set(rows.map((row) => row.code.toUpperCase()));
  },

  vatRates: (db: Db, companyId: string): Promise<VatRateOption[]> =>
    db
      .select({
        id: vatRates.id,
        code: vatRates.code,
        value: vatRates.value,
        exemptionReasonCode: vatRates.exemptionReasonCode,
        internal: vatRates.internal,
        validTo: vatRates.validTo,
      })
      .from(vatRates)
      .where(eq(vatRates.companyId, companyId)),

  /** Categories by lower-cased name. */
  async categoryIds(db: Db, companyId: string, lowerNames: string[]): Promise<Map<string, string>> {
    if (lowerNames.length === 0) return new Map();
    const rows = await db
      .select({ id: productCategories.id, name: sql<string>`lower(${productCategories.name})` })
      .from(productCategories)
      .where(
        and(
          eq(productCategories.companyId, companyId),
          inArray(sql`lower(${productCategories.name})`, lowerNames),
        ),
      );
    return new Map(rows.map((row) => [row.name, row.id]));
  },
};
