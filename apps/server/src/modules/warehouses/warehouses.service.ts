import { WAREHOUSE_UNLOAD_TYPE_LOCKED, type WarehousePayload } from '@app/domain/stock/warehouse.schemas';
import type { Database } from '../../db/client';
import { HttpError, notFound, ValidationError } from '../../platform/http/errors';
import type { ListingPlan } from '../../platform/listing/listing';
import type { UsageRegistry } from '../../platform/usage/usage-registry';
import { warehousesRepo as repo, type WarehouseRow } from './warehouses.repo';

const NAME_KEY = 'warehouses_company_name_key';

/** A concurrent save that took the name between our check and our write: the same 422 as the check. */
async function uniqueGuarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = ((error as { cause?: unknown })?.cause ?? error) as { code?: string; constraint?: string };
    if (cause?.code === '23505' && cause.constraint === NAME_KEY)
      throw new ValidationError({ name: ['unique'] });
    throw error;
  }
}

/**
 * A company's warehouses (spec 02 §3 Warehouse): the name is unique in the company (any case); the
 * unload type cannot change once stock has moved through the warehouse, since every unloading
 * already costed by FIFO would otherwise have to be re-costed by LIFO (or back); a warehouse named by
 * any document cannot be deleted (spec 02 §8), the reasons being the using kinds.
 */
export function createWarehousesService(database: Database, usage: UsageRegistry) {
  const db = database.db;

  async function assertNameFree(companyId: string, name: string, exceptId: string | null) {
    if (await repo.nameTaken(db, companyId, name, exceptId)) throw new ValidationError({ name: ['unique'] });
  }

  return {
    list: (companyId: string, plan: ListingPlan) => repo.list(db, companyId, plan),

    async get(companyId: string, id: string): Promise<WarehouseRow> {
      const row = await repo.find(db, companyId, id);
      if (!row) throw notFound();
      return row;
    },

    async create(companyId: string, input: WarehousePayload): Promise<WarehouseRow> {
      await assertNameFree(companyId, input.name, null);
      return uniqueGuarded(() => repo.insert(db, companyId, input));
    },

    async update(companyId: string, id: string, input: WarehousePayload): Promise<WarehouseRow> {
      return uniqueGuarded(() =>
        database.transaction(async (tx) => {
          const existing = await repo.findForUpdate(tx.db, companyId, id);
          if (!existing) throw notFound();
          if (existing.unloadType !== input.unloadType && (await repo.hasMovements(tx.db, companyId, id))) {
            throw new HttpError(422, 'warehouses.errors.unload-type-locked', {
              errors: { unloadType: [WAREHOUSE_UNLOAD_TYPE_LOCKED] },
            });
          }
          if (await repo.nameTaken(tx.db, companyId, input.name, id))
            throw new ValidationError({ name: ['unique'] });
          return repo.update(tx.db, companyId, id, input);
        }),
      );
    },

    /** Refused (422, errors.warehouse: the using kinds) while any document names the warehouse. */
    async delete(companyId: string, id: string): Promise<void> {
      await database.transaction(async (tx) => {
        if (!(await repo.findForUpdate(tx.db, companyId, id))) throw notFound();
        const reasons = await usage.reasonsInUse(tx.db, 'warehouse', companyId, id);
        if (reasons.length > 0)
          throw new HttpError(422, 'warehouses.errors.delete-blocked', { errors: { warehouse: reasons } });
        await repo.delete(tx.db, companyId, id);
      });
    },

    /** What uses the warehouse, or null when it is not the company's. */
    async usedBy(companyId: string, id: string): Promise<string[] | null> {
      if (!(await repo.exists(db, companyId, id))) return null;
      return usage.reasonsInUse(db, 'warehouse', companyId, id);
    },
  };
}

export type WarehousesService = ReturnType<typeof createWarehousesService>;
