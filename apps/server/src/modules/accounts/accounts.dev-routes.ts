import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireAuth, verified } from '../../platform/auth/access';
import { hashPassword } from '../../platform/auth/passwords';
import { fieldError, HttpError } from '../../platform/http/errors';
import { maySeeCompany } from '../companies/company-visibility';
import { accountsRepo } from './accounts.repo';

const memberSchema = z.object({
  email: z.string().email(),
  password: z.string().min(8),
  grants: z
    .object({
      global: z.array(z.string()).default([]),
      company: z.record(z.string().uuid(), z.array(z.string())).default({}),
    })
    .default({ global: [], company: {} }),
});

/**
 * Development and test trigger: adds a verified member (sub-user) with the given grants to the
 * caller's account, so the permission guards can be seen before the sub-users pages exist. Grants
 * in `global` hold on all companies, present and future; those in `company` on that company only,
 * and the member sees only those companies (company-visibility.ts).
 */
export function registerAccountDevRoutes(appInstance: FastifyInstance, ctx: AppContext): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/dev/members',
    { config: verified, schema: { hide: true, body: memberSchema } },
    async (request, reply) => {
      const admin = requireAuth(request).user;
      if (admin.role !== 'admin') throw new HttpError(403, 'common.errors.no-permissions');
      const { email, password, grants } = request.body;
      // Grants name the caller's own companies only (a global grant is the grant on all companies).
      for (const companyId of Object.keys(grants.company)) {
        if (!(await maySeeCompany(ctx.database.db, admin, companyId)))
          throw fieldError('grants.company', 'exists');
      }
      const passwordHash = await hashPassword(password);
      const member = await ctx.database.transaction(async (tx) => {
        const row = await accountsRepo.insertUser(tx.db, {
          tenantId: admin.tenantId,
          email,
          passwordHash,
          role: 'member',
          fname: 'Sub',
          lname: 'Utilizator',
          timezone: 'Europe/Bucharest',
          locale: 'ro-RO',
          dateFormat: 'yyyy-MM-dd',
          emailVerifiedAt: new Date(),
        });
        await accountsRepo.grant(tx.db, row.id, null, grants.global);
        for (const [companyId, permissions] of Object.entries(grants.company)) {
          await accountsRepo.grant(tx.db, row.id, companyId, permissions);
        }
        return row;
      });
      return reply.code(201).send({ id: member.id, email });
    },
  );
}
