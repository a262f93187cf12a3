import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListingPlan } from '../../platform/listing/listing';
import { companies } from './companies.tables';

export type CompanyRow = typeof companies.$inferSelect;

export const companiesRepo = {
  async insert(db: Db, values: typeof companies.$inferInsert): Promise<CompanyRow> {
    const [row] = await db.insert(companies).values(values).returning();
    if (!row) throw new Error('company not created');
    return row;
  },
  async findOfTenant(db: Db, tenantId: string, id: string): Promise<CompanyRow | null> {
    const [row] = await db
      .select()
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)));
    return row ?? null;
  },
  async list(db: Db, tenantId: string, plan: ListingPlan): Promise<{ items: CompanyRow[]; count: number }> {
    const where = and(eq(companies.tenantId, tenantId), plan.where);
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(companies)
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      db.select({ n: count() }).from(companies).where(where),
    ]);
    return { items, count: total?.n ?? 0 };
  },
};
