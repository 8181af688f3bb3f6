import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import {
  type CaldavConnection,
  caldavConnectionSchema,
  type CaldavCredentials,
} from '@shared/caldav-connection.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { caldavQueryKey } from './get-caldav-connection.ts';

export async function connectCaldav(credentials: CaldavCredentials): Promise<CaldavConnection> {
  return caldavConnectionSchema.parse(
    await apiFetch(apiPaths.appleCalendar, { method: 'PUT', body: credentials }),
  );
}

/** Signs in to the server; the answer (its calendars, never the password) becomes the cache. */
export function useConnectCaldav() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectCaldav,
    onSuccess: (connection) => queryClient.setQueryData(caldavQueryKey, connection),
  });
}
