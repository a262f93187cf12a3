import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerDevNotificationTrigger, registerNotificationRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';

export function registerNotifications(app: FastifyInstance, ctx: AppContext) {
  const service = createNotificationsService(ctx.realtime);
  registerNotificationRoutes(app, ctx, service);
  if (ctx.config.env !== 'production') registerDevNotificationTrigger(app, ctx, service);
  return service;
}
