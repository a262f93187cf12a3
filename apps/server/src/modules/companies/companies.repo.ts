import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListingPlan } from '../../platform/listing/listing';
import { companies, companyLogos } from './companies.tables';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;

const ofTenant = (tenantId: string, id: string) =>
  and(eq(companies.tenantId, tenantId), eq(companies.id, id));

export const companiesRepo = {
  async insert(db: Db, values: NewCompany): Promise<CompanyRow> {
    const [row] = await db.insert(companies).values(values).returning();
    if (!row) throw new Error('company not created');
    return row;
  },
  async update(
    db: Db,
    tenantId: string,
    id: string,
    values: Partial<NewCompany>,
  ): Promise<CompanyRow | null> {
    const [row] = await db
      .update(companies)
      .set({ ...values, updatedAt: new Date() })
      .where(ofTenant(tenantId, id))
      .returning();
    return row ?? null;
  },
  async delete(db: Db, tenantId: string, id: string): Promise<boolean> {
    const rows = await db.delete(companies).where(ofTenant(tenantId, id)).returning({ id: companies.id });
    return rows.length === 1;
  },
  async findOfTenant(db: Db, tenantId: string, id: string): Promise<CompanyRow | null> {
    const [row] = await db.select().from(companies).where(ofTenant(tenantId, id));
    return row ?? null;
  },
  async countOfTenant(db: Db, tenantId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(companies).where(eq(companies.tenantId, tenantId));
    return row?.n ?? 0;
  },
  /** Which of business id and legal name another company of the tenant already uses. */
  async clashes(
    db: Db,
    tenantId: string,
    values: { businessId: string; legalName: string },
    exceptId?: string,
  ) {
    const others = exceptId
      ? and(eq(companies.tenantId, tenantId), ne(companies.id, exceptId))
      : eq(companies.tenantId, tenantId);
    const [row] = await db
      .select({
        businessId: sql<boolean>`bool_or(${companies.businessId} = ${values.businessId})`,
        legalName: sql<boolean>`bool_or(lower(${companies.legalName}) = lower(${values.legalName}))`,
      })
      .from(companies)
      .where(others);
    return { businessId: row?.businessId === true, legalName: row?.legalName === true };
  },
  /** One page of the companies the condition lets through (company-visibility.ts: the user's). */
  async list(db: Db, visible: SQL, plan: ListingPlan): Promise<{ items: CompanyRow[]; count: number }> {
    const where = and(visible, plan.where);
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
  async logo(db: Db, companyId: string) {
    const [row] = await db.select().from(companyLogos).where(eq(companyLogos.companyId, companyId));
    return row ?? null;
  },
  async saveLogo(db: Db, companyId: string, contentType: string, bytes: Buffer): Promise<void> {
    await db
      .insert(companyLogos)
      .values({ companyId, contentType, bytes })
      .onConflictDoUpdate({ target: companyLogos.companyId, set: { contentType, bytes } });
  },
  async deleteLogo(db: Db, companyId: string): Promise<void> {
    await db.delete(companyLogos).where(eq(companyLogos.companyId, companyId));
  },
};
