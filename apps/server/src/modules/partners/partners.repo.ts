import { and, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListingPlan } from '../../platform/listing/listing';
import { type PARTNER_ROLES, partners } from './partners.tables';

export type PartnerRow = typeof partners.$inferSelect;
export type NewPartner = Omit<typeof partners.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

/** The values a partner must not share with another partner of its company. */
export type UniqueValues = Pick<
  PartnerRow,
  'name' | 'businessId' | 'internationalBusinessId' | 'secondaryBusinessId' | 'personId'
>;
export type UniqueField = keyof UniqueValues;

const ofCompany = (companyId: string, id: string) =>
  and(eq(partners.companyId, companyId), eq(partners.id, id));
/** The CUI without its RO prefix, so RO36914726 and 36914726 are one business id. */
const cuiDigits = (value: SQL | typeof partners.businessId) => sql`regexp_replace(${value}, '^RO', '')`;

export const partnersRepo = {
  async insert(db: Db, companyId: string, values: NewPartner): Promise<PartnerRow> {
    const [row] = await db
      .insert(partners)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('partner not created');
    return row;
  },

  /** Many partners in one statement (the spreadsheet import, whose rows were checked as a whole). */
  async insertMany(db: Db, companyId: string, values: NewPartner[]): Promise<void> {
    if (values.length > 0) await db.insert(partners).values(values.map((value) => ({ ...value, companyId })));
  },

  async update(db: Db, companyId: string, id: string, values: NewPartner): Promise<PartnerRow | null> {
    const [row] = await db
      .update(partners)
      .set({ ...values, updatedAt: new Date() })
      .where(ofCompany(companyId, id))
      .returning();
    return row ?? null;
  },

  async delete(db: Db, companyId: string, id: string): Promise<boolean> {
    const rows = await db.delete(partners).where(ofCompany(companyId, id)).returning({ id: partners.id });
    return rows.length === 1;
  },

  async find(db: Db, companyId: string, id: string): Promise<PartnerRow | null> {
    const [row] = await db.select().from(partners).where(ofCompany(companyId, id));
    return row ?? null;
  },

  async exists(db: Db, companyId: string, id: string): Promise<boolean> {
    const [row] = await db.select({ id: partners.id }).from(partners).where(ofCompany(companyId, id));
    return row !== undefined;
  },

  /** Which unique values another partner of the company already uses (names compared without case). */
  async clashes(db: Db, companyId: string, values: UniqueValues, exceptId?: string): Promise<UniqueField[]> {
    const same = (column: SQL, value: string | null) =>
      value === null ? sql`false` : sql`${column} = ${value}`;
    const checks: Record<UniqueField, SQL> = {
      name: same(sql`lower(${partners.name})`, values.name.toLowerCase()),
      businessId: same(cuiDigits(partners.businessId), values.businessId?.replace(/^RO/, '') ?? null),
      internationalBusinessId: same(sql`${partners.internationalBusinessId}`, values.internationalBusinessId),
      secondaryBusinessId: same(sql`${partners.secondaryBusinessId}`, values.secondaryBusinessId),
      personId: same(sql`${partners.personId}`, values.personId),
    };
    const fields = Object.keys(checks) as UniqueField[];
    const [row] = await db
      .select(Object.fromEntries(fields.map((field) => [field, sql<boolean>`bool_or(${checks[field]})`])))
      .from(partners)
      .where(
        and(
          eq(partners.companyId, companyId),
          exceptId ? ne(partners.id, exceptId) : undefined,
          sql`(${sql.join(Object.values(checks), sql` or `)})`,
        ),
      );
    return fields.filter((field) => row?.[field] === true);
  },

  async list(db: Db, companyId: string, plan: ListingPlan): Promise<{ items: PartnerRow[]; count: number }> {
    const where = and(eq(partners.companyId, companyId), plan.where);
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(partners)
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      db.select({ n: count() }).from(partners).where(where),
    ]);
    return { items, count: total?.n ?? 0 };
  },

  /** How many partners of the company hold one of the roles (company deletion blockers). */
  async countWithRoles(db: Db, companyId: string, roles: (typeof PARTNER_ROLES)[number][]): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(partners)
      .where(and(eq(partners.companyId, companyId), inArray(partners.role, roles)));
    return row?.n ?? 0;
  },
};
