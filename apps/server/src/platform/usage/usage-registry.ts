import type { Db } from '../../db/client';

/** The catalogue rows whose deletion or change other modules may block by using them. */
export type UsedEntity =
  | 'partner'
  | 'product'
  | 'product-packaging'
  | 'product-category'
  | 'vat-rate'
  | 'measurement-unit'
  | 'document-series'
  | 'bank'
  /** A warehouse: stock documents and client invoices that name it block its deletion. */
  | 'warehouse'
  /** A supplier invoice: documents allocated to it and goods receipt notes lock its edits. */
  | 'supplier-invoice';

/**
 * One kind of use of a row: `reason` names the using kind as spec 02 §8 lists it ('client-invoices',
 * 'products', 'client-offers'...); `count` says how many rows of that kind use it.
 */
export type UsageCheck = { reason: string; count(db: Db, companyId: string, id: string): Promise<number> };

/**
 * Who uses what, filled at start-up by the modules that hold the using rows, so the owning module can
 * refuse a deletion (or lock fields) without importing them. Documents register here as they come.
 */
export type UsageRegistry = {
  register(entity: UsedEntity, check: UsageCheck): void;
  /** The reasons that currently apply to the row, in registration order (empty when unused). */
  reasonsInUse(db: Db, entity: UsedEntity, companyId: string, id: string): Promise<string[]>;
};

export function createUsageRegistry(): UsageRegistry {
  const checks = new Map<UsedEntity, UsageCheck[]>();
  return {
    register(entity, check) {
      checks.set(entity, [...(checks.get(entity) ?? []), check]);
    },
    async reasonsInUse(db, entity, companyId, id) {
      const reasons: string[] = [];
      for (const check of checks.get(entity) ?? []) {
        if ((await check.count(db, companyId, id)) > 0) reasons.push(check.reason);
      }
      return reasons;
    },
  };
}
