import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { SpvAccess } from '../../platform/anaf/spv-access';
import type { NotificationsService } from '../notifications/notifications.service';

export type EfacturaSendingDeps = { access: SpvAccess; notifications: NotificationsService };

/** Client invoices to RO e-Factura: send, upload, poll, download the seal, exactly once. */
export async function registerEfacturaSending(
  _app: FastifyInstance,
  _ctx: AppContext,
  _deps: EfacturaSendingDeps,
): Promise<void> {}
