import {
  type MeasurementUnit,
  measurementUnitInputSchema,
  measurementUnitSchema,
  UNIT_TRANSLATION_LOCALES,
  type UnitTranslation,
  unitTranslationInputSchema,
  unitTranslationSchema,
} from '@app/domain/measurement-units/measurement-unit.schemas';
import { areaPermissions } from '@app/domain/permissions/permissions';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerCompanyResource } from '../../platform/crud/company-resource';
import { HttpError } from '../../platform/http/errors';
import { filterParsers } from '../../platform/listing/listing';
import type { UsageRegistry } from '../../platform/usage/usage-registry';
import { refuseDeletionWhileUsed, registerUsageRoute } from '../../platform/usage/usage-route';
import { measurementUnitsRepo } from './measurement-units.repo';
import { measurementUnits, measurementUnitTranslations } from './measurement-units.tables';

type UnitRow = typeof measurementUnits.$inferSelect;
type TranslationRow = typeof measurementUnitTranslations.$inferSelect;
const permissions = areaPermissions('settings');

const toUnit = (row: UnitRow): MeasurementUnit => ({
  id: row.id,
  code: row.code,
  name: row.name,
  symbol: row.symbol,
  createdAt: row.createdAt.toISOString(),
});

const toTranslation = (row: TranslationRow): UnitTranslation => ({
  id: row.id,
  measurementUnitId: row.measurementUnitId,
  locale: row.locale,
  name: row.name,
  symbol: row.symbol,
});

const flagged = (clash: Record<string, boolean>) =>
  Object.fromEntries(
    Object.entries(clash)
      .filter(([, taken]) => taken)
      .map(([field]) => [field, ['unique']]),
  );

/**
 * Units (/measurement-units) and their translations (/measurement-units/{id}/translations). A unit
 * in use cannot be deleted; its name and symbol may change (the form warns), but not its code,
 * which products and documents refer to.
 */
export function registerMeasurementUnitRoutes(app: FastifyInstance, ctx: AppContext, usage: UsageRegistry) {
  const db = ctx.database.db;
  const usedBy = (companyId: string, id: string) => usage.reasonsInUse(db, 'measurement-unit', companyId, id);

  registerCompanyResource(app, ctx, {
    path: 'measurement-units',
    idParam: 'measurementUnitId',
    tag: 'measurement-units',
    table: measurementUnits,
    permissions,
    input: measurementUnitInputSchema,
    output: measurementUnitSchema,
    toColumns: (input) => ({ ...input }),
    toResponse: (row) => toUnit(row as UnitRow),
    listing: {
      sortable: {
        code: measurementUnits.code,
        name: measurementUnits.name,
        symbol: measurementUnits.symbol,
        createdAt: measurementUnits.createdAt,
      },
      filterable: { code: { column: measurementUnits.code, parse: filterParsers.text } },
      searchable: [measurementUnits.code, measurementUnits.name, measurementUnits.symbol],
      defaultSort: { column: measurementUnits.name, dir: 'asc' },
    },
    clashes: async (database, { companyId }, input, exceptId) =>
      flagged(await measurementUnitsRepo.clashes(database, companyId, input, exceptId)),
    async beforeUpdate(_database, { companyId }, row, input) {
      const unit = row as UnitRow;
      if (unit.code === input.code) return;
      const reasons = await usedBy(companyId, unit.id);
      if (reasons.length > 0) {
        throw new HttpError(422, 'settings.measurement-units.errors.code-locked', {
          errors: { code: ['locked'] },
          usedBy: reasons,
        });
      }
    },
    beforeDelete: refuseDeletionWhileUsed(usage, 'measurement-unit', {
      message: 'settings.measurement-units.errors.delete-blocked',
      field: 'measurementUnit',
    }),
  });

  registerUsageRoute(app, {
    collection: 'measurement-units',
    idParam: 'measurementUnitId',
    tag: 'measurement-units',
    permission: 'settings.read',
    reasons: async (companyId, id) =>
      (await measurementUnitsRepo.exists(db, companyId, id)) ? usedBy(companyId, id) : null,
  });

  registerCompanyResource(app, ctx, {
    path: 'translations',
    idParam: 'translationId',
    tag: 'measurement-units',
    table: measurementUnitTranslations,
    permissions,
    parent: {
      path: 'measurement-units',
      param: 'measurementUnitId',
      column: measurementUnitTranslations.measurementUnitId,
      exists: measurementUnitsRepo.exists,
    },
    input: unitTranslationInputSchema,
    output: unitTranslationSchema,
    toColumns: (input) => ({ ...input }),
    toResponse: (row) => toTranslation(row as TranslationRow),
    listing: {
      sortable: {
        locale: measurementUnitTranslations.locale,
        name: measurementUnitTranslations.name,
        symbol: measurementUnitTranslations.symbol,
      },
      filterable: {
        locale: {
          column: measurementUnitTranslations.locale,
          parse: filterParsers.oneOf(...UNIT_TRANSLATION_LOCALES),
        },
      },
      searchable: [measurementUnitTranslations.name, measurementUnitTranslations.symbol],
      defaultSort: { column: measurementUnitTranslations.locale, dir: 'asc' },
    },
    clashes: async (database, { companyId, parentId }, input, exceptId) =>
      flagged(
        await measurementUnitsRepo.translationClashes(database, companyId, parentId ?? '', input, exceptId),
      ),
  });
}
