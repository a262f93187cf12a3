import type { Permission } from '@app/domain/permissions/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { can, requireCompany } from '../auth/access';
import { HttpError, notFound } from '../http/errors';
import type { UsageRegistry, UsedEntity } from './usage-registry';

export const usageSchema = z.object({ reasons: z.array(z.string()) });

/**
 * GET `<collection>/:id/usage`: which kinds of rows use one catalogue row (spec 02 §8 names), so a
 * form can warn before an edit, lock fields or explain a refused deletion before it is tried.
 * `reasons` answers null when the row is not the company's (404).
 */
export function registerUsageRoute(
  appInstance: FastifyInstance,
  options: {
    collection: string;
    idParam: string;
    tag: string;
    permission: Permission;
    reasons(companyId: string, id: string): Promise<string[] | null>;
  },
): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  app.get(
    `/v1/my-companies/:companyId/${options.collection}/:${options.idParam}/usage`,
    {
      config: can(options.permission),
      schema: {
        tags: [options.tag],
        params: z.object({ companyId: z.string(), [options.idParam]: z.string() }),
        response: { 200: usageSchema },
      },
    },
    async (request) => {
      const id = (request.params as Record<string, string>)[options.idParam] ?? '';
      const reasons = await options.reasons(requireCompany(request).id, id);
      if (reasons === null) throw notFound();
      return { reasons };
    },
  );
}

/**
 * A `beforeDelete` for a company resource: refused (422, `errors: { [field]: reasons }`) while any
 * registered use of the row applies, naming every kind of use (spec 02 §8 deletion blocks).
 */
export function refuseDeletionWhileUsed(
  usage: UsageRegistry,
  entity: UsedEntity,
  options: { message: string; field: string },
) {
  return async (db: Db, scope: { companyId: string }, row: Record<string, unknown>): Promise<void> => {
    const reasons = await usage.reasonsInUse(db, entity, scope.companyId, String(row.id));
    if (reasons.length > 0)
      throw new HttpError(422, options.message, { errors: { [options.field]: reasons } });
  };
}
