import { Hono } from 'hono';
import { apiPaths } from '@shared/api-paths.ts';
import {
  notificationListSchema,
  notificationPatchSchema,
  notificationSchema,
  notificationsMarkedSchema,
} from '@shared/notifications.ts';
import type { AccountVariables } from '@server/platform/auth/require-account.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { ok, routeDocs } from '@server/platform/http/openapi.ts';
import { pageQuery } from '@server/platform/http/page-query.ts';
import { jsonBody, rowIdParam } from '@server/platform/http/validate.ts';
import {
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationNotFound,
} from './notification-store.ts';

const notificationId = rowIdParam(notificationNotFound);
const route = routeDocs('Notifications');

/** The account's notifications: list (paginated), read one, mark one read, mark all read. */
export function notificationRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>()
    .get(
      apiPaths.notifications,
      route({
        operationId: 'listNotifications',
        summary: 'List notifications',
        description:
          'A page of notifications, newest first, and how many of all are unread. Pass `nextCursor` as `cursor` for the next page.',
        answer: ok(notificationListSchema, 'A page of notifications.'),
      }),
      pageQuery,
      async (c) =>
        c.json(
          await listNotifications(
            c.get('account').id,
            db,
            c.req.valid('query'),
            c.get('person')?.userId,
          ),
        ),
    )
    .patch(
      apiPaths.notifications,
      route({
        operationId: 'markAllNotificationsRead',
        summary: 'Mark all notifications read',
        description: 'Marks every unread notification read.',
        answer: ok(notificationsMarkedSchema, 'How many were marked.'),
      }),
      jsonBody(notificationPatchSchema, { read: true }),
      async (c) =>
        c.json(await markAllNotificationsRead(c.get('account').id, db, c.get('person')?.userId)),
    )
    .get(
      apiPaths.notification,
      route({
        operationId: 'getNotification',
        summary: 'Get a notification',
        description: 'One notification.',
        answer: ok(notificationSchema, 'The notification.'),
      }),
      notificationId,
      async (c) =>
        c.json(
          await getNotification(
            c.get('account').id,
            db,
            c.req.valid('param').id,
            c.get('person')?.userId,
          ),
        ),
    )
    .patch(
      apiPaths.notification,
      route({
        operationId: 'markNotificationRead',
        summary: 'Mark a notification read',
        description: 'Marks one notification read.',
        answer: ok(notificationSchema, 'The notification.'),
      }),
      notificationId,
      jsonBody(notificationPatchSchema, { read: true }),
      async (c) =>
        c.json(
          await markNotificationRead(
            c.get('account').id,
            db,
            c.req.valid('param').id,
            c.get('person')?.userId,
          ),
        ),
    );
}
