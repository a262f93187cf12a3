import { STOCK_DOCUMENT_KINDS } from '@app/domain/stock/stock-kinds';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UsageRegistry } from '../../platform/usage/usage-registry';
import { clientDocuments } from '../client-invoices/client-invoices.tables';
import { STOCK_USE_REASON } from '../stock-documents/stock-documents.module';
import { stockDocuments } from '../stock-documents/stock-documents.tables';

const countRows = async (
  db: Db,
  table: typeof stockDocuments | typeof clientDocuments,
  where: SQL | undefined,
) => {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
};

/**
 * The documents that name a warehouse, drafts included (spec 02 §8: a warehouse is blocked by despatch
 * advices, client invoices, goods receipt notes, consumption and reception receipts). Registered here,
 * with the warehouse, because the using tables only point at it: the stock documents and client
 * invoice modules need not know about warehouses' deletion.
 */
export function registerWarehouseUses(usage: UsageRegistry): void {
  for (const kind of STOCK_DOCUMENT_KINDS) {
    usage.register('warehouse', {
      reason: STOCK_USE_REASON[kind],
      count: (db, companyId, id) =>
        countRows(
          db,
          stockDocuments,
          and(
            eq(stockDocuments.companyId, companyId),
            eq(stockDocuments.kind, kind),
            eq(stockDocuments.warehouseId, id),
          ),
        ),
    });
  }
  usage.register('warehouse', {
    reason: 'client-invoices',
    count: (db, companyId, id) =>
      countRows(
        db,
        clientDocuments,
        and(eq(clientDocuments.companyId, companyId), eq(clientDocuments.warehouseId, id)),
      ),
  });
}
