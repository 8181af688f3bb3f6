import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListSchema, type NotificationList } from '@shared/notifications.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { notificationsQueryKey } from '@web/lib/query-keys.ts';

/**
 * The newest page of notifications (the bell shows the latest) and the unread count of all of
 * them, which the badge shows.
 */
export async function getNotifications(): Promise<NotificationList> {
  return notificationListSchema.parse(await apiFetch(apiPaths.notifications));
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications });

export const useNotifications = () => useQuery(notificationsQueryOptions());
