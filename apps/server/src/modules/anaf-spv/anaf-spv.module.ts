import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { SpvAccess } from '../../platform/anaf/spv-access';
import type { CompanyHooks } from '../companies/company-hooks';
import type { NotificationsService } from '../notifications/notifications.service';

export type AnafSpvDeps = { notifications: NotificationsService; hooks: CompanyHooks };

/**
 * The SPV connection of each company (spec 02 §4 Tax connection): OAuth through ANAF or its
 * simulator, tokens, the accountant invitation, the status timers. Gives the exchange its SpvAccess.
 */
export async function registerAnafSpv(
  app: FastifyInstance,
  _ctx: AppContext,
  _deps: AnafSpvDeps,
): Promise<{ access: SpvAccess }> {
  // Contract stub: the module fills this in.
  const access = {} as SpvAccess;
  if (!app.hasDecorator('spvAccess')) app.decorate('spvAccess', access);
  return { access };
}
