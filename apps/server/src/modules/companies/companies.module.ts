import { PERMISSIONS } from '@app/domain/permissions/permissions';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/access';
import { userPermissions } from '../accounts/accounts.tables';
import { registerCompanyRoutes } from './companies.routes';
import { type CompanyLookupFn, createCompaniesService } from './companies.service';
import { registerCompanyChildren } from './company-children';
import type { CompanyHooks } from './company-hooks';
import { maySeeCompany } from './company-visibility';

export function registerCompanies(
  app: FastifyInstance,
  ctx: AppContext,
  options: { lookup: CompanyLookupFn; hooks: CompanyHooks },
) {
  const service = createCompaniesService(ctx, options.lookup, options.hooks);
  registerCompanyRoutes(app, ctx, service);
  registerCompanyChildren(app, ctx);
  return {
    service,
    /** Whether the user may see the company (company-visibility.ts); real time asks it per event. */
    maySeeCompany: (user: AuthUser, companyId: string) => maySeeCompany(ctx.database.db, user, companyId),
    /**
     * Effective permissions of a user on a company they may see (company-visibility.ts): an admin
     * holds them all; a member holds the global grants plus that company's. Null otherwise, so a
     * company the user was not granted answers 404 like another tenant's.
     */
    async companyPermissions(user: AuthUser, companyId: string): Promise<Set<string> | null> {
      if (!(await maySeeCompany(ctx.database.db, user, companyId))) return null;
      if (user.role === 'admin') return new Set(PERMISSIONS);
      const grants = await ctx.database.db
        .select({ permission: userPermissions.permission })
        .from(userPermissions)
        .where(
          and(
            eq(userPermissions.userId, user.id),
            or(isNull(userPermissions.companyId), eq(userPermissions.companyId, companyId)),
          ),
        );
      return new Set(grants.map((grant) => grant.permission));
    },
  };
}
