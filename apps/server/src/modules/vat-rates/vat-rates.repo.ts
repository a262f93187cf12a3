import type { SeedVatRate } from '@app/domain/vat-rates/seed-vat-rates';
import type { VatRatePayload } from '@app/domain/vat-rates/vat-rate.schemas';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UUID } from '../../platform/crud/service-resource';
import { type VatRateRow, vatRates } from './vat-rates.tables';

export const vatRatesRepo = {
  async insertMany(db: Db, companyId: string, rates: readonly SeedVatRate[]): Promise<void> {
    await db.insert(vatRates).values(rates.map((rate) => ({ ...rate, companyId })));
  },

  /** Null for an id that is not the company's (or not an id at all). */
  async find(db: Db, companyId: string, id: string): Promise<VatRateRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db
      .select()
      .from(vatRates)
      .where(and(eq(vatRates.companyId, companyId), eq(vatRates.id, id)));
    return row ?? null;
  },

  /** The company's internal non-VAT-payer rate (code O). */
  async internal(db: Db, companyId: string): Promise<VatRateRow | null> {
    const [row] = await db
      .select()
      .from(vatRates)
      .where(and(eq(vatRates.companyId, companyId), eq(vatRates.internal, true)))
      .limit(1);
    return row ?? null;
  },

  /** Whether another rate of the company has the same code, value and exemption reason. */
  async clashes(db: Db, companyId: string, input: VatRatePayload, exceptId: string | null): Promise<boolean> {
    const [row] = await db
      .select({ id: vatRates.id })
      .from(vatRates)
      .where(
        and(
          eq(vatRates.companyId, companyId),
          eq(vatRates.code, input.code),
          sql`coalesce(${vatRates.value}, -1) = coalesce(${input.value}::numeric, -1)`,
          sql`coalesce(${vatRates.exemptionReasonCode}, '') = ${input.exemptionReasonCode ?? ''}`,
          exceptId ? ne(vatRates.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
