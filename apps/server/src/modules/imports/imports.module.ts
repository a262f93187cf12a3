import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { NotificationsService } from '../notifications/notifications.service';

export function registerImports(
  _app: FastifyInstance,
  _ctx: AppContext,
  _deps: { notifications: NotificationsService },
) {
  // Upload, validation and the import job of partners and products are registered here.
  return {};
}
