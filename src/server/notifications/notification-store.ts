import { desc, eq } from 'drizzle-orm';
import type { Notification, NotificationList } from '@shared/notifications.ts';
import { type AccountId, ownedBy } from '../db/account-scope.ts';
import type { Database } from '../db/open-database.ts';
import { notification } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

type Row = typeof notification.$inferSelect;

const toNotification = (row: Row): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  timestamp: row.createdAt.toISOString(),
  read: row.read,
});

export async function listNotifications(
  accountId: AccountId,
  db: Database,
): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(notification)
    .where(ownedBy(notification, accountId))
    .orderBy(desc(notification.createdAt));
  const notifications = rows.map(toNotification);
  return { notifications, unreadCount: notifications.filter((item) => !item.read).length };
}

/** Marks one of the account's notifications read; another account's id is unknown (404). */
export const notificationNotFound = () => new ApiError(404, 'not_found', 'No such notification.');

export async function markNotificationRead(accountId: AccountId, db: Database, id: string) {
  const [row] = await db
    .update(notification)
    .set({ read: true })
    .where(ownedBy(notification, accountId, eq(notification.id, id)))
    .returning();
  if (!row) throw notificationNotFound();
  return toNotification(row);
}

export async function markAllNotificationsRead(accountId: AccountId, db: Database) {
  const rows = await db
    .update(notification)
    .set({ read: true })
    .where(ownedBy(notification, accountId, eq(notification.read, false)))
    .returning({ id: notification.id });
  return { updated: rows.length };
}
