import { listingQuerySchema, listingResultSchema } from '@app/domain/listing/listing.schemas';
import {
  markNotificationsReadSchema,
  NOTIFICATION_TYPES,
  notificationDataSchema,
  notificationSchema,
} from '@app/domain/notifications/notification.schemas';
import { and, count, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { can, requireAuth, requireCompany } from '../../platform/auth/access';
import { notFound } from '../../platform/http/errors';
import { filterParsers, planListing } from '../../platform/listing/listing';
import { maySeeCompany } from '../companies/company-visibility';
import { inCompanyListOf, type NotificationsService, toNotification } from './notifications.service';
import { notifications } from './notifications.tables';

const tags = ['notifications'];
const params = z.object({ companyId: z.string() });

const listing = {
  sortable: { createdAt: notifications.createdAt, type: notifications.type },
  filterable: {
    type: { column: notifications.type, parse: filterParsers.oneOf(...NOTIFICATION_TYPES) },
    createdAt: { column: notifications.createdAt, parse: filterParsers.date },
  },
  // The search text matches the type and anything the notification carries (series, partner, UIT...).
  searchable: [notifications.type, sql`${notifications.data}::text`],
  defaultSort: { column: notifications.createdAt, dir: 'desc' as const },
  tiebreaker: notifications.id,
};

export function registerNotificationRoutes(
  appInstance: FastifyInstance,
  ctx: AppContext,
  service: NotificationsService,
): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  app.get(
    '/v1/my-companies/:companyId/notifications',
    {
      config: can('my-companies.read'),
      schema: {
        tags,
        params,
        querystring: listingQuerySchema,
        response: { 200: listingResultSchema(notificationSchema) },
      },
    },
    async (request) => {
      // isRead is not a column: it becomes "read_at is (not) null" here, outside the generic whitelist.
      const isRead = request.query.filters.find((filter) => filter.field === 'isRead');
      const rest = { ...request.query, filters: request.query.filters.filter((filter) => filter !== isRead) };
      const plan = planListing(rest, listing);
      const conditions: (SQL | undefined)[] = [
        inCompanyListOf(requireCompany(request).id, requireAuth(request).user.id),
        plan.where,
      ];
      if (isRead)
        conditions.push(
          filterParsers.boolean(isRead.value)
            ? isNotNull(notifications.readAt)
            : isNull(notifications.readAt),
        );
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ n: count() }).from(notifications).where(where),
      ]);
      return { items: rows.map(toNotification), count: total?.n ?? 0 };
    },
  );

  app.post(
    '/v1/my-companies/:companyId/notifications',
    { config: can('my-companies.read'), schema: { tags, params, body: markNotificationsReadSchema } },
    async (request, reply) => {
      await service.markRead(db, requireCompany(request).id, requireAuth(request).user.id, request.body.ids);
      return reply.code(204).send();
    },
  );
}

/** Development and test trigger: creates a notification as a job or a module would. */
export function registerDevNotificationTrigger(
  appInstance: FastifyInstance,
  ctx: AppContext,
  service: NotificationsService,
): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/dev/notifications',
    {
      config: { access: { kind: 'verified' } },
      schema: {
        hide: true,
        body: z.object({
          myCompanyId: z.string().uuid(),
          type: z.enum(NOTIFICATION_TYPES),
          data: notificationDataSchema.optional(),
        }),
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      if (!(await maySeeCompany(ctx.database.db, user, request.body.myCompanyId))) throw notFound();
      const notification = await ctx.database.transaction((tx) =>
        service.notify(tx, {
          tenantId: user.tenantId,
          companyId: request.body.myCompanyId,
          type: request.body.type,
          data: request.body.data,
        }),
      );
      return reply.code(201).send(notification);
    },
  );
}
