import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { type CaldavConnection, caldavConnectionSchema } from '@shared/caldav-connection.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { caldavQueryKey } from './get-caldav-connection.ts';

export async function disconnectCaldav(): Promise<CaldavConnection> {
  return caldavConnectionSchema.parse(await apiFetch(apiPaths.appleCalendar, { method: 'DELETE' }));
}

export function useDisconnectCaldav() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectCaldav,
    onSuccess: (connection) => queryClient.setQueryData(caldavQueryKey, connection),
  });
}
