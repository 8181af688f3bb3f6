import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList, NotificationPatch } from '@shared/notifications.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { notificationsQueryKey } from '@web/lib/query-keys.ts';

export async function markNotificationRead(id: string): Promise<void> {
  const body: NotificationPatch = { read: true };
  await apiFetch(apiPath(apiPaths.notification, { id }), { method: 'PATCH', body });
}

/** Marks one notification read in the cached list, as the server will. */
export function withNotificationRead(list: NotificationList, id: string): NotificationList {
  const target = list.notifications.find((notification) => notification.id === id);
  if (!target || target.read) return list;
  return {
    ...list,
    notifications: list.notifications.map((notification) =>
      notification.id === id ? { ...notification, read: true } : notification,
    ),
    unreadCount: Math.max(0, list.unreadCount - 1),
  };
}

/** The list shows the notification read at once; the server's answer then confirms it. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<NotificationList>(notificationsQueryKey);
      if (previous)
        queryClient.setQueryData(notificationsQueryKey, withNotificationRead(previous, id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
