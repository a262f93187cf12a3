import { ACCOUNT_PERMISSIONS } from '@app/domain/permissions/permissions';
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth/access';
import { userPermissions } from '../accounts/accounts.tables';
import { companies } from './companies.tables';

/*
 * Which companies a user may see: the one rule behind the company selector, every listing that
 * enumerates a tenant's companies or their rows, the access hook (a company the user may not see
 * answers 404) and the real-time delivery. An admin sees every company of the tenant. A member sees
 * the companies they hold a grant on, and all of them when granted all companies: a global grant of
 * a company permission (domain `grantsAllCompanies`), which holds on every company, including the
 * ones created after the grant. Global grants of account permissions (sub-users) open no company.
 */

/** Condition on the companies table: the company is the user's to see. */
export function visibleCompanies(user: Pick<AuthUser, 'id' | 'tenantId' | 'role'>): SQL {
  const ofTenant = eq(companies.tenantId, user.tenantId);
  if (user.role === 'admin') return ofTenant;
  const accountPermissions = sql.join(
    ACCOUNT_PERMISSIONS.map((permission) => sql`${permission}`),
    sql`, `,
  );
  const grantedAll = sql`exists (select 1 from ${userPermissions} where ${userPermissions.userId} = ${user.id} and ${userPermissions.companyId} is null and ${userPermissions.permission} not in (${accountPermissions}))`;
  const grantedThis = sql`${companies.id} in (select ${userPermissions.companyId} from ${userPermissions} where ${userPermissions.userId} = ${user.id} and ${userPermissions.companyId} is not null)`;
  return and(ofTenant, sql`(${grantedAll} or ${grantedThis})`) as SQL;
}

/**
 * Condition on any table's company id column: the row belongs to a company the user may see. Every
 * query that enumerates across a tenant's companies (subscriptions, notifications, exports, search)
 * filters with it rather than with the tenant alone.
 */
export function ofVisibleCompany(
  user: Pick<AuthUser, 'id' | 'tenantId' | 'role'>,
  companyId: Column | SQL,
): SQL {
  return sql`${companyId} in (select ${companies.id} from ${companies} where ${visibleCompanies(user)})`;
}

/** Whether the user may see one company (false for another tenant's or an unknown id). */
export async function maySeeCompany(db: Db, user: AuthUser, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), visibleCompanies(user)));
  return row !== undefined;
}
