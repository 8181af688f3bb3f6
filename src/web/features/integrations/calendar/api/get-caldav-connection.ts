import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { type CaldavConnection, caldavConnectionSchema } from '@shared/caldav-connection.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const caldavQueryKey = ['calendar', 'apple'] as const;

export async function getCaldavConnection(): Promise<CaldavConnection> {
  return caldavConnectionSchema.parse(await apiFetch(apiPaths.appleCalendar));
}

export const caldavQueryOptions = queryOptions({
  queryKey: caldavQueryKey,
  queryFn: getCaldavConnection,
});

export const useCaldavConnection = () => useQuery(caldavQueryOptions);
