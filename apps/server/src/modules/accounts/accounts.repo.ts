import { and, count, eq, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenants, userPermissions, users } from './accounts.tables';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export const accountsRepo = {
  async createTenant(db: Db): Promise<string> {
    const [row] = await db.insert(tenants).values({}).returning({ id: tenants.id });
    if (!row) throw new Error('tenant not created');
    return row.id;
  },
  async insertUser(db: Db, values: NewUser): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('user not created');
    return row;
  },
  async findById(db: Db, id: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  },
  async findByEmail(db: Db, email: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(byEmail(email));
    return row ?? null;
  },
  async emailTaken(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
    const condition = exceptUserId ? and(byEmail(email), ne(users.id, exceptUserId)) : byEmail(email);
    const [row] = await db.select({ n: count() }).from(users).where(condition);
    return (row?.n ?? 0) > 0;
  },
  async update(db: Db, id: string, values: Partial<NewUser>): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new Error('user vanished');
    return row;
  },
  /** Users of a tenant other than the given one, who are not themselves leaving. */
  async otherActiveUsers(db: Db, tenantId: string, userId: string): Promise<Pick<UserRow, 'id' | 'role'>[]> {
    return db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), ne(users.id, userId), isNull(users.deletionScheduledAt)));
  },
  /** The user's global grants, and their company grants that the condition keeps. */
  async permissionsOf(db: Db, userId: string, companyGrantKept: SQL) {
    return db
      .select({ companyId: userPermissions.companyId, permission: userPermissions.permission })
      .from(userPermissions)
      .where(
        and(eq(userPermissions.userId, userId), or(isNull(userPermissions.companyId), companyGrantKept)),
      );
  },
  async grant(db: Db, userId: string, companyId: string | null, permissions: string[]): Promise<void> {
    if (permissions.length === 0) return;
    await db
      .insert(userPermissions)
      .values(permissions.map((permission) => ({ userId, companyId, permission })))
      .onConflictDoNothing();
  },
  async dueForDeletion(db: Db, now: Date): Promise<UserRow[]> {
    return db.select().from(users).where(lte(users.deletionScheduledAt, now));
  },
  async deleteUser(db: Db, id: string): Promise<void> {
    await db.delete(users).where(eq(users.id, id));
  },
  async deleteTenant(db: Db, id: string): Promise<void> {
    await db.delete(tenants).where(eq(tenants.id, id));
  },
  async countUsersOfTenant(db: Db, tenantId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.tenantId, tenantId));
    return row?.n ?? 0;
  },
};
