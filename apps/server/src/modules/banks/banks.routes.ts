import { type Bank, bankInputSchema, bankSchema } from '@app/domain/banks/bank.schemas';
import { areaPermissions } from '@app/domain/permissions/permissions';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerCompanyResource } from '../../platform/crud/company-resource';
import { filterParsers } from '../../platform/listing/listing';
import type { UsageRegistry } from '../../platform/usage/usage-registry';
import { refuseDeletionWhileUsed, registerUsageRoute } from '../../platform/usage/usage-route';
import { banksRepo } from './banks.repo';
import { banks } from './banks.tables';

type BankRow = typeof banks.$inferSelect;

const toBank = (row: BankRow): Bank => ({
  id: row.id,
  name: row.name,
  swift: row.swift,
  createdAt: row.createdAt.toISOString(),
});

/** /v1/my-companies/{companyId}/banks: the banks the company deals with (name and SWIFT, each unique). */
export function registerBankRoutes(app: FastifyInstance, ctx: AppContext, usage: UsageRegistry): void {
  const db = ctx.database.db;
  const usedBy = (companyId: string, id: string) => usage.reasonsInUse(db, 'bank', companyId, id);

  registerCompanyResource(app, ctx, {
    path: 'banks',
    idParam: 'bankId',
    tag: 'banks',
    table: banks,
    permissions: areaPermissions('settings'),
    input: bankInputSchema,
    output: bankSchema,
    toColumns: (input) => ({ ...input }),
    toResponse: (row) => toBank(row as BankRow),
    listing: {
      sortable: { name: banks.name, swift: banks.swift, createdAt: banks.createdAt },
      filterable: { swift: { column: banks.swift, parse: filterParsers.text } },
      searchable: [banks.name, banks.swift],
      defaultSort: { column: banks.name, dir: 'asc' },
    },
    async clashes(database, { companyId }, input, exceptId) {
      const clash = await banksRepo.clashes(database, companyId, input, exceptId);
      const errors: Record<string, string[]> = {};
      if (clash.name) errors.name = ['unique'];
      if (clash.swift) errors.swift = ['unique'];
      return errors;
    },
    beforeDelete: refuseDeletionWhileUsed(usage, 'bank', {
      message: 'settings.banks.errors.delete-blocked',
      field: 'bank',
    }),
  });

  registerUsageRoute(app, {
    collection: 'banks',
    idParam: 'bankId',
    tag: 'banks',
    permission: 'settings.read',
    reasons: async (companyId, id) =>
      (await banksRepo.exists(db, companyId, id)) ? usedBy(companyId, id) : null,
  });
}
