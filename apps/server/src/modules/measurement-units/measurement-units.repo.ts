import type {
  MeasurementUnitPayload,
  UnitTranslationPayload,
} from '@app/domain/measurement-units/measurement-unit.schemas';
import type { SeedUnit } from '@app/domain/measurement-units/seed-units';
import { type AnyColumn, and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { measurementUnits, measurementUnitTranslations } from './measurement-units.tables';

const besides = (column: AnyColumn, exceptId: string | null) => (exceptId ? ne(column, exceptId) : undefined);

export const measurementUnitsRepo = {
  /** The company's starting units with their English translations. */
  async insertSeed(db: Db, companyId: string, units: readonly SeedUnit[]): Promise<void> {
    const rows = await db
      .insert(measurementUnits)
      .values(units.map(({ code, name, symbol }) => ({ companyId, code, name, symbol })))
      .returning({ id: measurementUnits.id, code: measurementUnits.code });
    const idOf = new Map(rows.map((row) => [row.code, row.id]));
    await db.insert(measurementUnitTranslations).values(
      units.map((unit) => ({
        companyId,
        measurementUnitId: idOf.get(unit.code) as string,
        locale: 'en-GB',
        ...unit.en,
      })),
    );
  },

  async exists(db: Db, companyId: string, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: measurementUnits.id })
      .from(measurementUnits)
      .where(and(eq(measurementUnits.companyId, companyId), eq(measurementUnits.id, id)));
    return row !== undefined;
  },

  /** Which of code, name (any case) and symbol another unit of the company already has. */
  async clashes(db: Db, companyId: string, input: MeasurementUnitPayload, exceptId: string | null) {
    const [row] = await db
      .select({
        code: sql<boolean>`bool_or(${measurementUnits.code} = ${input.code})`,
        name: sql<boolean>`bool_or(lower(${measurementUnits.name}) = lower(${input.name}))`,
        symbol: sql<boolean>`bool_or(${measurementUnits.symbol} = ${input.symbol})`,
      })
      .from(measurementUnits)
      .where(and(eq(measurementUnits.companyId, companyId), besides(measurementUnits.id, exceptId)));
    return { code: row?.code === true, name: row?.name === true, symbol: row?.symbol === true };
  },

  /** Whether the unit already has this locale, and whether another unit uses the symbol in it. */
  async translationClashes(
    db: Db,
    companyId: string,
    unitId: string,
    input: UnitTranslationPayload,
    exceptId: string | null,
  ) {
    const t = measurementUnitTranslations;
    const [row] = await db
      .select({
        locale: sql<boolean>`bool_or(${t.measurementUnitId} = ${unitId})`,
        symbol: sql<boolean>`bool_or(${t.symbol} = ${input.symbol})`,
      })
      .from(t)
      .where(and(eq(t.companyId, companyId), eq(t.locale, input.locale), besides(t.id, exceptId)));
    return { locale: row?.locale === true, symbol: row?.symbol === true };
  },
};
