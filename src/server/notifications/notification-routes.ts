import { Hono } from 'hono';
import { notificationPatchSchema } from '@shared/notifications.ts';
import type { AccountVariables } from '../auth/require-account.ts';
import type { Database } from '../db/open-database.ts';
import { jsonBody, rowIdParam } from '../http/validate.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationNotFound,
} from './notification-store.ts';

/** /api/v1/notifications: list, mark one read, mark all read. */
export function notificationRoutes(db: Database) {
  return new Hono<{ Variables: AccountVariables }>()
    .get('/', async (c) => c.json(await listNotifications(c.get('account').id, db)))
    .patch('/', jsonBody(notificationPatchSchema), async (c) =>
      c.json(await markAllNotificationsRead(c.get('account').id, db)),
    )
    .patch('/:id', rowIdParam(notificationNotFound), jsonBody(notificationPatchSchema), async (c) =>
      c.json(await markNotificationRead(c.get('account').id, db, c.req.valid('param').id)),
    );
}
