import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListSchema, type NotificationList } from '@shared/notifications.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const notificationsUrl = '/api/v1/notifications';

export const notificationsQueryKey = ['notifications'] as const;

export async function getNotifications(): Promise<NotificationList> {
  return notificationListSchema.parse(await apiFetch(notificationsUrl));
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications });

export const useNotifications = () => useQuery(notificationsQueryOptions());
