import { PERMISSIONS, type Permissions } from '@app/domain/permissions/permissions';
import type { Db } from '../../db/client';
import { ofVisibleCompany } from '../companies/company-visibility';
import { accountsRepo, type UserRow } from './accounts.repo';
import { userPermissions } from './accounts.tables';

/**
 * Admins hold every permission globally; members hold what was granted, globally (on all companies)
 * or per company. byCompany lists only companies the member may see: a grant left on a deleted or
 * another tenant's company is not a company of theirs.
 */
export async function permissionsOf(
  db: Db,
  user: Pick<UserRow, 'id' | 'role' | 'tenantId'>,
): Promise<Permissions> {
  if (user.role === 'admin') {
    return { global: { roles: ['admin'], permissions: [...PERMISSIONS] }, byCompany: [] };
  }
  const grants = await accountsRepo.permissionsOf(
    db,
    user.id,
    ofVisibleCompany(user, userPermissions.companyId),
  );
  const global = grants.filter((grant) => grant.companyId === null).map((grant) => grant.permission);
  const byCompany = new Map<string, string[]>();
  for (const grant of grants) {
    if (grant.companyId === null) continue;
    byCompany.set(grant.companyId, [...(byCompany.get(grant.companyId) ?? []), grant.permission]);
  }
  return {
    global: { roles: ['member'], permissions: global },
    byCompany: [...byCompany].map(([myCompanyId, permissions]) => ({ myCompanyId, permissions })),
  };
}
