import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  calendarConnectionSchema,
  type CalendarConnection,
  type CalendarProvider,
} from '@shared/integrations.ts';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { apiFetch } from '@web/lib/api-client.ts';

export const calendarUrl = (provider: CalendarProvider) => apiPath(apiPaths.calendar, { provider });

export const calendarQueryKey = (provider: CalendarProvider) => ['calendar', provider] as const;

export async function getCalendarConnection(
  provider: CalendarProvider,
): Promise<CalendarConnection> {
  return calendarConnectionSchema.parse(await apiFetch(calendarUrl(provider)));
}

export const calendarQueryOptions = (provider: CalendarProvider) =>
  queryOptions({
    queryKey: calendarQueryKey(provider),
    queryFn: () => getCalendarConnection(provider),
  });

export const useCalendarConnection = (provider: CalendarProvider) =>
  useQuery(calendarQueryOptions(provider));
