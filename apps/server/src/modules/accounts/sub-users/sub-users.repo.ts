import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { AuthUser } from '../../../platform/auth/access';
import { companies } from '../../companies/companies.tables';
import { visibleCompanies } from '../../companies/company-visibility';
import { userPermissions, users } from '../accounts.tables';
import { userInvitations } from './invitations.tables';

export type Grant = { userId: string; companyId: string | null; permission: string };

export const subUsersRepo = {
  ofTenant: (db: Db, tenantId: string) =>
    db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), isNull(users.deletionScheduledAt)))
      .orderBy(asc(users.lname), asc(users.fname)),
  async visibleCompanyIds(db: Db, user: AuthUser): Promise<Set<string>> {
    const rows = await db.select({ id: companies.id }).from(companies).where(visibleCompanies(user));
    return new Set(rows.map((row) => row.id));
  },
  grantsOf: (db: Db, userIds: string[]): Promise<Grant[]> =>
    userIds.length === 0
      ? Promise.resolve([])
      : db.select().from(userPermissions).where(inArray(userPermissions.userId, userIds)),
  invitationsOf: (db: Db, userIds: string[]) =>
    userIds.length === 0
      ? Promise.resolve([])
      : db.select().from(userInvitations).where(inArray(userInvitations.userId, userIds)),
  async replaceGrants(
    db: Db,
    userId: string,
    grants: Array<{ companyId: string | null; permission: string }>,
  ) {
    await db.delete(userPermissions).where(eq(userPermissions.userId, userId));
    if (grants.length > 0)
      await db.insert(userPermissions).values(grants.map((grant) => ({ userId, ...grant })));
  },
  async putInvitation(db: Db, userId: string, tokenHash: string, expiresAt: Date) {
    await db
      .insert(userInvitations)
      .values({ userId, tokenHash, expiresAt })
      .onConflictDoUpdate({
        target: userInvitations.userId,
        set: { tokenHash, expiresAt, createdAt: new Date() },
      });
  },
  async invitationByToken(db: Db, tokenHash: string) {
    const [row] = await db.select().from(userInvitations).where(eq(userInvitations.tokenHash, tokenHash));
    return row ?? null;
  },
  async deleteInvitation(db: Db, userId: string) {
    await db.delete(userInvitations).where(eq(userInvitations.userId, userId));
  },
};
