import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList, NotificationPatch } from '@shared/notifications.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { notificationsQueryKey } from '@web/lib/query-keys.ts';

export async function markAllNotificationsRead(): Promise<void> {
  const body: NotificationPatch = { read: true };
  await apiFetch(apiPaths.notifications, { method: 'PATCH', body });
}

export const withAllNotificationsRead = (list: NotificationList): NotificationList => ({
  ...list,
  notifications: list.notifications.map((notification) => ({ ...notification, read: true })),
  unreadCount: 0,
});

/** 'Mark all as read': the list clears its unread marks at once; the server's answer confirms it. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<NotificationList>(notificationsQueryKey);
      if (previous)
        queryClient.setQueryData(notificationsQueryKey, withAllNotificationsRead(previous));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
