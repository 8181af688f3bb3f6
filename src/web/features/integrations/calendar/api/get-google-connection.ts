import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths.ts';
import { type GoogleConnection, googleConnectionSchema } from '@shared/google-calendar.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const googleQueryKey = ['calendar', 'google'] as const;

export async function getGoogleConnection(): Promise<GoogleConnection> {
  return googleConnectionSchema.parse(await apiFetch(apiPaths.googleCalendar));
}

export const googleQueryOptions = queryOptions({
  queryKey: googleQueryKey,
  queryFn: getGoogleConnection,
});

export const useGoogleConnection = () => useQuery(googleQueryOptions);
