import type { WarehousePayload } from '@app/domain/stock/warehouse.schemas';
import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UUID } from '../../platform/crud/service-resource';
import type { ListingPlan } from '../../platform/listing/listing';
import { stockMovements } from '../../platform/stock/stock-ledger.tables';
import { warehouses } from './warehouses.tables';

export type WarehouseRow = typeof warehouses.$inferSelect;

const ofCompany = (companyId: string, id: string): SQL | undefined =>
  and(eq(warehouses.companyId, companyId), eq(warehouses.id, id));

/** The table's columns for a typed warehouse (the address is flat in the table). */
const toColumns = (input: WarehousePayload) => ({
  name: input.name,
  unloadType: input.unloadType,
  countryCode: input.address.countryCode,
  countyCode: input.address.countyCode,
  city: input.address.city,
  district: input.address.district,
  zipCode: input.address.zipCode,
  street: input.address.street,
  additionalStreet: input.address.additionalStreet,
  additionalAddress: input.address.additionalAddress,
});

export const warehousesRepo = {
  async exists(db: Db, companyId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const [row] = await db.select({ id: warehouses.id }).from(warehouses).where(ofCompany(companyId, id));
    return row !== undefined;
  },

  async find(db: Db, companyId: string, id: string): Promise<WarehouseRow | null> {
    const [row] = await db.select().from(warehouses).where(ofCompany(companyId, id));
    return row ?? null;
  },

  /** The row locked until the transaction ends, so a change of unload type is judged on settled data. */
  async findForUpdate(db: Db, companyId: string, id: string): Promise<WarehouseRow | null> {
    const [row] = await db.select().from(warehouses).where(ofCompany(companyId, id)).for('update');
    return row ?? null;
  },

  async list(db: Db, companyId: string, plan: ListingPlan) {
    const where = and(eq(warehouses.companyId, companyId), plan.where);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(warehouses)
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      db.select({ n: count() }).from(warehouses).where(where),
    ]);
    return { items: rows, count: total?.n ?? 0 };
  },

  /** Whether another warehouse of the company has the name (any case, as the unique index says). */
  async nameTaken(db: Db, companyId: string, name: string, exceptId: string | null): Promise<boolean> {
    const [row] = await db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(
        and(
          eq(warehouses.companyId, companyId),
          sql`upper(${warehouses.name}) = upper(${name})`,
          exceptId ? ne(warehouses.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async insert(db: Db, companyId: string, input: WarehousePayload): Promise<WarehouseRow> {
    const [row] = await db
      .insert(warehouses)
      .values({ ...toColumns(input), companyId })
      .returning();
    if (!row) throw new Error('warehouse not inserted');
    return row;
  },

  async update(db: Db, companyId: string, id: string, input: WarehousePayload): Promise<WarehouseRow> {
    const [row] = await db
      .update(warehouses)
      .set(toColumns(input))
      .where(ofCompany(companyId, id))
      .returning();
    if (!row) throw new Error('warehouse not updated');
    return row;
  },

  async delete(db: Db, companyId: string, id: string): Promise<void> {
    await db.delete(warehouses).where(ofCompany(companyId, id));
  },

  /** Whether any stock has moved through the warehouse (any document, published or since voided). */
  async hasMovements(db: Db, companyId: string, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: stockMovements.id })
      .from(stockMovements)
      .where(and(eq(stockMovements.companyId, companyId), eq(stockMovements.warehouseId, id)))
      .limit(1);
    return row !== undefined;
  },

  /** The demo company's warehouses (the stock documents' demo step picks the first). */
  async countOfCompany(db: Db, companyId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(warehouses).where(eq(warehouses.companyId, companyId));
    return row?.n ?? 0;
  },
};
