import type { Import, ImportRequest, ImportValidation } from '@app/domain/imports/import.schemas';
import type { ImportEntity } from '@app/domain/imports/import-limits';
import { rowErrorsOf } from '@app/domain/imports/import-rows';
import type { AppContext } from '../../app-context';
import { UUID } from '../../platform/crud/service-resource';
import { HttpError, notFound } from '../../platform/http/errors';
import { toImport } from './import-mapping';
import { IMPORT_JOB } from './import-runner';
import type { Importer } from './importer';
import { importsRepo } from './imports.repo';

export function createImportsService(ctx: AppContext, importers: Record<ImportEntity, Importer>) {
  const { database } = ctx;

  /** The rows with errors after every rule, in line order. */
  async function rowErrors(companyId: string, entity: ImportEntity, request: ImportRequest) {
    const plan = await importers[entity](database.db, companyId, request.rows);
    return rowErrorsOf(plan.results);
  }

  return {
    /** The wizard's validation step: every rule on every row, nothing written. */
    async validate(
      companyId: string,
      entity: ImportEntity,
      request: ImportRequest,
    ): Promise<ImportValidation> {
      return { total: request.rows.length, rows: await rowErrors(companyId, entity, request) };
    },

    /**
     * Starts an import of rows that pass every rule: the import and its job are written in one
     * transaction, so the job exists if and only if the import does. Rows with errors refuse it (422).
     */
    async start(
      user: { id: string; tenantId: string },
      companyId: string,
      entity: ImportEntity,
      request: ImportRequest,
    ): Promise<Import> {
      const rows = await rowErrors(companyId, entity, request);
      if (rows.length > 0)
        throw new HttpError(422, 'imports.errors.rows', { errors: { rows: ['invalid'] }, rows });
      const row = await database.transaction(async (tx) => {
        const created = await importsRepo.insert(tx.db, {
          companyId,
          tenantId: user.tenantId,
          userId: user.id,
          entity,
          fileName: request.fileName ?? null,
          total: request.rows.length,
          rows: request.rows,
        });
        await ctx.jobs.enqueue(tx, IMPORT_JOB, { importId: created.id });
        return created;
      });
      return toImport(row);
    },

    async get(companyId: string, entity: ImportEntity, id: string): Promise<Import> {
      const row = UUID.test(id) ? await importsRepo.find(database.db, companyId, entity, id) : null;
      if (!row) throw notFound();
      return toImport(row);
    },
  };
}
export type ImportsService = ReturnType<typeof createImportsService>;
