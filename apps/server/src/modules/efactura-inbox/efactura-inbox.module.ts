import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { SpvAccess } from '../../platform/anaf/spv-access';
import type { NotificationsService } from '../notifications/notifications.service';

export type EfacturaInboxDeps = { access: SpvAccess; notifications: NotificationsService };

/**
 * What arrives through SPV: the sync of received invoices into supplier invoices, the replies
 * (RASP) to suppliers, the registry (/efactura) and the link to a received invoice.
 */
export async function registerEfacturaInbox(
  _app: FastifyInstance,
  _ctx: AppContext,
  _deps: EfacturaInboxDeps,
): Promise<void> {}
