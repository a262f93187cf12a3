import { areaPermissions } from '@app/domain/permissions/permissions';
import { VAT_CATEGORY_CODES } from '@app/domain/vat-rates/vat-categories';
import { type VatRate, vatRateInputSchema, vatRateSchema } from '@app/domain/vat-rates/vat-rate.schemas';
import { type AnyColumn, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerCompanyResource } from '../../platform/crud/company-resource';
import { filterParsers } from '../../platform/listing/listing';
import { registerUsageRoute } from '../../platform/usage/usage-route';
import { vatRatesRepo } from './vat-rates.repo';
import type { VatRatesService } from './vat-rates.service';
import { type VatRateRow, vatRates } from './vat-rates.tables';

// The rate without a value (O) sorts below 0 rather than first.
const valueOrder = sql`coalesce(${vatRates.value}, -1)` as unknown as AnyColumn;

export const toVatRate = (row: VatRateRow): VatRate => ({
  id: row.id,
  code: row.code,
  value: row.value,
  exemptionReasonCode: row.exemptionReasonCode,
  internal: row.internal,
  validFrom: row.validFrom,
  validTo: row.validTo,
  createdAt: row.createdAt.toISOString(),
});

/** /v1/my-companies/{companyId}/vat-rates: the company's VAT rates (list, create, read, update, delete). */
export function registerVatRateRoutes(app: FastifyInstance, ctx: AppContext, service: VatRatesService): void {
  const db = ctx.database.db;
  registerCompanyResource(app, ctx, {
    path: 'vat-rates',
    idParam: 'vatRateId',
    tag: 'vat-rates',
    table: vatRates,
    permissions: areaPermissions('settings'),
    input: vatRateInputSchema,
    output: vatRateSchema,
    toColumns: (input) => ({ ...input }),
    toResponse: (row) => toVatRate(row as VatRateRow),
    listing: {
      sortable: {
        code: vatRates.code,
        value: valueOrder,
        validFrom: vatRates.validFrom,
        validTo: vatRates.validTo,
        createdAt: vatRates.createdAt,
      },
      filterable: {
        code: { column: vatRates.code, parse: filterParsers.oneOf(...VAT_CATEGORY_CODES) },
        internal: { column: vatRates.internal, parse: filterParsers.boolean },
      },
      searchable: [vatRates.code, vatRates.exemptionReasonCode, sql`${vatRates.value}::text`],
      defaultSort: { column: valueOrder, dir: 'desc' },
    },
    clashes: (database, scope, input, exceptId) =>
      service.clashes(database, scope.companyId, input, exceptId),
    beforeUpdate: (database, scope, row) =>
      service.assertEditable(database, scope.companyId, row as VatRateRow),
    beforeDelete: (database, scope, row) =>
      service.assertDeletable(database, scope.companyId, row as VatRateRow),
  });

  registerUsageRoute(app, {
    collection: 'vat-rates',
    idParam: 'vatRateId',
    tag: 'vat-rates',
    permission: 'settings.read',
    reasons: async (companyId, id) => {
      const row = await vatRatesRepo.find(db, companyId, id);
      return row ? service.usedBy(db, companyId, id) : null;
    },
  });
}
