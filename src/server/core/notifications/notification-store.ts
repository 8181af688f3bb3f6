import { randomUUID } from 'node:crypto';
import { count, eq, isNull, or } from 'drizzle-orm';
import type { Notification, NotificationList } from '@shared/notifications.ts';
import { type AccountId, ownedBy } from '@server/platform/db/account-scope.ts';
import {
  afterCursor,
  newestFirst,
  type PageRequest,
  pageKey,
  toPage,
} from '@server/platform/db/keyset-page.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { notification } from '@server/platform/db/schema.ts';
import { NotFound } from '@server/platform/errors/domain-errors.ts';

type Row = typeof notification.$inferSelect;

const toNotification = (row: Row): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  timestamp: row.createdAt.toISOString(),
  read: row.read,
  link: row.link,
});

/** The team's notifications and the person's own; another person's is not theirs to see. */
const visibleTo = (userId: string | undefined) =>
  userId
    ? or(isNull(notification.recipientUserId), eq(notification.recipientUserId, userId))
    : isNull(notification.recipientUserId);

export const notificationNotFound = () => new NotFound('No such notification.');

export type NewNotification = Pick<Notification, 'type' | 'title' | 'message' | 'link'> & {
  /** The conversation it is about: deleting the conversation, or erasing its customer, deletes it. */
  conversationId?: string;
  /** One person's alone; the whole team's bell when absent. */
  recipientUserId?: string;
};

/** Adds a notification to the account's bell (unread). */
export async function createNotification(
  accountId: AccountId,
  db: Database,
  input: NewNotification,
): Promise<Notification> {
  const [row] = await db
    .insert(notification)
    .values({ ...input, id: randomUUID(), accountId })
    .returning();
  return toNotification(row!);
}

/** A page of the account's notifications, newest first, and how many of all are unread. */
export async function listNotifications(
  accountId: AccountId,
  db: Database,
  { limit, after }: PageRequest,
  userId?: string,
): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    db
      .select({ row: notification, id: notification.id, pageKey: pageKey(notification) })
      .from(notification)
      .where(ownedBy(notification, accountId, visibleTo(userId), afterCursor(notification, after)))
      .orderBy(...newestFirst(notification))
      .limit(limit + 1),
    db
      .select({ value: count() })
      .from(notification)
      .where(ownedBy(notification, accountId, visibleTo(userId), eq(notification.read, false))),
  ]);
  const page = toPage(rows, limit);
  return {
    notifications: page.items.map(({ row }) => toNotification(row)),
    nextCursor: page.nextCursor,
    unreadCount: unread?.value ?? 0,
  };
}

export async function getNotification(
  accountId: AccountId,
  db: Database,
  id: string,
  userId?: string,
) {
  const [row] = await db
    .select()
    .from(notification)
    .where(ownedBy(notification, accountId, visibleTo(userId), eq(notification.id, id)))
    .limit(1);
  if (!row) throw notificationNotFound();
  return toNotification(row);
}

/** Marks one of the account's notifications read; another account's id is unknown (404). */
export async function markNotificationRead(
  accountId: AccountId,
  db: Database,
  id: string,
  userId?: string,
) {
  const [row] = await db
    .update(notification)
    .set({ read: true })
    .where(ownedBy(notification, accountId, visibleTo(userId), eq(notification.id, id)))
    .returning();
  if (!row) throw notificationNotFound();
  return toNotification(row);
}

export async function markAllNotificationsRead(
  accountId: AccountId,
  db: Database,
  userId?: string,
) {
  const rows = await db
    .update(notification)
    .set({ read: true })
    .where(ownedBy(notification, accountId, visibleTo(userId), eq(notification.read, false)))
    .returning({ id: notification.id });
  return { updated: rows.length };
}
