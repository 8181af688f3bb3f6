import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  calendarConnectionSchema,
  type CalendarConnection,
  type CalendarCredentials,
  type CalendarProvider,
} from '@shared/integrations.ts';
import { apiFetch } from '@web/lib/api-client.ts';
import { calendarQueryKey, calendarUrl } from './get-calendar-connection.ts';

export async function connectCalendar(
  provider: CalendarProvider,
  credentials: CalendarCredentials,
): Promise<CalendarConnection> {
  return calendarConnectionSchema.parse(
    await apiFetch(calendarUrl(provider), { method: 'PUT', body: credentials }),
  );
}

/** Stores the credentials; the answer (without the secret) becomes the cached connection. */
export function useConnectCalendar(provider: CalendarProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: CalendarCredentials) => connectCalendar(provider, credentials),
    onSuccess: (connection) => queryClient.setQueryData(calendarQueryKey(provider), connection),
  });
}
